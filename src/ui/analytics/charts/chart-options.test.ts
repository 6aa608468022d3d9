import { describe, expect, it } from 'vitest'
import { CHART_PALETTE } from '../../../domain/constants'
import {
  categoryOption,
  categoryTable,
  exportFileName,
  isEmptyCategory,
  isEmptyTime,
  mapOption,
  timeOption,
  timeTable,
  type Bucket,
} from './chart-options'

const classes: Bucket[] = [
  { value: '09', labelZh: '第9类', labelEn: 'Class 9', count: 120 },
  { value: '35', labelZh: '第35类', labelEn: 'Class 35', count: 80 },
]
const years = {
  years: [2018, 2019, 2020],
  series: [
    { value: 'applications', labelZh: '申请量', labelEn: 'Applications', count: 6, byYear: [1, 2, 3] },
    { value: 'registrations', labelZh: '注册量', labelEn: 'Registrations', count: 3, byYear: [0, 1, 2] },
  ],
}
type Series = { type: string; name: string; data: unknown[]; stack?: string }

describe('categoryOption', () => {
  it('draws bars named in the page language, the bucket key on each bar for clicks', () => {
    const option = categoryOption(classes, { lang: 'en', kind: 'bar', seriesName: 'Marks' })
    expect(option.color).toEqual([...CHART_PALETTE])
    expect((option.xAxis as { data: string[] }).data).toEqual(['Class 9', 'Class 35'])
    const [series] = option.series as Series[]
    expect(series!.type).toBe('bar')
    expect(series!.data).toEqual([
      { value: 120, key: '09' },
      { value: 80, key: '35' },
    ])
    const zh = categoryOption(classes, { lang: 'zh-CN', kind: 'bar', seriesName: '商标数' })
    expect((zh.xAxis as { data: string[] }).data).toEqual(['第9类', '第35类'])
  })

  it('puts ranked names on the vertical axis, largest first, for horizontal bars', () => {
    const option = categoryOption(classes, { lang: 'en', kind: 'hbar', seriesName: 'Marks' })
    expect(option.yAxis).toMatchObject({ type: 'category', inverse: true, data: ['Class 9', 'Class 35'] })
    expect(option.xAxis).toMatchObject({ type: 'value' })
  })

  it('draws a pie of named slices', () => {
    const [series] = categoryOption(classes, { lang: 'zh-CN', kind: 'pie', seriesName: '商标数' })
      .series as Series[]
    expect(series!.type).toBe('pie')
    expect(series!.data).toEqual([
      { name: '第9类', value: 120, key: '09' },
      { name: '第35类', value: 80, key: '35' },
    ])
  })
})

describe('timeOption', () => {
  it('puts the years on the x axis and one series per line, in the page language', () => {
    const option = timeOption(years, { lang: 'en', kind: 'line' })
    expect((option.xAxis as { data: string[] }).data).toEqual(['2018', '2019', '2020'])
    const series = option.series as Series[]
    expect(series.map((s) => [s.type, s.name, s.data])).toEqual([
      ['line', 'Applications', [1, 2, 3]],
      ['line', 'Registrations', [0, 1, 2]],
    ])
  })

  it('stacks the bars of a breakdown', () => {
    const series = timeOption(years, { lang: 'zh-CN', kind: 'stack' }).series as Series[]
    expect(series.every((s) => s.type === 'bar' && s.stack === 'total')).toBe(true)
    expect(series[0]!.name).toBe('申请量')
  })
})

describe('mapOption', () => {
  it('names regions by the buckets in the page language and gives regions without marks a zero', () => {
    const buckets: Bucket[] = [{ value: '440000', labelZh: '广东省', labelEn: 'Guangdong', count: 7 }]
    const option = mapOption(buckets, {
      lang: 'en',
      map: 'china',
      seriesName: 'Marks',
      regionNames: { '440000': '广东省', '110000': '北京市' },
    })
    const [series] = option.series as (Series & { nameMap: Record<string, string> })[]
    expect(series!.nameMap).toEqual({ '440000': 'Guangdong', '110000': '北京市' })
    expect(series!.data).toEqual(
      expect.arrayContaining([
        { name: 'Guangdong', value: 7 },
        { name: '北京市', value: 0 },
      ]),
    )
    expect(series!.data).toHaveLength(2)
    expect(option.visualMap).toMatchObject({ min: 0, max: 7 })
  })
})

describe('export tables', () => {
  it('lists a category series as key, name, count and extra columns under the given header', () => {
    const table = categoryTable(
      [{ value: 'CN', labelZh: '中国', labelEn: 'China', count: 9, applicants: 4 } as Bucket],
      'zh-CN',
      { key: '代码', name: '名称', count: '商标数', extra: [['applicants', '申请人数']] },
    )
    expect(table).toEqual({ header: ['代码', '名称', '商标数', '申请人数'], rows: [['CN', '中国', 9, 4]] })
  })

  it('lists a time series one row per year, one column per series', () => {
    expect(timeTable(years, 'en', 'Year')).toEqual({
      header: ['Year', 'Applications', 'Registrations'],
      rows: [
        [2018, 1, 0],
        [2019, 2, 1],
        [2020, 3, 2],
      ],
    })
  })
})

describe('empty answers and file names', () => {
  it('calls a series of zeros empty', () => {
    expect(isEmptyCategory([{ ...classes[0]!, count: 0 }])).toBe(true)
    expect(isEmptyCategory(classes)).toBe(false)
    expect(isEmptyTime({ years: [2020], series: [{ ...years.series[0]!, byYear: [0] }] })).toBe(true)
    expect(isEmptyTime(years)).toBe(false)
  })

  it('names an export by the chart title and the years, without characters files refuse', () => {
    expect(exportFileName('Marks by class: 9/35', '2018-2022', 'png')).toBe(
      'Marks by class 9 35 2018-2022.png',
    )
  })
})
