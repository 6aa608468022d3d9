/**
 * The chart kit's pure part: ECharts options and export tables built from the statistics' two answer shapes
 * (a category series of buckets, a time series of years × series), in the page language. No ECharts code is
 * imported here (types only), so these run in unit tests and the route chunk stays small.
 */
import type { EChartsCoreOption } from 'echarts/core'
import { CHART_PALETTE } from '../../../domain/constants'
import type { Lang } from '../../../state/root'

/** A bar, slice or region: the statistics' bucket (stable key, labels in both languages, count). */
export interface Bucket {
  value: string
  labelZh: string
  labelEn: string
  count: number
}

/** Years yearFrom..yearTo and one count per year in each series. */
export interface TimeSeriesData {
  years: readonly number[]
  series: readonly (Bucket & { byYear: readonly number[] })[]
}

/** What an export sheet holds: a header row and the data rows, in the page language. */
export interface ChartTable {
  header: string[]
  rows: (string | number)[][]
}

export type CategoryKind = 'bar' | 'hbar' | 'pie'
export type TimeKind = 'line' | 'bar' | 'stack'

export const labelOf = (b: Pick<Bucket, 'labelZh' | 'labelEn'>, lang: Lang) =>
  lang === 'en' ? b.labelEn : b.labelZh

/** Long category names are cut on the axis (the tooltip and the export keep them whole). */
export function shortLabel(text: string, max = 14): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text
}

/** More bars than names fit under. */
const MANY_BARS = 20

const base = (): EChartsCoreOption => ({
  color: [...CHART_PALETTE],
  animationDuration: 300,
  textStyle: { fontFamily: 'inherit' },
})

/** A category series as bars (vertical or, for ranked names, horizontal) or a pie. */
export function categoryOption(
  buckets: readonly Bucket[],
  opts: { lang: Lang; kind: CategoryKind; seriesName: string },
): EChartsCoreOption {
  const names = buckets.map((b) => labelOf(b, opts.lang))
  if (opts.kind === 'pie')
    return {
      ...base(),
      tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
      legend: { type: 'scroll', bottom: 0 },
      series: [
        {
          type: 'pie',
          name: opts.seriesName,
          radius: ['35%', '65%'],
          center: ['50%', '45%'],
          avoidLabelOverlap: true,
          label: { formatter: '{b}\n{d}%' },
          data: buckets.map((b, i) => ({ name: names[i], value: b.count, key: b.value })),
        },
      ],
    }
  const horizontal = opts.kind === 'hbar'
  // Past MANY_BARS bars the names no longer fit under them: the axis shows the keys (class 01–45), the
  // tooltip the names.
  const keysOnAxis = !horizontal && buckets.length > MANY_BARS
  // Ranked bars read top-down: the largest first, so the category axis runs in reverse.
  const categoryAxis = {
    type: 'category',
    data: names,
    inverse: horizontal,
    axisLabel: horizontal
      ? { width: 150, overflow: 'truncate' }
      : keysOnAxis
        ? { interval: 0, formatter: (_: string, i: number) => buckets[i]?.value ?? '' }
        : {
            interval: 0,
            rotate: names.length > 8 ? 30 : 0,
            width: 120,
            overflow: 'truncate',
            hideOverlap: true,
          },
    axisTick: { alignWithLabel: true },
  }
  const valueAxis = { type: 'value', minInterval: 1 }
  return {
    ...base(),
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 8, right: 24, top: 24, bottom: 8, containLabel: true },
    xAxis: horizontal ? valueAxis : categoryAxis,
    yAxis: horizontal ? categoryAxis : valueAxis,
    series: [
      {
        type: 'bar',
        name: opts.seriesName,
        data: buckets.map((b) => ({ value: b.count, key: b.value })),
        label: { show: buckets.length <= 15, position: horizontal ? 'right' : 'top' },
        barMaxWidth: 36,
      },
    ],
  }
}

