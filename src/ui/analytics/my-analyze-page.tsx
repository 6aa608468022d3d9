import { Box, Link, SimpleGrid, Stack } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { Link as RouterLink } from '@tanstack/react-router'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { portfolioMarksQuery } from '../../api/analytics'
import { useRootState } from '../../state/root'
import { countryName } from '../kit/country-name'
import { EmptyState } from '../kit/empty-state'
import { LoadFailed } from '../kit/load-failed'
import { PageHeader } from '../kit/page-header'
import { StatFigure } from '../kit/stat-figure'
import { AnalyticsNav } from './analytics-nav'
import { CategoryCard, TimeCard, useCount } from './chart-cards'
import { CourtLinks } from './court-links'
import { FilterBar } from './filter-bar'
import { portfolioStats } from './portfolio-stats'
import { useAnalyticsFilter } from './use-analytics-filter'
import { numberFormat } from '../../domain/intl'

/** The portfolio's breakdowns: which figures, drawn how, the export's key column, the grid columns spanned. */
const BREAKDOWNS = [
  ['byStatus', 'pie', 'key', 1],
  ['byCountry', 'bar', 'code', 1],
  ['byClass', 'bar', 'class', 2],
] as const

/** /analyze/myTrademarkAnalyze: the account's own portfolio by status, class, office and year, and how it fared. */
export function MyAnalyzePage() {
  const { t } = useTranslation('analytics')
  const { lang } = useRootState()
  const count = useCount()
  const filter = useAnalyticsFilter()
  const marks = useQuery(portfolioMarksQuery())
  const stats = useMemo(() => {
    if (!marks.data) return undefined
    const both = (text: string) => ({ zh: text, en: text })
    return portfolioStats(marks.data, filter, {
      country: (code) => ({ zh: countryName(code, 'zh-CN'), en: countryName(code, 'en') }),
      nice: (no) => both(t('charts.classes.classNo', { no })),
      filed: both(t('portfolio.filed')),
      registered: both(t('portfolio.registered')),
    })
  }, [marks.data, filter, t])
  const query = { data: stats, isError: marks.isError, refetch: marks.refetch }
  const percent = (n: number | null) =>
    n === null ? '—' : numberFormat(lang, { style: 'percent', maximumFractionDigits: 1 }).format(n)

  return (
    <Stack gap="4">
      <PageHeader title={t('pages.mine.title')} description={t('pages.mine.description')} />
      <AnalyticsNav />
      <FilterBar />
      {marks.isError ? (
        <LoadFailed message={t('chart.loadFailed')} onRetry={() => void marks.refetch()} />
      ) : marks.data?.length === 0 ? (
        <EmptyState title={t('portfolio.none')} description={t('portfolio.noneHint')}>
          <Link asChild colorPalette="blue">
            <RouterLink to="/myTrademark">{t('portfolio.follow')}</RouterLink>
          </Link>
        </EmptyState>
      ) : (
        <>
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
            <StatFigure
              label={t('portfolio.marks')}
              value={stats ? count(stats.marks) : '…'}
              testId="mine-marks"
            />
            <StatFigure
              label={t('portfolio.successRate')}
              value={stats ? percent(stats.successRate) : '…'}
              help={
                stats
                  ? t('portfolio.successHelp', {
                      registered: count(stats.registered),
                      decided: count(stats.decided),
                    })
                  : undefined
              }
            />
            <StatFigure
              label={t('portfolio.registeredMarks')}
              value={stats ? count(stats.byYear.series[1]!.count) : '…'}
              help={t('portfolio.registeredHelp')}
            />
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
            {BREAKDOWNS.map(([by, kind, keyTitle, span]) => (
              <Box key={by} gridColumn={{ lg: `span ${span}` }} minW="0">
                <CategoryCard
                  title={t(`portfolio.${by}`)}
                  query={query}
                  buckets={(d) => d[by]}
                  kind={kind}
                  keyTitle={t(`table.${keyTitle}`)}
                  testId={`mine-${by}`}
                />
              </Box>
            ))}
          </SimpleGrid>
          <TimeCard
            title={t('portfolio.byYear')}
            query={{ ...query, data: stats?.byYear }}
            kind="bar"
            testId="mine-year"
          />
          <CourtLinks marks={marks.data ?? []} />
          <Link asChild colorPalette="blue" alignSelf="flex-start">
            <RouterLink to="/query/fast">{t('portfolio.estimate')}</RouterLink>
          </Link>
        </>
      )}
    </Stack>
  )
}
