import { beforeAll, describe, expect, it } from 'vitest'
import type { SearchResultItem, SearchUsage } from '../../src/api/schemas/search'
import { EXPORT_MAX_ROWS } from '../../src/api/schemas/search-exports'
import { entryText, readZip, ZIP_SIGNATURE } from '../exports/test-zip'
import { getRegister } from '../register'
import { callApi, fetchApi, setupTestServer, signInAs } from '../test-support'

const server = setupTestServer()

const similar = { kind: 'text', request: { queryWay: 'similar', tradeMarkText: '华为' } } as const

async function exportFile(
  path: string,
  body: object,
  options: { lang?: string; token?: string | null } = {},
) {
  const token = options.token === undefined ? signInAs(server, 'u-demo') : options.token
  const response = await fetchApi(`tmInfo/${path}`, body, { token, lang: options.lang ?? 'en' })
  const bytes = new Uint8Array(await (await response.blob()).arrayBuffer())
  const disposition = response.headers.get('Content-Disposition') ?? ''
  const fileName = decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(disposition)?.[1] ?? '')
  return { response, bytes, fileName, type: response.headers.get('Content-Type') }
}

async function workbook(bytes: Uint8Array) {
  const { default: ExcelJS } = await import('exceljs')
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  )
  return book
}

const values = (row: { values: unknown }) => (row.values as unknown[]).slice(1)

async function firstPage(token: string) {
  const { body } = await callApi<{ total: number; list: SearchResultItem[]; usage: SearchUsage }>(
    'tmInfo/queryTmInfoTextByMulCountry',
    { ...similar.request, pageNum: 1 },
    { token },
  )
  return body.data
}

beforeAll(() => {
  getRegister()
})