/** A time series as lines, grouped bars or stacked bars, one colour per series, years on the x axis. */
export function timeOption(data: TimeSeriesData, opts: { lang: Lang; kind: TimeKind }): EChartsCoreOption {
  const stacked = opts.kind === 'stack'
  return {
    ...base(),
    tooltip: { trigger: 'axis' },
    legend: { type: 'scroll', top: 0 },
    grid: { left: 8, right: 24, top: 40, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: data.years.map(String), boundaryGap: opts.kind !== 'line' },
    yAxis: { type: 'value', minInterval: 1 },
    series: data.series.map((s) => ({
      type: opts.kind === 'line' ? 'line' : 'bar',
      name: labelOf(s, opts.lang),
      data: [...s.byYear],
      ...(stacked ? { stack: 'total' } : {}),
      ...(opts.kind === 'line' ? { smooth: false, symbolSize: 6 } : { barMaxWidth: 28 }),
      emphasis: { focus: 'series' },
    })),
  }
}

/**
 * A map coloured by count. Its regions are named by the buckets' keys (map-regions.ts); `nameMap` shows them by
 * the buckets' labels in the page language, else by `regionNames` (key → name) for regions without marks.
 */
export function mapOption(
  buckets: readonly Bucket[],
  opts: { lang: Lang; map: string; seriesName: string; regionNames: Record<string, string> },
): EChartsCoreOption {
  const max = Math.max(1, ...buckets.map((b) => b.count))
  const names: Record<string, string> = { ...opts.regionNames }
  for (const b of buckets) names[b.value] = labelOf(b, opts.lang)
  const counts = new Map(buckets.map((b) => [b.value, b.count]))
  return {
    ...base(),
    tooltip: { trigger: 'item', formatter: '{b}: {c}' },
    visualMap: {
      min: 0,
      max,
      left: 8,
      bottom: 8,
      calculable: true,
      inRange: { color: ['#e8eef6', CHART_PALETTE[0], '#1f3b5c'] },
    },
    series: [
      {
        type: 'map',
        map: opts.map,
        name: opts.seriesName,
        roam: true,
        nameMap: names,
        emphasis: { label: { show: false }, itemStyle: { areaColor: CHART_PALETTE[1] } },
        itemStyle: { areaColor: '#f3f4f6', borderColor: '#9ca3af', borderWidth: 0.5 },
        // Every region gets a value (0 without marks), so its tooltip reads a count, never "NaN".
        data: Object.keys(names).map((key) => ({ name: names[key], value: counts.get(key) ?? 0 })),
      },
    ],
  }
}

/** The export rows of a category series: the key, the name and the count, plus any extra columns. */
export function categoryTable(
  buckets: readonly Bucket[],
  lang: Lang,
  header: { key: string; name: string; count: string; extra?: readonly [field: string, title: string][] },
): ChartTable {
  const extra = header.extra ?? []
  return {
    header: [header.key, header.name, header.count, ...extra.map(([, title]) => title)],
    rows: buckets.map((b) => [
      b.value,
      labelOf(b, lang),
      b.count,
      ...extra.map(([field]) => {
        const v = (b as unknown as Record<string, unknown>)[field]
        return typeof v === 'number' || typeof v === 'string' ? v : ''
      }),
    ]),
  }
}

/** The export rows of a time series: one row per year, one column per series. */
export function timeTable(data: TimeSeriesData, lang: Lang, yearTitle: string): ChartTable {
  return {
    header: [yearTitle, ...data.series.map((s) => labelOf(s, lang))],
    rows: data.years.map((year, i) => [year, ...data.series.map((s) => s.byYear[i] ?? 0)]),
  }
}

/** Nothing to draw: no buckets, or every count zero. */
export const isEmptyCategory = (buckets: readonly Bucket[]) => buckets.every((b) => b.count === 0)
export const isEmptyTime = (data: TimeSeriesData) => data.series.every((s) => s.byYear.every((n) => n === 0))

/** The file name of an export: the chart's title and the filter's years, without characters files refuse. */
export function exportFileName(title: string, years: string, ext: 'png' | 'xlsx'): string {
  const safe = `${title} ${years}`
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return `${safe}.${ext}`
}
