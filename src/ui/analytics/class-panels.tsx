import { Box } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { analyticsQueries } from '../../api/analytics'
import { useRootState } from '../../state/root'
import { OptionSelect } from '../kit/option-select'
import { CategoryCard, ChartNote, useCount } from './chart-cards'
import { labelOf } from './charts/chart-options'
import { useAnalyticsFilter } from './use-analytics-filter'

const CLASSES = Array.from({ length: 45 }, (_, i) => String(i + 1).padStart(2, '0'))

/**
 * Marks by Nice class; clicking a class (or choosing it) drills into its similar groups in the card below.
 */
export function ClassesPanel() {
  const { t } = useTranslation('analytics')
  const { lang } = useRootState()
  const count = useCount()
  const filter = useAnalyticsFilter()
  const [classNo, setClassNo] = useState('35')
  const classes = useQuery(analyticsQueries.classes(filter))
  const groups = useQuery(analyticsQueries.groupsOfClass({ ...filter, classNo }))
  const classOptions = CLASSES.map((c) => [c, t('charts.classes.classNo', { no: c })] as const)
  return (
    <>
      <CategoryCard
        title={t('charts.classes.title')}
        description={t('charts.classes.description')}
        query={classes}
        buckets={(d) => d.buckets}
        kind="bar"
        keyTitle={t('table.class')}
        onItemClick={setClassNo}
        height={360}
        testId="chart-classes"
      >
        {(d) => (
          <ChartNote>
            {t('charts.classes.total', { marks: count(d.total), designations: count(d.designations) })}
          </ChartNote>
        )}
      </CategoryCard>
      <CategoryCard
        title={t('charts.groups.title', { no: classNo })}
        description={t('charts.groups.description')}
        query={groups}
        buckets={(d) => d.buckets}
        kind="hbar"
        keyTitle={t('table.group')}
        height={420}
        testId="chart-groups"
        controls={
          <Box w="44">
            <OptionSelect
              size="xs"
              options={classOptions}
              value={classNo}
              aria-label={t('charts.groups.choose')}
              onChange={(e) => setClassNo(e.target.value)}
            />
          </Box>
        }
      >
        {(d) => (
          <ChartNote>{t('charts.groups.total', { name: labelOf(d, lang), n: count(d.inClass) })}</ChartNote>
        )}
      </CategoryCard>
    </>
  )
}

/** The most crowded similar groups across all classes. */
export function TopGroupsPanel() {
  const { t } = useTranslation('analytics')
  const query = useQuery(analyticsQueries.topGroups({ ...useAnalyticsFilter(), top: 15 }))
  return (
    <CategoryCard
      title={t('charts.topGroups.title')}
      description={t('charts.topGroups.description')}
      query={query}
      buckets={(d) => d.buckets}
      kind="hbar"
      keyTitle={t('table.group')}
      height={420}
      testId="chart-top-groups"
    />
  )
}
