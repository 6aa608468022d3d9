/**
 * The goods import workbook: the template trademark/downloadTcExcel answers (a real .xlsx made with exceljs,
 * loaded on first use) and the reading of an uploaded copy for CategoryExcelcheck / CategoryExcelImport.
 */
import { FEE_SCHEDULES } from '../../src/domain/pricing'
import { GOODS_PER_CLASS_INCLUDED } from '../../src/domain/registration/types'
import { toHalfWidth } from '../../src/domain/validation'
import { bookBytes, cellText, HEADER_FILL, loadWorkbook } from '../exports/sheet-parts'
import {
  classEntries,
  entryByCode,
  exactAnywhere,
  exactInClass,
  normalise,
  type StandardEntry,
} from './standard-index'
import { MAX_EN, MAX_ZH } from './verify'

export const TEMPLATE_SHEET = '商品服务 Goods'
export const MAX_ROWS = 500
export const HEADERS = ['类别 Class', '商品/服务名称 Goods or services', '规范编号 Code (optional)'] as const
const CLASS_LIST = Array.from({ length: 45 }, (_, i) => String(i + 1).padStart(2, '0'))

/** Example rows of the template: a standard item with its code, and an English name without one. */
function examples(): [string, string, string][] {
  const phone = classEntries('09').find((e) => e.nameZh === '智能手机')
  return [
    ['09', phone?.nameZh ?? '智能手机', phone?.code ?? ''],
    ['25', 'T-shirts', ''],
  ]
}

