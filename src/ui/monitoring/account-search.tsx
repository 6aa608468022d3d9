import { Badge, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link as RouterLink } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { reportOrdersQuery } from '../../api/payment'
import type { HistoryEntry } from '../../api/schemas/search-history'
import type { SearchUsage } from '../../api/schemas/search-shared'
import { historyQuery, trialUserQuery } from '../../api/search'
import { TRIAL_DAILY_LIMIT } from '../../domain/constants'
import { formatDate, formatDateTime } from '../../domain/format'
import { useRootState } from '../../state/root'
import { EmptyState } from '../kit/empty-state'
import { FactList } from '../kit/fact-list'
import { PageHeader } from '../kit/page-header'
import { SectionCard } from '../kit/section-card'
import { StatFigure } from '../kit/stat-figure'
import { reportCounts } from './report-status'

/** What a past query looked for, in a few words: its mark words, party or number. */
function subjectOf(entry: HistoryEntry): string {
  const q = entry.query
  return (
    q.tradeMarkText ||
    q.tmApplicant ||
    q.tmAgent ||
    q.tmAddress ||
    q.applicationNumber ||
    q.registerNumber ||
    q.viennaChoosedStr
  )
}

/**
 * /searchAccount: the query account: the plan (unlimited after a purchase, else the search trial and its daily
 * allowance), the searches run (the history) and the search reports bought. `usageBar` draws the search area's
 * own usage bar (today's searches, days left, apply again) for today's usage; the route supplies it.
 */
export function AccountSearchPage({ usageBar }: { usageBar: (usage: SearchUsage) => ReactNode }) {
  const { t } = useTranslation('watchResults')
  const { lang } = useRootState()
  const { data: user } = useSuspenseQuery(trialUserQuery())
  const { data: history } = useSuspenseQuery(historyQuery(1))
  const { data: reports } = useSuspenseQuery(reportOrdersQuery(1, 100))
  const counts = reportCounts(reports.list)
  const unlimited = user.isPurchase
  return (
    <Stack gap="4" data-testid="search-account-page">
      <PageHeader
        title={t('searchAccount.title')}
        description={t('searchAccount.intro')}
        aside={
          <Button asChild colorPalette="blue" size="sm">
            <RouterLink to="/query/fast">{t('searchAccount.toSearch')}</RouterLink>
          </Button>
        }
      />
      {usageBar(history.usage)}
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <StatFigure
          label={t('searchAccount.allowance')}
          value={
            unlimited ? t('searchAccount.unlimited') : t('searchAccount.perDay', { count: TRIAL_DAILY_LIMIT })
          }
          help={unlimited ? t('searchAccount.purchased') : t('searchAccount.resetsDaily')}
          testId="search-allowance"
        />
        <StatFigure
          label={t('searchAccount.searches')}
          value={history.total}
          help={t('searchAccount.searchesHelp')}
          testId="search-history-total"
        />
        <StatFigure
          label={t('searchAccount.reports')}
          value={reports.total}
          help={t('searchAccount.reportsHelp', counts)}
          testId="search-reports-total"
        />
      </SimpleGrid>
      <SectionCard title={t('searchAccount.planTitle')} size="sm">
        <FactList
          rows={[
            [
              t('searchAccount.plan'),
              <Badge key="plan" colorPalette={unlimited ? 'green' : 'blue'}>
                {unlimited ? t('searchAccount.planPurchased') : t('searchAccount.planTrial')}
              </Badge>,
            ],
            [
              t('searchAccount.trialEnds'),
              !unlimited && user.trialEndsAt ? formatDate(user.trialEndsAt, lang) : '',
            ],
            [
              t('searchAccount.reapplied'),
              unlimited ? '' : user.trialReapplied ? t('searchAccount.yes') : t('searchAccount.no'),
            ],
          ]}
        />
      </SectionCard>
      <SectionCard
        title={t('searchAccount.recentTitle')}
        size="sm"
        actions={
          <Button asChild size="xs" variant="outline">
            <RouterLink to="/query/queryHistory">{t('searchAccount.allHistory')}</RouterLink>
          </Button>
        }
      >
        {history.list.length === 0 ? (
          <EmptyState title={t('searchAccount.noSearches')} />
        ) : (
          <Stack as="ul" gap="1" listStyleType="none" fontSize="sm" data-testid="search-account-recent">
            {history.list.slice(0, 5).map((entry) => (
              <HStack as="li" key={entry.id} justify="space-between" gap="3">
                <Text truncate>{subjectOf(entry) || t('searchAccount.imageSearch')}</Text>
                <Text color="fg.muted" flexShrink={0}>
                  {t('searchAccount.found', { count: entry.total })} · {formatDateTime(entry.createdAt, lang)}
                </Text>
              </HStack>
            ))}
          </Stack>
        )}
      </SectionCard>
    </Stack>
  )
}
