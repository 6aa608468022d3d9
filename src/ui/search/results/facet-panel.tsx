import { Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react'
import { useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  FILTER_DIMENSIONS,
  type FilterDimension,
  type GroupStatistics,
  type StatisticsBucket,
} from '../../../api/schemas/search-shared'
import { FacetRow } from './facet-row'
import { filterCount, type ResultFilterValues } from './result-params'

const NONE: readonly string[] = []

/** Rows shown before "more filters": the ones attorneys narrow by most (country to similar group, filing year). */
const FIRST_ROWS = 5
const YEAR_DIMENSIONS: readonly FilterDimension[] = [
  'appYear',
  'regYear',
  'trailYear',
  'ggBeginYear',
  'priorityYear',
  'rightPeriod',
]

// Years read best newest first; other values keep the server's order (most marks first).
const ordered = (dimension: FilterDimension, buckets: readonly StatisticsBucket[]) =>
  YEAR_DIMENSIONS.includes(dimension) ? [...buckets].sort((a, b) => (a.value < b.value ? 1 : -1)) : buckets

export interface FacetPanelProps {
  statistics: GroupStatistics | undefined
  loading: boolean
  filters: ResultFilterValues
  onChange: (filters: ResultFilterValues) => void
}

/** The §3 result filters, each with the counts of groupStatistics; clear per filter or all at once. */
export function FacetPanel({ statistics, loading, filters, onChange }: FacetPanelProps) {
  const { t } = useTranslation(['searchResults', 'errors'])
  const [expanded, setExpanded] = useState(false)
  const picked = filterCount(filters)
  const pick = useCallback(
    (dimension: FilterDimension, values: string[]) => onChange({ ...filters, [dimension]: values }),
    [filters, onChange],
  )
  const buckets = useMemo(
    () =>
      Object.fromEntries(FILTER_DIMENSIONS.map((d) => [d, ordered(d, statistics?.[d] ?? [])])) as Record<
        FilterDimension,
        readonly StatisticsBucket[]
      >,
    [statistics],
  )

  if (loading && !statistics) {
    return (
      <Stack gap="2" data-testid="facet-panel-loading" aria-busy>
        {Array.from({ length: FIRST_ROWS }, (_, i) => (
          <Skeleton key={i} height="6" />
        ))}
      </Stack>
    )
  }
  if (!statistics || statistics.total === 0) {
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="facet-panel-empty">
        {t('errors:filterNeedsResults')}
      </Text>
    )
  }
  const dimensions = FILTER_DIMENSIONS.filter((d) => statistics[d].length > 0 || filters[d]?.length)
  const rows = expanded ? dimensions : dimensions.filter((d, i) => i < FIRST_ROWS || filters[d]?.length)

  return (
    <Stack gap="0" data-testid="facet-panel" aria-busy={loading}>
      <HStack justify="space-between" pb="1">
        <Text fontWeight="semibold" fontSize="sm">
          {t('facets.title')}
          {picked ? (
            <Text as="span" ms="2" color="fg.muted" fontWeight="normal">
              {t('facets.pickedCount', { count: picked })}
            </Text>
          ) : null}
        </Text>
        {picked ? (
          <Button
            size="xs"
            variant="ghost"
            colorPalette="red"
            onClick={() => onChange({})}
            data-testid="facets-clear-all"
          >
            {t('facets.clearAll')}
          </Button>
        ) : null}
      </HStack>
      {rows.map((dimension) => (
        <FacetRow
          key={dimension}
          dimension={dimension}
          buckets={buckets[dimension]}
          picked={filters[dimension] ?? NONE}
          onChange={pick}
        />
      ))}
      {dimensions.length > rows.length || expanded ? (
        <Button
          size="xs"
          variant="ghost"
          colorPalette="blue"
          alignSelf="center"
          mt="1"
          onClick={() => setExpanded(!expanded)}
          aria-expanded={expanded}
          data-testid="facets-toggle"
        >
          {expanded ? t('facets.fewer') : t('facets.moreFilters', { count: dimensions.length - rows.length })}
        </Button>
      ) : null}
    </Stack>
  )
}
