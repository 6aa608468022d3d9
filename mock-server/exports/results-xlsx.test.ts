// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { EXPORT_COLUMNS } from '../../src/api/schemas/search-exports'
import { FIXTURE_ITEMS } from '../../tests/fixtures/search-exports'
import { buildResultsWorkbook, type ResultsSheetInput } from './results-xlsx'

const base: ResultsSheetInput = {
  items: FIXTURE_ITEMS,
  columns: EXPORT_COLUMNS,
  lang: 'zh-CN',
  summary: [['检索方式', '近似商标检索']],
  total: 2,
  selected: false,
  cappedAt: null,
  generatedAt: new Date('2026-11-22T08:30:00Z'),
}

async function readBack(bytes: Uint8Array) {
  const { default: ExcelJS } = await import('exceljs')
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  )
  return workbook
}

const rowValues = (values: unknown) => (values as unknown[]).slice(1)

describe('result spreadsheet', () => {
  it('is a zip (xlsx) that exceljs reads back with Chinese headers, labels and real dates', async () => {
    const bytes = await buildResultsWorkbook(base)
    expect(Array.from(bytes.slice(0, 4))).toEqual([0x50, 0x4b, 0x03, 0x04])
    const workbook = await readBack(bytes)
    const sheet = workbook.getWorksheet('检索结果')!
    expect(rowValues(sheet.getRow(1).values)).toEqual([
      '序号',
      '商标名称',
      '申请号',
      '注册号',
      '类别',
      '申请人（中文）',
      '申请人（英文）',
      '申请日期',
      '初审公告日期',
      '注册日期',
      '专用权到期日',
      '代理机构',
      '近似度',
      '商标状态',
      '国家/地区',
    ])
    const first = rowValues(sheet.getRow(2).values)
    expect(first.slice(0, 7)).toEqual([
      1,
      '华为',
      '12345678',
      '12345678',
      '09，35',
      '华为技术有限公司',
      'Huawei Technologies Co., Ltd.',
    ])
    expect(first[7]).toEqual(new Date('2015-03-02T00:00:00Z'))
    expect(first.slice(11)).toEqual(['北京一合知识产权代理有限公司', '高', '已注册', '中国'])
    // A pending mark has no registration dates: the cells stay empty, not "null".
    const second = rowValues(sheet.getRow(3).values)
    expect(second[3]).toBe('')
    expect(second.slice(12)).toEqual(['中', '待审中', '美国'])
    expect(sheet.rowCount).toBe(3)
    const about = workbook.getWorksheet('检索条件')!
    const aboutText = JSON.stringify(about.getSheetValues())
    expect(aboutText).toContain('近似商标检索')
    expect(aboutText).toContain('共 2 条，导出 2 条')
  })

  it('writes only the chosen columns, in English, and says when the result was capped', async () => {
    const bytes = await buildResultsWorkbook({
      ...base,
      lang: 'en',
      columns: ['name', 'similarity', 'status', 'country'],
      summary: [['Search mode', 'Similar marks']],
      total: 9000,
      cappedAt: 5000,
    })
    const workbook = await readBack(bytes)
    const sheet = workbook.getWorksheet('Results')!
    expect(rowValues(sheet.getRow(1).values)).toEqual(['Trademark', 'Similarity', 'Status', 'Country/region'])
    expect(rowValues(sheet.getRow(3).values)).toEqual([
      'HUAWAY',
      'Medium',
      'Pending application',
      'United States',
    ])
    const about = JSON.stringify(workbook.getWorksheet('Search criteria')!.getSheetValues())
    expect(about).toContain('2 of 9000 marks')
    expect(about).toContain('only the first 5000 are exported')
  })
})
