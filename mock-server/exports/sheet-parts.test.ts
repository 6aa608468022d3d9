import { describe, expect, it } from 'vitest'
import { cellText, listingWorkbook, loadWorkbook } from './sheet-parts'

describe('sheet parts', () => {
  it('reads cells as the text the rules read', () => {
    expect(cellText(null)).toBe('')
    expect(cellText(new Date('2026-03-07T00:00:00Z'))).toBe('2026-03-07')
    expect(cellText(35126478)).toBe('35126478')
    expect(cellText({ richText: [{ text: '云杉' }, { text: '智能' }] })).toBe('云杉智能')
    expect(cellText({ text: 'link', hyperlink: 'x' })).toBe('link')
    expect(cellText({ formula: 'A1', result: 9 })).toBe('9')
    expect(cellText({ formula: 'A1' })).toBe('')
  })

  it('writes a listing (title, info line, shaded filterable header, rows) that reads back', async () => {
    const bytes = await listingWorkbook({
      title: '监测结果',
      sheetName: 'Hits',
      info: ['生成时间', '2026-11-20 11:04 UTC+8'],
      columns: [
        { header: '商标', key: 'name', width: 20, value: (r: { name: string; n: number }) => r.name },
        { header: '条数', key: 'n', width: 8, value: (r) => r.n },
      ],
      rows: [{ name: '云杉', n: 2 }],
      none: '暂无数据',
      created: new Date('2026-11-20T03:04:05Z'),
    })
    const book = await loadWorkbook(bytes)
    const sheet = book!.worksheets[0]!
    expect(sheet.name).toBe('Hits')
    expect(cellText(sheet.getCell('A1').value)).toBe('监测结果')
    expect(cellText(sheet.getCell('B2').value)).toBe('2026-11-20 11:04 UTC+8')
    expect(sheet.getRow(3).getCell(2).fill).toMatchObject({ fgColor: { argb: 'FFDCE6F2' } })
    expect(sheet.getRow(3).font).toMatchObject({ bold: true })
    expect([cellText(sheet.getCell('A4').value), sheet.getCell('B4').value]).toEqual(['云杉', 2])
    expect(sheet.autoFilter).toBeTruthy()

    const empty = await loadWorkbook(
      await listingWorkbook({
        title: 'T',
        sheetName: 'T',
        info: [],
        columns: [{ header: 'A', key: 'a', width: 8, value: () => '' }],
        rows: [],
        none: '暂无数据',
        created: new Date(),
      }),
    )
    expect(cellText(empty!.worksheets[0]!.getCell('A4').value)).toBe('暂无数据')
  })

  it('answers null for bytes that are not a workbook', async () => {
    expect(await loadWorkbook(new TextEncoder().encode('a,b,c'))).toBeNull()
  })
})
