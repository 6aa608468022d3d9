/**
 * The case list's workbooks (real .xlsx made with exceljs, loaded on first use): the import template
 * (downloadCaseManagementExcel), the reading of a filled copy (caseManagementImport) and the export of the
 * list (caseManagementExport).
 */
import {
  IMPORT_COLUMNS,
  IMPORT_DESIGNATIONS,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  IMPORT_OFFICES,
  type ImportRaw,
} from '../../src/domain/cases/case-import'
import type { CaseRow, ColumnId } from '../../src/domain/cases/case-query'
import { TRADEMARK_STATUSES } from '../../src/domain/trademark-status'
import type { Lang } from '../context'
import { bookBytes, cellText, HEADER_FILL, loadWorkbook } from '../exports/sheet-parts'

/**
 * exceljs 4.4 keeps a sheet's validations by address, ranges included, in `dataValidations` (left out of its
 * type declarations). One range is one rule in the file; setting each of 2,000 cells took seconds.
 */
interface RangeValidations {
  dataValidations: { add(range: string, validation: import('exceljs').DataValidation): void }
}

export const TEMPLATE_SHEET = '案件 Cases'
const LISTS_SHEET = '列表 Lists'
const CLASS_LIST = Array.from({ length: 45 }, (_, i) => String(i + 1).padStart(2, '0'))

const header = (c: (typeof IMPORT_COLUMNS)[number]) => `${c.zh} ${c.en}${c.required ? ' *' : ''}`

