import { Button, HStack, SimpleGrid, Stack } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link as RouterLink } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { alertSettingsQuery } from '../../api/monitoring-results'
import { memberTrialsQuery, RESULT_WATCHES, watchListQuery } from '../../api/monitoring-watches'
import { formatDate } from '../../domain/format'
import { useRootState } from '../../state/root'
import { PageHeader } from '../kit/page-header'
import { StatFigure } from '../kit/stat-figure'
import { AccountAlertSettings } from './account-alert-settings'
import { watchMonthsBought } from './account-alert-rules'

/**
 * /myAccount: the monitoring account: the watches running and stopped, the watch-months bought, the free
 * trials left, what the next alert carries, and the alert settings (recipients, how often, from which tier).
 */
export function AccountMonitoringPage() {
  const { t } = useTranslation('watchResults')
  const { lang } = useRootState()
  const { data: settings } = useSuspenseQuery(alertSettingsQuery())
  const { data: trials } = useSuspenseQuery(memberTrialsQuery())
  const { data: watches } = useSuspenseQuery(watchListQuery(RESULT_WATCHES))
  const c = watches.counts
  const s = settings.summary
  return (
    <Stack gap="4" data-testid="monitoring-account-page">
      <PageHeader
        title={t('account.title')}
        description={t('account.intro')}
        aside={
          <HStack gap="2">
            <Button asChild size="sm" variant="outline">
              <RouterLink to="/myMonitor">{t('results.myWatches')}</RouterLink>
            </Button>
            <Button asChild size="sm" colorPalette="blue">
              <RouterLink to="/trademarkMonitoring">{t('results.startWatch')}</RouterLink>
            </Button>
          </HStack>
        }
      />
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        <StatFigure
          label={t('account.running')}
          value={c.active + c.trial}
          help={t('account.runningHelp', { active: c.active, trial: c.trial })}
          testId="account-running"
        />
        <StatFigure
          label={t('account.stopped')}
          value={c.stopped + c.expired}
          help={t('account.stoppedHelp', { stopped: c.stopped, expired: c.expired, unpaid: c.unpaid })}
          testId="account-stopped"
        />
        <StatFigure
          label={t('account.months')}
          value={watchMonthsBought(watches.list)}
          help={t('account.monthsHelp')}
          testId="account-months"
        />
        <StatFigure
          label={t('account.trials')}
          value={trials.remaining}
          help={t('account.trialsHelp', { used: trials.used, granted: trials.granted })}
          testId="account-trials"
        />
        <StatFigure
          label={t('account.hits')}
          value={s.hits}
          help={t('account.unread', { count: s.unread })}
        />
        <StatFigure
          label={t('account.toAlert')}
          value={s.toAlert}
          help={t('account.nextAlert', { date: formatDate(s.nextAlertOn, lang) })}
          testId="account-to-alert"
        />
      </SimpleGrid>
      <AccountAlertSettings settings={settings} />
    </Stack>
  )
}
