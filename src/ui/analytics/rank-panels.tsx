import { Box, Button, HStack, Input } from '@chakra-ui/react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { analyticsQueries } from '../../api/analytics'
import { formatDate } from '../../domain/format'
import { useRootState } from '../../state/root'
import { ANALYTICS_TEXT_MAX } from '../../api/schemas/analytics-statistics'
import type { MessageKey } from '../../domain/message-key'
import { FormField } from '../kit/form-field'
import { OptionSelect } from '../kit/option-select'
import { SectionCard } from '../kit/section-card'
import { AgentApplicants } from './agent-applicants'
import { CategoryCard, ChartNote, TimeCard, useCount } from './chart-cards'
import { useAnalyticsFilter } from './use-analytics-filter'

const TOP = 10

/** The applicants with the most marks in scope. */
export function RankingPanel() {
  const { t } = useTranslation('analytics')
  const count = useCount()
  const query = useQuery(analyticsQueries.ranking({ ...useAnalyticsFilter(), top: TOP }))
  return (
    <CategoryCard
      title={t('charts.ranking.title')}
      description={t('charts.ranking.description')}
      query={query}
      buckets={(d) => d.list}
      kind="hbar"
      keyTitle={t('table.applicantId')}
      extra={[
        ['country', t('table.country')],
        ['share', t('table.share')],
      ]}
      height={380}
      testId="chart-ranking"
    >
      {(d) => (
        <ChartNote>{t('charts.ranking.total', { n: count(d.applicants), marks: count(d.total) })}</ChartNote>
      )}
    </CategoryCard>
  )
}

/** The top applicants' marks per filing year. */
export function RankingByYearPanel() {
  const { t } = useTranslation('analytics')
  const query = useQuery(analyticsQueries.rankingByYear({ ...useAnalyticsFilter(), top: 5 }))
  return (
    <TimeCard
      title={t('charts.rankingByYear.title')}
      description={t('charts.rankingByYear.description')}
      query={query}
      kind="line"
      testId="chart-ranking-by-year"
    />
  )
}

/** Applicants ranked by their marks whose name contains a typed text. */
export function HitsPanel() {
  const { t } = useTranslation('analytics')
  const count = useCount()
  const filter = useAnalyticsFilter()
  const [text, setText] = useState('')
  const [asked, setAsked] = useState('')
  const [error, setError] = useState<MessageKey | null>(null)
  const query = useQuery({
    ...analyticsQueries.hits({ ...filter, top: TOP, text: asked }),
    enabled: asked !== '',
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const value = text.trim()
    if (!value) return setError('validation:required')
    if (value.length > ANALYTICS_TEXT_MAX) return setError('validation:searchTooLong')
    setError(null)
    setAsked(value)
  }
  const form = (
    <form onSubmit={submit} noValidate>
      <HStack align="flex-start" gap="2">
        <FormField error={error} w="56">
          <Input
            size="xs"
            value={text}
            aria-label={t('charts.hits.text')}
            placeholder={t('charts.hits.text')}
            onChange={(e) => setText(e.target.value)}
          />
        </FormField>
        <Button size="xs" type="submit">
          {t('charts.hits.search')}
        </Button>
      </HStack>
    </form>
  )
  if (!asked)
    return (
      <SectionCard title={t('charts.hits.title')} description={t('charts.hits.description')} actions={form}>
        <ChartNote>{t('charts.hits.ask')}</ChartNote>
      </SectionCard>
    )
  return (
    <CategoryCard
      title={t('charts.hits.titleFor', { text: asked })}
      description={t('charts.hits.description')}
      query={query}
      buckets={(d) => d.list}
      kind="hbar"
      keyTitle={t('table.applicantId')}
      extra={[['country', t('table.country')]]}
      controls={form}
      height={360}
      testId="chart-hits"
    >
      {(d) => <ChartNote>{t('charts.hits.total', { hits: count(d.hits), marks: count(d.total) })}</ChartNote>}
    </CategoryCard>
  )
}

/** Agents ranked by the marks they filed; clicking one lists its applicants. */
export function AgentsPanel() {
  const { t } = useTranslation('analytics')
  const count = useCount()
  const filter = useAnalyticsFilter()
  const [agentId, setAgentId] = useState<string | null>(null)
  const query = useQuery(analyticsQueries.agents({ ...filter, top: TOP }))
  return (
    <CategoryCard
      title={t('charts.agents.title')}
      description={t('charts.agents.description')}
      query={query}
      buckets={(d) => d.list}
      kind="hbar"
      keyTitle={t('table.agentId')}
      extra={[['applicants', t('table.applicants')]]}
      onItemClick={setAgentId}
      height={380}
      testId="chart-agents"
    >
      {(d) => (
        <>
          <ChartNote>{t('charts.agents.total', { n: count(d.agents), marks: count(d.total) })}</ChartNote>
          {agentId ? <AgentApplicants agentId={agentId} onClose={() => setAgentId(null)} /> : null}
        </>
      )}
    </CategoryCard>
  )
}

/** For the filter's applicant: which agents filed its marks (and how many it filed itself). */
export function ApplicantAgentsPanel() {
  const { t } = useTranslation('analytics')
  const count = useCount()
  const filter = useAnalyticsFilter()
  const query = useQuery({
    ...analyticsQueries.applicantAgents({ ...filter, top: TOP }),
    enabled: filter.applicant !== '',
    placeholderData: keepPreviousData,
  })
  if (!filter.applicant)
    return (
      <SectionCard
        title={t('charts.applicantAgents.title')}
        description={t('charts.applicantAgents.description')}
      >
        <ChartNote>{t('charts.applicantAgents.ask')}</ChartNote>
      </SectionCard>
    )
  return (
    <CategoryCard
      title={t('charts.applicantAgents.title')}
      description={t('charts.applicantAgents.description')}
      query={query}
      buckets={(d) => d.list}
      kind="pie"
      keyTitle={t('table.agentId')}
      testId="chart-applicant-agents"
    >
      {(d) => (
        <ChartNote>
          {t('charts.applicantAgents.total', { applicants: count(d.applicants), marks: count(d.total) })}
        </ChartNote>
      )}
    </CategoryCard>
  )
}

const BREAKDOWNS = ['byStatus', 'byAge', 'byRenewal'] as const
type Breakdown = (typeof BREAKDOWNS)[number]

/** The marks in force today, by status, by age since registration or by where their renewal stands. */
export function EffectivePanel() {
  const { t } = useTranslation('analytics')
  const { lang } = useRootState()
  const count = useCount()
  const [by, setBy] = useState<Breakdown>('byStatus')
  const query = useQuery(analyticsQueries.effective(useAnalyticsFilter()))
  return (
    <CategoryCard
      title={t('charts.effective.title')}
      description={t('charts.effective.description')}
      query={query}
      buckets={(d) => d[by]}
      kind={by === 'byAge' ? 'bar' : 'pie'}
      keyTitle={t('table.key')}
      testId="chart-effective"
      controls={
        <Box w="44">
          <OptionSelect
            size="xs"
            aria-label={t('charts.effective.breakdown')}
            options={BREAKDOWNS.map((b) => [b, t(`charts.effective.${b}`)] as const)}
            value={by}
            onChange={(e) => setBy(e.target.value as Breakdown)}
          />
        </Box>
      }
    >
      {(d) => (
        <ChartNote>
          {t('charts.effective.total', {
            n: count(d.effective),
            marks: count(d.total),
            today: formatDate(d.today, lang),
          })}
        </ChartNote>
      )}
    </CategoryCard>
  )
}