/** The import template: the cases sheet (header, one example row), an instructions sheet, the lists. */
export async function buildImportTemplate(today: string): Promise<Uint8Array> {
  const { default: ExcelJS } = await import('exceljs')
  const book = new ExcelJS.Workbook()
  book.creator = 'Trademark portal'
  const sheet = book.addWorksheet(TEMPLATE_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.columns = IMPORT_COLUMNS.map((c) => ({
    header: header(c),
    key: c.key,
    width: c.key === 'markName' || c.key === 'applicant' || c.key === 'agent' ? 28 : 18,
    // Text cells: numbers keep their leading zeros and dates stay as typed (YYYY-MM-DD).
    style: { numFmt: '@' },
  }))
  const head = sheet.getRow(1)
  head.font = { bold: true }
  head.fill = HEADER_FILL

  // The lists the dropdowns read, on their own sheet (an inline list is limited to 255 characters).
  const lists = book.addWorksheet(LISTS_SHEET)
  IMPORT_OFFICES.forEach((o, i) => (lists.getCell(i + 1, 1).value = o))
  CLASS_LIST.forEach((c, i) => (lists.getCell(i + 1, 2).value = c))
  IMPORT_DESIGNATIONS.forEach((d, i) => (lists.getCell(i + 1, 3).value = d))
  const column = (key: string) => sheet.getColumn(IMPORT_COLUMNS.findIndex((c) => c.key === key) + 1).letter
  const rows = (key: string) => `${column(key)}2:${column(key)}${IMPORT_MAX_ROWS + 1}`
  const ranges = (sheet as unknown as RangeValidations).dataValidations
  ranges.add(rows('office'), {
    type: 'list',
    allowBlank: true,
    formulae: [`'${LISTS_SHEET}'!$A$1:$A$${IMPORT_OFFICES.length}`],
    showErrorMessage: false,
    promptTitle: '申请地区 Office',
    prompt: 'CN, HK, WIPO 或国家代码 / or a country code',
    showInputMessage: true,
  })
  // One class from the list, or several typed with commas ("09,35"): the import checks each.
  ranges.add(rows('classes'), {
    type: 'list',
    allowBlank: true,
    formulae: [`'${LISTS_SHEET}'!$B$1:$B$45`],
    showErrorMessage: false,
    promptTitle: '类别 Classes',
    prompt: '01–45，多个类别用逗号分隔 / several separated by commas',
    showInputMessage: true,
  })

  const help = book.addWorksheet('填写说明 Instructions')
  help.columns = [
    { header: '填写说明', key: 'zh', width: 64 },
    { header: 'Instructions', key: 'en', width: 84 },
  ]
  help.getRow(1).font = { bold: true }
  const lines: [string, string][] = [
    [
      `每行一件案件，从第2行开始；请勿修改表头和工作表顺序。每个文件最多 ${IMPORT_MAX_ROWS} 行、${IMPORT_MAX_BYTES / 1024 / 1024} MB。`,
      `One case per row from row 2; do not change the header row or the order of the sheets. At most ${IMPORT_MAX_ROWS} rows and ${IMPORT_MAX_BYTES / 1024 / 1024} MB per file.`,
    ],
    ['带 * 的列必须填写。', 'Columns marked * are required.'],
    [
      '申请地区：CN（中国大陆）、HK（香港）、WIPO（马德里国际注册）或两位国家代码，如 US、EM（欧盟）、JP。',
      'Office: CN (Mainland China), HK (Hong Kong), WIPO (a Madrid international registration) or a two-letter code such as US, EM (EU), JP.',
    ],
    [
      '申请号：中国大陆 5–12 位数字，香港 9–12 位数字；马德里案件填写国际注册号（6–7位）于“注册号”列，并填写指定国（逗号分隔）。',
      'Application no.: Mainland China 5–12 digits, Hong Kong 9–12 digits; for a Madrid case put the IR number (6–7 digits) in “Registration no.” and list the designations (comma separated).',
    ],
    [
      '类别：01–45，多个类别用逗号分隔，如 09,35。',
      'Classes: 01–45, several separated by commas, e.g. 09,35.',
    ],
    [
      `日期格式 YYYY-MM-DD（如 ${today}），不能晚于今天；填写注册号时须填写注册日。`,
      `Dates as YYYY-MM-DD (e.g. ${today}), not after today; a registration no. needs its registration date.`,
    ],
    [
      '期限（续展、异议、复审等）由申请日、公告日、注册日自动推算，无需填写。',
      'Deadlines (renewal, opposition, review…) are derived from the filing, publication and registration dates: do not type them.',
    ],
    [
      '任何一行有错误时整个文件都不会导入；请按提示修改后重新上传。与已有案件（同一地区同一申请号）或文件内其他行重复的行会被指出。',
      'If any row has an error, nothing in the file is imported: correct the rows shown and upload again. Rows repeating an existing case (same office and number) or another row are reported.',
    ],
    [
      `示例：云杉 | CN | 71234567 | | 09,35 | 云杉科技有限公司 | ${today}`,
      `Example: FIRLINK | CN | 71234567 | | 09,35 | Yunshan Technology Co., Ltd. | ${today}`,
    ],
  ]
  for (const line of lines) help.addRow(line).alignment = { wrapText: true, vertical: 'top' }

  return bookBytes(book)
}

export class WorkbookError extends Error {
  constructor(readonly reason: 'unreadable' | 'notTemplate' | 'tooManyRows') {
    super(reason)
  }
}

/** The data rows of the template's first sheet (empty rows left out); a file that is not the template throws. */
export async function readImportSheet(bytes: Uint8Array): Promise<{ row: number; raw: ImportRaw }[]> {
  const book = await loadWorkbook(bytes)
  if (!book) throw new WorkbookError('unreadable')
  const sheet = book.worksheets[0]
  if (!sheet) throw new WorkbookError('notTemplate')
  const head = IMPORT_COLUMNS.map((_, i) => cellText(sheet.getRow(1).getCell(i + 1).value).trim())
  if (IMPORT_COLUMNS.some((c, i) => !head[i]?.startsWith(c.zh))) throw new WorkbookError('notTemplate')
  const rows: { row: number; raw: ImportRaw }[] = []
  sheet.eachRow({ includeEmpty: false }, (r, index) => {
    if (index === 1) return
    const values = IMPORT_COLUMNS.map((_, i) => cellText(r.getCell(i + 1).value).trim())
    if (values.every((v) => v === '')) return
    rows.push({
      row: index,
      raw: Object.fromEntries(IMPORT_COLUMNS.map((c, i) => [c.key, values[i] ?? ''])) as ImportRaw,
    })
  })
  if (rows.length > IMPORT_MAX_ROWS) throw new WorkbookError('tooManyRows')
  return rows
}

type W = { zh: string; en: string }

const DEADLINE_KINDS: Record<string, W> = {
  renewalDue: { zh: '续展', en: 'Renewal' },
  renewalGrace: { zh: '续展宽展期', en: 'Renewal grace period' },
  oppositionDeadline: { zh: '异议期', en: 'Opposition period' },
  refusalReview: { zh: '驳回复审', en: 'Review of refusal' },
  priorityDocument: { zh: '优先权文件', en: 'Priority documents' },
  nonUseEvidence: { zh: '使用证据', en: 'Evidence of use' },
  madridDependency: { zh: '马德里依附期', en: 'Madrid dependency' },
  task: { zh: '任务', en: 'Task' },
}

const COLUMN_WORDS: Record<string, W> = {
  markName: { zh: '商标名称', en: 'Mark name' },
  office: { zh: '申请地区', en: 'Office' },
  applicationNo: { zh: '申请号', en: 'Application no.' },
  registrationNo: { zh: '注册号', en: 'Registration no.' },
  classes: { zh: '类别', en: 'Classes' },
  applicant: { zh: '申请人', en: 'Applicant' },
  status: { zh: '状态', en: 'Status' },
  nextKind: { zh: '最近期限', en: 'Next deadline' },
  nextDue: { zh: '期限日', en: 'Due' },
  daysLeft: { zh: '剩余天数', en: 'Days left' },
  expiryDate: { zh: '专用期至', en: 'Expires' },
  assignee: { zh: '负责人', en: 'Assignee' },
  labels: { zh: '标签', en: 'Labels' },
  reference: { zh: '案件编号', en: 'Reference' },
}

export interface ExportContext {
  lang: Lang
  member: (id: string) => string
  label: (id: string) => string
  field: (id: string) => string | undefined
}

/** The rows as a workbook with the member's columns in their order (numbers and deadlines spread out). */
export async function buildCasesExport(
  rows: readonly CaseRow[],
  columns: readonly ColumnId[],
  ctx: ExportContext,
): Promise<Uint8Array> {
  const pick = (w: W) => (ctx.lang === 'en' ? w.en : w.zh)
  const cells: { header: string; width: number; value: (r: CaseRow) => string | number }[] = []
  const add = (key: string, width: number, value: (r: CaseRow) => string | number) =>
    cells.push({ header: pick(COLUMN_WORDS[key]!), width, value })
  for (const column of columns) {
    switch (column) {
      case 'markName':
        add('markName', 26, (r) => r.markName)
        break
      case 'office':
        add('office', 10, (r) =>
          r.designations.length ? `${r.office} (${r.designations.join(', ')})` : r.office,
        )
        break
      case 'numbers':
        add('applicationNo', 16, (r) => r.applicationNo)
        add('registrationNo', 16, (r) => r.registrationNo)
        break
      case 'classes':
        add('classes', 12, (r) => r.classes.join(', '))
        break
      case 'applicant':
        add('applicant', 28, (r) => r.applicant)
        break
      case 'status':
        add('status', 14, (r) => pick(TRADEMARK_STATUSES.find((s) => s.id === r.status)!))
        add('expiryDate', 12, (r) => r.expiryDate ?? '')
        break
      case 'nextDeadline':
        add('nextKind', 16, (r) =>
          r.next ? (r.next.title ?? pick(DEADLINE_KINDS[r.next.kind] ?? DEADLINE_KINDS.task!)) : '',
        )
        add('nextDue', 12, (r) => r.next?.due ?? '')
        add('daysLeft', 10, (r) => r.next?.daysLeft ?? '')
        break
      case 'assignee':
        add('assignee', 12, (r) => (r.assigneeId ? ctx.member(r.assigneeId) : ''))
        break
      case 'labels':
        add('labels', 20, (r) => r.labelIds.map(ctx.label).join(', '))
        break
      case 'reference':
        add('reference', 16, (r) => r.reference)
        break
      default: {
        const id = column.slice(3)
        const name = ctx.field(id)
        if (name) cells.push({ header: name, width: 16, value: (r) => r.customFields[id] ?? '' })
      }
    }
  }
  const { default: ExcelJS } = await import('exceljs')
  const book = new ExcelJS.Workbook()
  book.creator = 'Trademark portal'
  const sheet = book.addWorksheet(ctx.lang === 'en' ? 'Cases' : '案件', {
    views: [{ state: 'frozen', ySplit: 1 }],
  })
  sheet.columns = cells.map((c, i) => ({ header: c.header, key: `c${i}`, width: c.width }))
  sheet.getRow(1).font = { bold: true }
  sheet.getRow(1).fill = HEADER_FILL
  for (const r of rows) sheet.addRow(cells.map((c) => c.value(r)))
  return bookBytes(book)
}