/** The import template: a goods sheet with the header and two examples, and an instructions sheet. */
export async function buildGoodsTemplate(): Promise<Uint8Array> {
  const { default: ExcelJS } = await import('exceljs')
  const book = new ExcelJS.Workbook()
  book.creator = 'Trademark portal'
  const sheet = book.addWorksheet(TEMPLATE_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.columns = [
    { header: HEADERS[0], key: 'classNo', width: 14, style: { numFmt: '@' } },
    { header: HEADERS[1], key: 'name', width: 52 },
    { header: HEADERS[2], key: 'code', width: 26, style: { numFmt: '@' } },
  ]
  const header = sheet.getRow(1)
  header.font = { bold: true }
  header.fill = HEADER_FILL
  for (const row of examples()) sheet.addRow(row)
  for (let row = 2; row <= MAX_ROWS + 1; row++) {
    sheet.getCell(row, 1).dataValidation = {
      type: 'list',
      allowBlank: true,
      formulae: [`"${CLASS_LIST.join(',')}"`],
      showErrorMessage: true,
      errorTitle: '类别 Class',
      error: '请填写01–45的两位类别号 / Enter a class from 01 to 45',
    }
  }

  const fee = FEE_SCHEDULES[0].officialExcessItem
  const help = book.addWorksheet('填写说明 Instructions')
  help.columns = [
    { header: '填写说明', key: 'zh', width: 60 },
    { header: 'Instructions', key: 'en', width: 80 },
  ]
  help.getRow(1).font = { bold: true }
  const lines: [string, string][] = [
    [
      '每行填写一个商品或服务项目，从第2行开始；请勿修改表头和工作表顺序。',
      'One goods or services item per row, from row 2; do not change the header row or the order of the sheets.',
    ],
    ['“类别”填写两位数字的尼斯分类号 01–45，例如 09。', '“Class”: the two-digit Nice class, 01–45, e.g. 09.'],
    [
      '“商品/服务名称”可填中文或英文：中国大陆申请用中文，国际及马德里申请用英文，香港申请中英文均可。',
      '“Goods or services”: Chinese or English; Mainland China filings use Chinese, international and Madrid filings English, Hong Kong either.',
    ],
    [
      '“规范编号”可不填；填写时须与名称对应（编号可在商品选择页查到，如 090702）。',
      '“Code” is optional; when given it must match the name (codes are shown in the goods picker, e.g. 090702).',
    ],
    [
      '与规范名称不一致的项目作为非规范名称导入，提交前须经商品名称核验。',
      'Names that are not standard items are imported as custom items and must be verified before filing.',
    ],
    [
      `同一类别内不得重复；每个文件最多 ${MAX_ROWS} 行，大小不超过 2 MB。`,
      `No duplicates within a class; at most ${MAX_ROWS} rows and 2 MB per file.`,
    ],
    [
      `中国大陆申请每类含 ${GOODS_PER_CLASS_INCLUDED} 项商品/服务，超过部分每项加收官费 ¥${fee}。`,
      `Mainland China filings include ${GOODS_PER_CLASS_INCLUDED} items per class; each further item adds an official fee of ¥${fee}.`,
    ],
  ]
  for (const line of lines) help.addRow(line).alignment = { wrapText: true, vertical: 'top' }
  return bookBytes(book)
}

export interface SheetRow {
  /** Row number in the sheet (1 is the header). */
  row: number
  classRaw: string
  name: string
  code: string
}

export class WorkbookError extends Error {}

/** The rows of the first sheet below a header row, empty rows left out. */
export async function readGoodsSheet(bytes: Uint8Array): Promise<SheetRow[]> {
  const book = await loadWorkbook(bytes)
  if (!book) throw new WorkbookError('unreadable')
  const sheet = book.worksheets[0]
  if (!sheet) throw new WorkbookError('empty')
  const rows: SheetRow[] = []
  sheet.eachRow({ includeEmpty: false }, (r, index) => {
    const [classRaw, name, code] = [1, 2, 3].map((c) => toHalfWidth(cellText(r.getCell(c).value)).trim())
    if (index === 1 && !/^\D*\d{1,2}\D*$/.test(classRaw ?? '')) return
    if (!classRaw && !name && !code) return
    rows.push({ row: index, classRaw: classRaw ?? '', name: name ?? '', code: code ?? '' })
  })
  if (rows.length > MAX_ROWS) throw new WorkbookError('tooManyRows')
  return rows
}

export type RowStatus = 'standard' | 'custom' | 'error'

export interface CheckedRow {
  row: number
  classNo: string
  name: string
  code: string
  status: RowStatus
  entry: StandardEntry | null
  reason: { zh: string; en: string } | null
}

/** '9', '09', '第9类', 'Class 9' → '09'; anything else null. */
export function parseClass(raw: string): string | null {
  const m = /^(?:第|class\s*)?0*(\d{1,2})(?:类)?$/i.exec(raw.replace(/\s+/g, ' ').trim())
  const n = m ? Number(m[1]) : NaN
  return n >= 1 && n <= 45 ? String(n).padStart(2, '0') : null
}

const ALLOWED = /^[\p{Script=Han}A-Za-z0-9 ()[\],.'’\-/&、:]+$/u

/** Checks each row: a standard item (by code or exact name), a custom item to verify, or an error. */
export function checkRows(rows: readonly SheetRow[]): CheckedRow[] {
  const seen = new Map<string, number>()
  return rows.map((r) => {
    const out = (
      status: RowStatus,
      entry: StandardEntry | null,
      reason: CheckedRow['reason'],
      classNo = '',
    ) => ({
      row: r.row,
      classNo,
      name: r.name,
      code: r.code,
      status,
      entry,
      reason,
    })
    const classNo = parseClass(r.classRaw)
    if (!classNo) {
      return out(
        'error',
        null,
        r.classRaw
          ? {
              zh: `类别「${r.classRaw}」无效，应为 01–45`,
              en: `Class “${r.classRaw}” is not valid: use 01–45`,
            }
          : { zh: '未填写类别', en: 'The class is missing' },
      )
    }
    if (!r.name && !r.code) {
      return out(
        'error',
        null,
        { zh: '未填写商品/服务名称', en: 'The goods or services name is missing' },
        classNo,
      )
    }
    let entry: StandardEntry | null
    if (r.code) {
      const byCode = entryByCode(r.code)
      if (!byCode || byCode.classNo !== classNo) {
        return out(
          'error',
          null,
          {
            zh: `编号 ${r.code} 不是第${classNo}类的规范编号`,
            en: `${r.code} is not a standard code of class ${classNo}`,
          },
          classNo,
        )
      }
      const n = normalise(r.name)
      if (r.name && n !== byCode.normZh && n !== byCode.normEn) {
        return out(
          'error',
          null,
          {
            zh: `编号 ${r.code} 对应「${byCode.nameZh}」，与所填名称不一致`,
            en: `Code ${r.code} is “${byCode.nameEn}”, which does not match the name given`,
          },
          classNo,
        )
      }
      entry = byCode
    } else {
      entry = exactInClass(classNo, r.name) ?? null
    }
    const key = `${classNo}|${entry ? entry.code : normalise(r.name)}`
    const first = seen.get(key)
    if (first !== undefined) {
      return out('error', null, { zh: `与第 ${first} 行重复`, en: `Duplicate of row ${first}` }, classNo)
    }
    seen.set(key, r.row)
    if (entry) return out('standard', entry, null, classNo)

    const han = /\p{Script=Han}/u.test(r.name)
    if (han ? r.name.length > MAX_ZH : r.name.length > MAX_EN) {
      return out('error', null, { zh: '名称过长', en: 'The name is too long' }, classNo)
    }
    const bad = [...r.name].find((ch) => !ALLOWED.test(ch))
    if (bad) {
      return out(
        'error',
        null,
        { zh: `含有不允许的特殊字符「${bad}」`, en: `Contains the special character “${bad}”` },
        classNo,
      )
    }
    const other = exactAnywhere(r.name)[0]
    if (other) {
      return out(
        'error',
        other,
        {
          zh: `「${other.nameZh}」属于第${other.classNo}类，不属于第${classNo}类`,
          en: `“${other.nameEn}” belongs to class ${other.classNo}, not class ${classNo}`,
        },
        classNo,
      )
    }
    return out(
      'custom',
      null,
      { zh: '非规范名称，导入后须经核验', en: 'Not a standard item: verify it after import' },
      classNo,
    )
  })
}
