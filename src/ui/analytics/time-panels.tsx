import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { analyticsQueries } from '../../api/analytics'
import { formatDate } from '../../domain/format'
import { useRootState } from '../../state/root'
import { ChartNote, TimeCard, useCount } from './chart-cards'
import { useAnalyticsFilter } from './use-analytics-filter'

/** Applications (filing year) against registrations (registration year). */
export function AppsRegsPanel() {
  const { t } = useTranslation('analytics')
  const count = useCount()
  const query = useQuery(analyticsQueries.appsRegs(useAnalyticsFilter()))
  return (
    <TimeCard
      title={t('charts.appsRegs.title')}
      description={t('charts.appsRegs.description')}
      query={query}
      kind="line"
      testId="chart-apps-regs"
    >
      {(data) => (
        <ChartNote testId="apps-total">{t('charts.appsRegs.total', { n: count(data.total) })}</ChartNote>
      )}
    </TimeCard>
  )
}

/** Each filing year's applications by what became of them. */
export function OutcomesPanel() {
  const { t } = useTranslation('analytics')
  const query = useQuery(analyticsQueries.outcomes(useAnalyticsFilter()))
  return (
    <TimeCard
      title={t('charts.outcomes.title')}
      description={t('charts.outcomes.description')}
      query={query}
      kind="stack"
      testId="chart-outcomes"
    />
  )
}

/** Registrations by the year their term ends: renewed, lapsed, in grace, in the window, not yet due. */
export function RenewalsPanel() {
  const { t } = useTranslation('analytics')
  const { lang } = useRootState()
  const count = useCount()
  const query = useQuery(analyticsQueries.renewals(useAnalyticsFilter()))
  return (
    <TimeCard
      title={t('charts.renewals.title')}
      description={t('charts.renewals.description')}
      query={query}
      kind="stack"
      testId="chart-renewals"
    >
      {(data) => (
        <ChartNote>
          {t('charts.renewals.total', { n: count(data.total), today: formatDate(data.today, lang) })}
        </ChartNote>
      )}
    </TimeCard>
  )
}

/** Marks filed through an agent against filed directly, per year, and how many agents filed. */
export function AgentCountPanel() {
  const { t } = useTranslation('analytics')
  const count = useCount()
  const query = useQuery(analyticsQueries.agentCount(useAnalyticsFilter()))
  return (
    <TimeCard
      title={t('charts.agentCount.title')}
      description={t('charts.agentCount.description')}
      query={query}
      kind="stack"
      testId="chart-agent-count"
    >
      {(data) => (
        <ChartNote>
          {t('charts.agentCount.total', {
            agents: count(data.agents),
            via: count(data.viaAgent),
            direct: count(data.direct),
          })}
        </ChartNote>
      )}
    </TimeCard>
  )
}

/** How the five most crowded similar groups grew, per filing year. */
export function GroupYearsPanel() {
  const { t } = useTranslation('analytics')
  const query = useQuery(analyticsQueries.groupYears({ ...useAnalyticsFilter(), groups: [] }))
  return (
    <TimeCard
      title={t('charts.groupYears.title')}
      description={t('charts.groupYears.description')}
      query={query}
      kind="line"
      testId="chart-group-years"
    />
  )
}
