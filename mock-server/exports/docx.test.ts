// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { FIXTURE_DETAIL, FIXTURE_ITEMS } from '../../tests/fixtures/search-exports'
import { buildRecordDocument } from './record-docx'
import { buildSearchReport, type ReportInput } from './report-docx'
import { blankPng } from './specimen-png'
import { entryText, readZip, ZIP_SIGNATURE } from './test-zip'

const report: ReportInput = {
  items: FIXTURE_ITEMS,
  lang: 'zh-CN',
  summary: [
    ['检索方式', '近似商标检索'],
    ['商标名称', '华为'],
  ],
  total: 2,
  selected: false,
  cappedAt: null,
  generatedAt: new Date('2026-11-22T08:30:00Z'),
}

/** The visible text of a Word body: the runs' text, joined. */
const wordText = (xml: string) =>
  [...xml.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join('|')

describe('search report (.docx)', () => {
  it('is a Word document with title, the search, an overview table and each mark in Chinese', async () => {
    const bytes = await buildSearchReport(report)
    expect(Array.from(bytes.slice(0, 4))).toEqual(ZIP_SIGNATURE)
    const entries = readZip(bytes)
    expect(entryText(entries, '[Content_Types].xml')).toContain('wordprocessingml.document.main+xml')
    const xml = entryText(entries, 'word/document.xml')
    const text = wordText(xml)
    for (const expected of [
      '商标检索报告',
      '检索条件',
      '近似商标检索',
      '共 2 条，导出 2 条',
      '结果一览',
      '商标详情',
    ])
      expect(text).toContain(expected)
    // The overview table: header and both marks with their status and similarity in Chinese.
    expect(text).toContain('序号|商标名称|申请号|注册号|类别|申请人（中文）|申请日期|商标状态|近似度')
    expect(text).toContain('1|华为|12345678|12345678|09，35|华为技术有限公司|2015-03-02|已注册|高')
    expect(text).toContain('2. HUAWAY')
    expect(text).toContain('高 (近似分值 98)')
    // Landscape overview, portrait details.
    expect(xml).toMatch(/w:orient="landscape"/)
    expect(xml).toMatch(/w:orient="portrait"/)
  })

  it('is in English when asked, tells the user it was capped, and handles an empty result', async () => {
    const english = wordText(
      entryText(
        readZip(await buildSearchReport({ ...report, lang: 'en', total: 900, cappedAt: 200 })),
        'word/document.xml',
      ),
    )
    expect(english).toContain('Trademark search report')
    expect(english).toContain('Applicant (English)')
    expect(english).toContain('Huawei Technologies Co., Ltd.')
    expect(english).toContain('Pending application')
    expect(english).toContain('only the first 200 are exported')
    const empty = wordText(
      entryText(
        readZip(await buildSearchReport({ ...report, lang: 'en', items: [], total: 0 })),
        'word/document.xml',
      ),
    )
    expect(empty).toContain('No marks match this search.')
    expect(empty).not.toContain('Details per mark')
  })
})

describe('trademark record (.docx)', () => {
  it('holds every field, the goods in both languages and the specimen as SVG with a PNG fallback', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>'
    const bytes = await buildRecordDocument({
      detail: FIXTURE_DETAIL,
      lang: 'zh-CN',
      generatedAt: new Date('2026-11-22T08:30:00Z'),
      specimen: { svg, png: blankPng(), size: 200 },
    })
    expect(Array.from(bytes.slice(0, 4))).toEqual(ZIP_SIGNATURE)
    const entries = readZip(bytes)
    const media = [...entries.keys()].filter((k) => k.startsWith('word/media/'))
    expect(media.some((k) => k.endsWith('.svg'))).toBe(true)
    expect(media.some((k) => k.endsWith('.png'))).toBe(true)
    const svgEntry = media.find((k) => k.endsWith('.svg'))!
    expect(entryText(entries, svgEntry)).toBe(svg)
    const text = wordText(entryText(entries, 'word/document.xml'))
    for (const expected of [
      '商标档案',
      '拼音|hua wei',
      '组合商标',
      '申请号|12345678',
      '商标状态|已注册',
      '图形要素编码|26.1.1',
      '申请日期|2015-03-02',
      '专用权到期日|2026-02-27',
      '广东省深圳市龙岗区坂田华为基地',
      'Huawei Technologies Co., Ltd.',
      '第09类 科学仪器',
      '智能手机|Smartphones',
      '计算机|Computers',
    ])
      expect(text).toContain(expected)
    // No agent: the section says so rather than staying empty.
    expect(text).toContain('代理机构|无')
  })
})