describe('result spreadsheets', () => {
  it('exports the whole result with English headers, in the result order, as a real xlsx', async () => {
    const token = signInAs(server, 'u-demo')
    const page = await firstPage(token)
    const { response, bytes, fileName, type } = await exportFile(
      'queryResultExport',
      { criteria: similar },
      { token },
    )
    expect(response.status).toBe(200)
    expect(type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    expect(fileName).toMatch(/^trademark-search-results-\d{4}-\d{2}-\d{2}\.xlsx$/)
    expect(Array.from(bytes.slice(0, 4))).toEqual(ZIP_SIGNATURE)
    const sheet = (await workbook(bytes)).getWorksheet('Results')!
    expect(values(sheet.getRow(1)).slice(0, 3)).toEqual(['No.', 'Trademark', 'Application no.'])
    expect(sheet.rowCount).toBe(Math.min(page.total, EXPORT_MAX_ROWS) + 1)
    const names = [2, 3, 4].map((r) => sheet.getRow(r).getCell(2).value)
    expect(names).toEqual(page.list.slice(0, 3).map((i) => i.name))
    expect(sheet.getRow(2).getCell(13).value).toBe('High')
  }, 30_000)

  it('exports only the selected marks with Chinese headers, whatever the page language', async () => {
    const token = signInAs(server, 'u-demo')
    const page = await firstPage(token)
    const ids = [page.list[5]!.id, page.list[1]!.id]
    const { bytes, fileName } = await exportFile('queryResultExportZh', { criteria: similar, ids }, { token })
    expect(fileName).toMatch(/^商标检索结果-\d{4}-\d{2}-\d{2}\.xlsx$/)
    const book = await workbook(bytes)
    const sheet = book.getWorksheet('检索结果')!
    expect(sheet.rowCount).toBe(3)
    // Result order, not the order of selection.
    expect(sheet.getRow(2).getCell(3).value).toBe(page.list[1]!.applicationNo)
    expect(sheet.getRow(3).getCell(3).value).toBe(page.list[5]!.applicationNo)
    expect(JSON.stringify(book.getWorksheet('检索条件')!.getSheetValues())).toContain('已选 2 件商标')
  })

  it('writes the chosen columns in their usual order and refuses an unknown or empty column list', async () => {
    const { bytes } = await exportFile(
      'queryResultCustomColumnExport',
      { criteria: similar, columns: ['status', 'name', 'similarity'] },
      { lang: 'zh-CN' },
    )
    const sheet = (await workbook(bytes)).getWorksheet('检索结果')!
    expect(values(sheet.getRow(1))).toEqual(['商标名称', '近似度', '商标状态'])
    const token = signInAs(server, 'u-demo')
    for (const columns of [[], ['price']]) {
      const refused = await callApi(
        'tmInfo/queryResultCustomColumnExport',
        { criteria: similar, columns },
        { token },
      )
      expect(refused.status).toBe(500)
      expect(refused.body.code).toBe(800)
    }
  })

  it('caps a very large result and says so in the file', async () => {
    const broad = { kind: 'text', request: { queryWay: 'vienna', viennaChoosedStr: '26.1;26.4;27.5' } }
    const { bytes } = await exportFile('queryResultExport', { criteria: broad })
    const book = await workbook(bytes)
    expect(book.getWorksheet('Results')!.rowCount).toBe(EXPORT_MAX_ROWS + 1)
    expect(JSON.stringify(book.getWorksheet('Search criteria')!.getSheetValues())).toContain(
      `only the first ${EXPORT_MAX_ROWS} are exported`,
    )
  }, 30_000)

  it('exports an image search result', async () => {
    const mark = getRegister().marks[10]!
    const image = { kind: 'image', request: { imageHash: mark.imageHash, countries: [mark.country] } }
    const { bytes } = await exportFile('queryResultExport', { criteria: image })
    const sheet = (await workbook(bytes)).getWorksheet('Results')!
    expect(sheet.getRow(2).getCell(3).value).toBe(mark.applicationNo)
  })

  it('needs a session and does not count against the daily trial limit', async () => {
    const anonymous = await callApi('tmInfo/queryResultExport', { criteria: similar }, { token: null })
    expect(anonymous.body.code).toBe(401)
    const token = signInAs(server, 'u-person')
    await exportFile('queryResultExportZh', { criteria: similar }, { token })
    await exportFile('wordExport', { criteria: similar, ids: ['TM0000001'] }, { token })
    expect((await firstPage(token)).usage.used).toBe(1)
  })
})

describe('Word exports', () => {
  it('makes a search report of the selected marks in the page language', async () => {
    const token = signInAs(server, 'u-demo')
    const page = await firstPage(token)
    const { bytes, fileName, type } = await exportFile(
      'wordExport',
      { criteria: similar, ids: [page.list[0]!.id] },
      { token, lang: 'zh-CN' },
    )
    expect(type).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document')
    expect(fileName).toMatch(/^商标检索报告-\d{4}-\d{2}-\d{2}\.docx$/)
    expect(Array.from(bytes.slice(0, 4))).toEqual(ZIP_SIGNATURE)
    const xml = entryText(readZip(bytes), 'word/document.xml')
    expect(xml).toContain('商标检索报告')
    expect(xml).toContain(page.list[0]!.applicationNo)
    expect(xml).toContain('已选 1 件商标')
  })

  it("exports one mark's record with its specimen, or says the mark does not exist", async () => {
    const mark = getRegister().marks.find((m) => m.classes.length > 1 && m.agentId)!
    const { bytes, fileName } = await exportFile('trademarkFileWordExport', { id: mark.id })
    expect(fileName).toBe(`trademark-record-${mark.applicationNo}.docx`)
    const entries = readZip(bytes)
    expect([...entries.keys()].some((k) => /^word\/media\/.+\.svg$/.test(k))).toBe(true)
    const xml = entryText(entries, 'word/document.xml')
    expect(xml).toContain(mark.applicationNo)
    for (const c of mark.classes) expect(xml).toContain(`Class ${c.no}`)
    expect(xml).toContain(mark.classes[0]!.goodsEn[0]!)
    const token = signInAs(server, 'u-demo')
    const missing = await callApi('tmInfo/trademarkFileWordExport', { id: 'TM9999999' }, { token })
    expect(missing.body.code).toBe(1004)
    expect(missing.body.msg).toBe('Trademark not found')
  })
})
