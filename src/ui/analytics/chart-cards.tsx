import { Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { formatNumber } from '../../domain/format'
import { useRootState } from '../../state/root'
import { ChartCard, type ChartQuery } from './charts/chart-card'
import {
  categoryOption,
  categoryTable,
  isEmptyCategory,
  isEmptyTime,
  timeOption,
  timeTable,
  type Bucket,
  type CategoryKind,
  type TimeKind,
  type TimeSeriesData,
} from './charts/chart-options'

interface CommonProps {
  title: string
  description?: string
  height?: number
  controls?: ReactNode
  testId?: string
}

/** A time-series answer on a card: lines or bars per year, the export one row per year. */
export function TimeCard<T extends TimeSeriesData>({
  query,
  kind,
  children,
  ...card
}: CommonProps & { query: ChartQuery<T>; kind: TimeKind; children?: (data: T) => ReactNode }) {
  const { t } = useTranslation('analytics')
  const { lang } = useRootState()
  return (
    <ChartCard
      {...card}
      query={query}
      view={(data) => ({
        option: timeOption(data, { lang, kind }),
        table: timeTable(data, lang, t('table.year')),
        empty: isEmptyTime(data),
      })}
    >
      {children}
    </ChartCard>
  )
}

/** A category answer on a card: bars or a pie; the export lists key, name, count and any extra columns. */
export function CategoryCard<T>({
  query,
  buckets,
  kind,
  keyTitle,
  extra,
  onItemClick,
  children,
  ...card
}: CommonProps & {
  query: ChartQuery<T>
  buckets: (data: T) => readonly Bucket[]
  kind: CategoryKind
  /** The export's title of the key column (class, group, party id…). */
  keyTitle: string
  extra?: readonly [field: string, title: string][]
  onItemClick?: (key: string) => void
  children?: (data: T) => ReactNode
}) {
  const { t } = useTranslation('analytics')
  const { lang } = useRootState()
  return (
    <ChartCard
      {...card}
      query={query}
      onItemClick={onItemClick}
      view={(data) => {
        const list = buckets(data)
        return {
          option: categoryOption(list, { lang, kind, seriesName: t('table.marks') }),
          table: categoryTable(list, lang, {
            key: keyTitle,
            name: t('table.name'),
            count: t('table.marks'),
            extra,
          }),
          empty: isEmptyCategory(list),
        }
      }}
    >
      {children}
    </ChartCard>
  )
}

/** A line of figures under a chart ("12,345 applications in these years"). */
export function ChartNote({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Text fontSize="sm" color="fg.muted" mt="2" data-testid={testId}>
      {children}
    </Text>
  )
}

/** A count in the page language's grouping. */
export function useCount() {
  const { lang } = useRootState()
  return (n: number) => formatNumber(n, lang)
}
