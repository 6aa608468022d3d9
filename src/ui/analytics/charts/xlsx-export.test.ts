import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { dataUrlBytes, sheetName, tableWorkbook } from './xlsx-export'

describe('tableWorkbook', () => {
  it('writes one sheet: the header row, then the rows with numbers kept as numbers', async () => {
    const bytes = await tableWorkbook(
      {
        header: ['年份', '申请量'],
        rows: [
          [2020, 12],
          [2021, 30],
        ],
      },
      '申请量与注册量 2020-2021',
    )
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(bytes.buffer)
    expect(book.worksheets).toHaveLength(1)
    const sheet = book.worksheets[0]!
    expect(sheet.name).toBe('申请量与注册量 2020-2021')
    expect(sheet.getRow(1).values).toEqual([undefined, '年份', '申请量'])
    expect(sheet.getRow(3).values).toEqual([undefined, 2021, 30])
  })

  it('gives the sheet a name Excel accepts', () => {
    expect(sheetName('Marks: class 9/35 [all] of the very long title here')).toBe(
      'Marks class 9 35 all of the ver',
    )
    expect(sheetName('')).toBe('Sheet1')
  })
})

describe('dataUrlBytes', () => {
  it('decodes a base64 data URL to its bytes', () => {
    expect(Array.from(dataUrlBytes('data:image/png;base64,iVBORw0KGgo='))).toEqual([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a,
    ])
  })
})
