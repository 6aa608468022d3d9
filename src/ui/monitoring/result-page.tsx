import { Button, HStack, Stack, Text } from '@chakra-ui/react'
import { keepPreviousData, useMutation, useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link as RouterLink } from '@tanstack/react-router'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { markHitsReadMutation, watchDetailsQuery } from '../../api/monitoring-results'
import { RESULT_WATCHES, watchListQuery } from '../../api/monitoring-watches'
import { HIT_TIERS, type Hit, type HitTier } from '../../api/schemas/monitoring'
import { formatDate } from '../../domain/format'
import { useRootState } from '../../state/root'
import { CheckBox } from '../kit/check-box'
import { EmptyState } from '../kit/empty-state'
import { FormField } from '../kit/form-field'
import { OptionSelect } from '../kit/option-select'
import { PageHeader } from '../kit/page-header'
import { QueryPanel } from '../kit/query-panel'
import { SectionCard } from '../kit/section-card'
import { toastError } from '../kit/toast'
import { ToggleChips } from '../kit/toggle-chips'
import { ResultExports } from './result-exports'
import { ResultHitCard } from './result-hit-card'
import { defaultWatch, rankHits } from './result-rules'
import { ResultWatchFacts } from './result-watch-facts'

export interface ResultFilters {
  watchId?: string
  issueNo?: number
  tier?: HitTier
  unread?: boolean
}

/**
 * /monitoringResult: the hits of one watch (chosen, else the one with most unread) in one gazette issue or all,
 * ranked, with their deadlines; filters by tier and unread; mark all read; exports as .xlsx and Word.
 */
export function ResultPage({
  filters,
  onChange,
}: {
  filters: ResultFilters
  onChange: (f: ResultFilters) => void
}) {
  const { t } = useTranslation('watchResults')
  const { lang } = useRootState()
  const { data: list } = useSuspenseQuery(watchListQuery(RESULT_WATCHES))
  const started = list.list.filter((w) => w.status !== 'unpaid')
  const watchId = filters.watchId ?? defaultWatch(list.list)?.id
  const request = {
    watchId: watchId ?? '',
    ...(filters.issueNo ? { issueNo: filters.issueNo } : {}),
    ...(filters.tier ? { tier: filters.tier } : {}),
    unreadOnly: filters.unread === true,
  }
  const details = useQuery({
    ...watchDetailsQuery(request),
    enabled: Boolean(watchId),
    placeholderData: keepPreviousData,
  })
  const read = useMutation(markHitsReadMutation())
  const markRead = useCallback(
    (hit: Hit) => read.mutate({ hitIds: [hit.id] }, { onError: () => toastError(t('readFailed')) }),
    // The mutation object changes on every state change; its mutate does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [read.mutate, t],
  )
  const set = (patch: Partial<ResultFilters>) => onChange({ ...filters, watchId, ...patch })

  const header = (
    <PageHeader
      title={t('results.title')}
      description={t('results.intro')}
      aside={
        <HStack gap="2">
          <Button asChild size="sm" variant="outline">
            <RouterLink to="/myMonitor">{t('results.myWatches')}</RouterLink>
          </Button>
          <Button asChild size="sm" variant="outline">
            <RouterLink to="/monitorReport">{t('results.report')}</RouterLink>
          </Button>
        </HStack>
      }
    />
  )
  if (!watchId)
    return (
      <Stack gap="4" data-testid="watch-results-page">
        {header}
        <SectionCard title={t('results.noWatchTitle')}>
          <EmptyState title={t('results.noWatch')} description={t('results.noWatchHint')}>
            <Button asChild size="sm" colorPalette="blue">
              <RouterLink to="/trademarkMonitoring">{t('results.startWatch')}</RouterLink>
            </Button>
          </EmptyState>
        </SectionCard>
      </Stack>
    )
  const data = details.data
  const hits = data?.groups.reduce((n, g) => n + g.hits.length, 0) ?? 0
  return (
    <Stack gap="4" data-testid="watch-results-page">
      {header}
      <HStack gap="3" wrap="wrap" align="flex-end">
        <FormField label={t('results.watch')} controlId="result-watch" w="auto" minW="64">
          <OptionSelect
            id="result-watch"
            value={watchId}
            onChange={(e) => onChange({ watchId: e.target.value })}
            options={started.map((w) => [
              w.id,
              t('results.watchOption', { name: w.name || w.applicant?.zh || w.id, unread: w.unreadCount }),
            ])}
            testId="result-watch"
          />
        </FormField>
        <FormField label={t('results.issue')} controlId="result-issue" w="auto" minW="56">
          <OptionSelect
            id="result-issue"
            value={filters.issueNo ? String(filters.issueNo) : ''}
            onChange={(e) => set({ issueNo: e.target.value ? Number(e.target.value) : undefined })}
            emptyLabel={t('results.allIssues')}
            options={(data?.issues ?? []).map((i) => [
              String(i.issueNo),
              t('results.issueOption', {
                no: i.issueNo,
                date: formatDate(i.publishedOn, lang),
                count: i.hitCount,
              }),
            ])}
            testId="result-issue"
          />
        </FormField>
        <ToggleChips<HitTier | undefined>
          options={[undefined, ...HIT_TIERS]}
          value={filters.tier}
          onChange={(tier) => set({ tier })}
          text={(tier) =>
            tier
              ? t('results.tierCount', { tier: t(`tier.${tier}`), count: data?.counts[tier] ?? 0 })
              : t('results.allTiers')
          }
          label={t('results.tierFilter')}
          testIdOf={(tier) => `result-tier-${tier ?? 'all'}`}
        />
        <CheckBox
          checked={filters.unread === true}
          onChange={(unread) => set({ unread: unread || undefined })}
          testId="result-unread"
        >
          {t('results.unreadOnly', { count: data?.counts.unread ?? 0 })}
        </CheckBox>
      </HStack>
      <QueryPanel
        query={details}
        placeholder={<Text color="fg.muted">{t('results.loading')}</Text>}
        failed={t('results.loadFailed')}
      >
        {(loaded) => (
          <>
            <ResultWatchFacts details={loaded} />
            <ResultExports request={request} watch={loaded.watch} unread={loaded.counts.unread} hits={hits} />
            {loaded.groups.length === 0 ? (
              <EmptyState
                title={loaded.issues.length ? t('results.noHitsFiltered') : t('results.noHitsYet')}
                description={t('results.nextIssue', { date: formatDate(loaded.nextIssueOn, lang) })}
              />
            ) : (
              loaded.groups.map((g) => (
                <SectionCard
                  key={g.issue.issueNo}
                  title={t('results.issueTitle', {
                    no: g.issue.issueNo,
                    date: formatDate(g.issue.publishedOn, lang),
                  })}
                  description={t('results.issueDeadline', {
                    date: formatDate(g.issue.oppositionEndsOn, lang),
                    count: g.hits.length,
                  })}
                  size="sm"
                  testId="result-issue-group"
                >
                  <Stack gap="2">
                    {rankHits(g.hits).map((hit) => (
                      <ResultHitCard key={hit.id} hit={hit} watch={loaded.watch} onRead={markRead} />
                    ))}
                  </Stack>
                </SectionCard>
              ))
            )}
          </>
        )}
      </QueryPanel>
    </Stack>
  )
}
