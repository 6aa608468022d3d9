import { Box, Button, HStack, Spinner } from '@chakra-ui/react'
import type { EChartsCoreOption, EChartsType } from 'echarts/core'
import { useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { saveBlob } from '../../../api/download'
import { EmptyState } from '../../kit/empty-state'
import { LoadFailed } from '../../kit/load-failed'
import { SectionCard } from '../../kit/section-card'
import { toastError } from '../../kit/toast'
import { useAnalyticsFilter } from '../use-analytics-filter'
import { exportFileName, type ChartTable } from './chart-options'
import { EChart } from './echart'
import type { GeoCollection } from './map-regions'
import { dataUrlBytes, tableWorkbook } from './xlsx-export'

/** What a card draws from its answer: the option, the export table, whether there is anything to draw. */
export interface ChartView {
  option: EChartsCoreOption
  table: ChartTable
  empty: boolean
  geo?: { name: string; geo: GeoCollection }
}

/** The state of the card's call, as TanStack Query reports it. */
export interface ChartQuery<T> {
  data: T | undefined
  isError: boolean
  refetch: () => unknown
}

export interface ChartCardProps<T> {
  title: string
  description?: string
  query: ChartQuery<T>
  view: (data: T) => ChartView
  height?: number
  /** Selects or fields beside the export buttons (a class to drill into, a breakdown). */
  controls?: ReactNode
  onItemClick?: (key: string) => void
  /** Under the chart: figures, a table, a list the chart's click opens. */
  children?: (data: T) => ReactNode
  testId?: string
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/**
 * A chart on a card with its two exports: "Export PNG" (the drawn chart) and "Export data" (a one-sheet
 * workbook of what it draws); file names carry the title and the filter's years. Loading, failed and empty
 * states stand in the chart's place.
 */
export function ChartCard<T>({
  title,
  description,
  query,
  view,
  height = 320,
  controls,
  onItemClick,
  children,
  testId,
}: ChartCardProps<T>) {
  const { t } = useTranslation('analytics')
  const filter = useAnalyticsFilter()
  const years = `${filter.yearFrom}-${filter.yearTo}`
  const chart = useRef<EChartsType | null>(null)
  const [busy, setBusy] = useState(false)
  const shown = query.data === undefined ? undefined : view(query.data)
  const canExport = Boolean(shown && !shown.empty)

  const exportPng = () => {
    if (!chart.current) return
    const url = chart.current.getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: '#ffffff' })
    saveBlob(new Blob([dataUrlBytes(url)], { type: 'image/png' }), exportFileName(title, years, 'png'))
  }
  const exportXlsx = async () => {
    if (!shown) return
    setBusy(true)
    try {
      const bytes = await tableWorkbook(shown.table, title)
      saveBlob(new Blob([bytes], { type: XLSX_TYPE }), exportFileName(title, years, 'xlsx'))
    } catch (error) {
      console.error('Chart export failed', error)
      toastError(t('chart.exportFailed'))
    } finally {
      setBusy(false)
    }
  }

  let body: ReactNode
  if (query.isError && !shown)
    body = <LoadFailed message={t('chart.loadFailed')} onRetry={() => void query.refetch()} />
  else if (!shown)
    body = (
      <Box h={`${height}px`} display="flex" alignItems="center" justifyContent="center" aria-busy="true">
        <Spinner size="lg" color="fg.muted" aria-label={t('chart.loading')} />
      </Box>
    )
  else if (shown.empty) body = <EmptyState title={t('chart.empty')} description={t('chart.emptyHint')} />
  else
    body = (
      <EChart
        option={shown.option}
        label={title}
        height={height}
        geo={shown.geo}
        onItemClick={onItemClick}
        onReady={(c) => (chart.current = c)}
      />
    )

  return (
    <SectionCard
      title={title}
      description={description}
      testId={testId}
      actions={
        <HStack gap="2" wrap="wrap">
          {controls}
          <Button size="xs" variant="outline" disabled={!canExport} onClick={exportPng}>
            {t('chart.exportPng')}
          </Button>
          <Button
            size="xs"
            variant="outline"
            disabled={!canExport}
            loading={busy}
            onClick={() => void exportXlsx()}
          >
            {t('chart.exportXlsx')}
          </Button>
        </HStack>
      }
    >
      {body}
      {query.data !== undefined && children ? children(query.data) : null}
    </SectionCard>
  )
}
