import { Alert, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { keepPreviousData, useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link as RouterLink } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { monitoringCalls } from '../../api/catalogue/monitoring'
import { watchReportQuery } from '../../api/monitoring-results'
import { RESULT_WATCHES, watchListQuery } from '../../api/monitoring-watches'
import { businessToday } from '../../domain/clock'
import { formatDate } from '../../domain/format'
import type { Message } from '../../domain/message-key'
import { useRootState } from '../../state/root'
import { DateInput } from '../kit/date-input'
import { EmptyState } from '../kit/empty-state'
import { FormField } from '../kit/form-field'
import { OptionSelect } from '../kit/option-select'
import { PageHeader } from '../kit/page-header'
import { QueryPanel } from '../kit/query-panel'
import { runExport } from '../kit/run-export'
import { StatFigure } from '../kit/stat-figure'
import { checkReportRange, defaultReportRange } from './report-range'
import { ReportWatchSection } from './report-watch-section'

export interface ReportFilters {
  watchId?: string
  from?: string
  to?: string
}

/**
 * /monitorReport: the periodic watch report for the issues published in a period: how many hits per tier, the
 * single most important development, each watch's hits with deadlines and recommended actions, and the legal
 * basis of the deadlines; downloadable as Word in the page's language.
 */
export function ReportWatchPage({
  filters,
  onChange,
}: {
  filters: ReportFilters
  onChange: (f: ReportFilters) => void
}) {
  const { t } = useTranslation('watchResults')
  const { t: tExport } = useTranslation('searchExport')
  const { lang } = useRootState()
  const today = businessToday()
  const range = { ...defaultReportRange(today), ...filters }
  const { data: watches } = useSuspenseQuery(watchListQuery(RESULT_WATCHES))
  const request = { ...(filters.watchId ? { watchId: filters.watchId } : {}), from: range.from, to: range.to }
  const report = useQuery({ ...watchReportQuery(request), placeholderData: keepPreviousData })
  const [from, setFrom] = useState(range.from)
  const [to, setTo] = useState(range.to)
  const [error, setError] = useState<{ field: 'from' | 'to'; message: Message } | null>(null)
  const [busy, setBusy] = useState(false)

  const apply = () => {
    const check = checkReportRange(from, to, today)
    if (!check.ok) return setError({ field: check.field, message: check.error })
    setError(null)
    setFrom(check.from)
    setTo(check.to)
    onChange({ ...filters, from: check.from, to: check.to })
  }
  const download = async () => {
    setBusy(true)
    await runExport(
      monitoringCalls.monitoringMemberMonitoringExportWord,
      request,
      `${t('exports.docxName')}-${range.from}-${range.to}.docx`,
      tExport,
    )
    setBusy(false)
  }
  return (
    <Stack gap="4" data-testid="watch-report-page">
      <PageHeader
        title={t('report.title')}
        description={t('report.intro')}
        aside={
          <Button asChild size="sm" variant="outline">
            <RouterLink to="/monitoringResult">{t('report.toResults')}</RouterLink>
          </Button>
        }
      />
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          apply()
        }}
        aria-label={t('report.period')}
      >
        <HStack gap="3" wrap="wrap" align="flex-start">
          <FormField label={t('report.watch')} controlId="report-watch" w="auto" minW="56">
            <OptionSelect
              id="report-watch"
              value={filters.watchId ?? ''}
              onChange={(e) => onChange({ ...filters, watchId: e.target.value || undefined })}
              emptyLabel={t('report.allWatches')}
              options={watches.list
                .filter((w) => w.status !== 'unpaid')
                .map((w) => [w.id, w.name || w.applicant?.zh || w.id])}
              testId="report-watch"
            />
          </FormField>
          <FormField
            label={t('report.from')}
            error={error?.field === 'from' ? error.message : undefined}
            w="auto"
          >
            <DateInput
              value={from}
              onChange={(e) => setFrom(e.currentTarget.value)}
              size="sm"
              data-testid="report-from"
            />
          </FormField>
          <FormField
            label={t('report.to')}
            error={error?.field === 'to' ? error.message : undefined}
            w="auto"
          >
            <DateInput
              value={to}
              onChange={(e) => setTo(e.currentTarget.value)}
              size="sm"
              data-testid="report-to"
            />
          </FormField>
          <Button type="submit" size="sm" colorPalette="blue" mt="6" data-testid="report-apply">
            {t('report.apply')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            mt="6"
            loading={busy}
            onClick={() => void download()}
            data-testid="report-word"
          >
            {t('report.download')}
          </Button>
        </HStack>
      </form>
      <QueryPanel
        query={report}
        placeholder={<Text color="fg.muted">{t('report.loading')}</Text>}
        failed={t('report.loadFailed')}
      >
        {(r) => (
          <>
            <Text fontSize="sm" color="fg.muted" data-testid="report-period">
              {t('report.covers', {
                from: formatDate(r.from, lang),
                to: formatDate(r.to, lang),
                count: r.issues.length,
                issues: r.issues.map((i) => i.issueNo).join(', '),
              })}
            </Text>
            <SimpleGrid columns={{ base: 2, md: 5 }} gap="3">
              <StatFigure
                label={t('report.hits')}
                value={r.summary.hits}
                help={t('report.watches', { count: r.summary.watches })}
              />
              <StatFigure
                label={t('tier.high')}
                value={r.summary.high}
                tone={r.summary.high ? 'red.fg' : undefined}
              />
              <StatFigure label={t('tier.medium')} value={r.summary.medium} />
              <StatFigure label={t('tier.low')} value={r.summary.low} />
              <StatFigure
                label={t('report.toOppose')}
                value={r.summary.toOppose}
                help={
                  r.summary.nearestDeadline
                    ? t('report.nearest', { date: formatDate(r.summary.nearestDeadline, lang) })
                    : undefined
                }
                tone={r.summary.toOppose ? 'red.fg' : undefined}
                testId="report-to-oppose"
              />
            </SimpleGrid>
            {r.keyDevelopment ? (
              <Alert.Root
                status={r.keyDevelopment.hit.tier === 'high' ? 'warning' : 'info'}
                data-testid="report-key"
              >
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>{t('report.key', { watch: r.keyDevelopment.watchName })}</Alert.Title>
                  <Alert.Description>
                    {lang === 'en' ? r.keyDevelopment.text.en : r.keyDevelopment.text.zh}
                  </Alert.Description>
                </Alert.Content>
              </Alert.Root>
            ) : null}
            {r.watches.length === 0 ? (
              <EmptyState title={t('report.empty')} description={t('report.emptyHint')} />
            ) : (
              r.watches.map((w) => <ReportWatchSection key={w.watch.id} watch={w.watch} hits={w.hits} />)
            )}
            <Alert.Root status="info" variant="subtle" data-testid="report-basis">
              <Alert.Content>
                <Alert.Title>
                  {t('report.basis', { law: lang === 'en' ? r.basis.law.en : r.basis.law.zh })}
                </Alert.Title>
                <Alert.Description>{lang === 'en' ? r.basis.text.en : r.basis.text.zh}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          </>
        )}
      </QueryPanel>
    </Stack>
  )
}
