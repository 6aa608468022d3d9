/**
 * The deadline sheet (brandmanagement/taskFeeExcelDownload and taskFeeExcelImport): the member's deadlines of a
 * date range with their official fees (the one fee table), and the same sheet read back with the "done" column
 * filled, which marks those deadlines done — every row checked first, nothing applied if one is wrong.
 */
import type { DeadlineRow } from '../../src/api/schemas/cases-deadlines'
import { deadlineFee } from '../../src/domain/cases/deadline-fees'
import type { CaseRecord } from '../../src/domain/cases/case-record'
import { toHalfWidth } from '../../src/domain/validation'
import { bookBytes, cellText, loadWorkbook } from '../exports/sheet-parts'

export const FEE_SHEET = '期限 Deadlines'
export const FEE_SHEET_MAX_ROWS = 2000
const HEADERS = [
  ['案件编号', 'Case ID'],
  ['期限编号', 'Deadline key'],
  ['商标', 'Mark'],
  ['官方', 'Office'],
  ['号码', 'Numbers'],
  ['期限', 'Deadline'],
  ['到期日', 'Due'],
  ['依据', 'Basis'],
  ['官费', 'Official fee'],
  ['币种', 'Currency'],
  ['官费生效日', 'Fee effective from'],
  ['官费依据', 'Fee basis'],
  ['已完成（填 Y）', 'Done (Y)'],
  ['完成备注', 'Done note'],
] as const
const DONE_COLUMN = 13

const KIND_NAMES: Record<DeadlineRow['kind'], string> = {
  renewalDue: '续展 Renewal due',
  renewalGrace: '宽展 Renewal grace',
  oppositionDeadline: '异议 Opposition',
  refusalReview: '驳回复审 Refusal review',
  priorityDocument: '优先权文件 Priority documents',
  nonUseEvidence: '使用证据 Evidence of use',
  madridDependency: '马德里依附期 Madrid dependency',
  task: '任务 Task',
}

/** The sheet of the rows given, with each row's fee where the fee table has one. */
export async function buildFeeSheet(rows: readonly DeadlineRow[], cases: ReadonlyMap<string, CaseRecord>) {
  const { default: ExcelJS } = await import('exceljs')
  const book = new ExcelJS.Workbook()
  book.creator = 'Trademark portal'
  const sheet = book.addWorksheet(FEE_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.columns = HEADERS.map(([zh, en], i) => ({
    header: `${zh} ${en}`,
    width: [16, 28, 20, 8, 26, 26, 12, 24, 12, 8, 14, 40, 14, 24][i],
    style: { numFmt: '@' },
  }))
  sheet.getRow(1).font = { bold: true }
  for (const d of rows) {
    const record = cases.get(d.caseId)
    const fee = deadlineFee(
      d.kind,
      d.officeKind,
      record?.classes.length ?? 1,
      record?.designations.length ?? 0,
    )
    sheet
      .addRow([
        d.caseId,
        d.key,
        d.markName,
        d.office,
        [d.registrationNo, d.applicationNo, d.reference].filter(Boolean).join(' / '),
        d.kind === 'task' && d.title ? `${KIND_NAMES.task}: ${d.title}` : KIND_NAMES[d.kind],
        d.due,
        d.basis,
        fee ? fee.amount : '',
        fee?.currency ?? '',
        fee?.effectiveFrom ?? '',
        fee ? `${fee.basis.zh} / ${fee.basis.en}` : '',
        d.done ? 'Y' : '',
        d.done?.note ?? '',
      ])
      .getCell(9).numFmt = '0.00'
  }
  return bookBytes(book)
}

export class FeeSheetError extends Error {}

export interface FeeSheetRow {
  row: number
  caseId: string
  key: string
  done: 'yes' | 'no' | 'bad'
  note: string
}

const YES = new Set(['y', 'yes', '是', '✓', '√', 'x', 'done', '完成', '已完成'])

/** The rows of the deadline sheet; a file that is not this sheet ends with FeeSheetError. */
export async function readFeeSheet(bytes: Uint8Array): Promise<FeeSheetRow[]> {
  const book = await loadWorkbook(bytes)
  if (!book) throw new FeeSheetError('unreadable')
  const sheet = book.worksheets[0]
  const header = sheet ? cellText(sheet.getRow(1).getCell(2).value) : ''
  if (!sheet || !header.includes(HEADERS[1][1])) throw new FeeSheetError('notOurSheet')
  const rows: FeeSheetRow[] = []
  sheet.eachRow({ includeEmpty: false }, (r, index) => {
    if (index === 1) return
    const text = (c: number) => toHalfWidth(cellText(r.getCell(c).value)).trim()
    const [caseId, key, doneRaw, note] = [
      text(1),
      text(2),
      text(DONE_COLUMN).toLowerCase(),
      text(DONE_COLUMN + 1),
    ]
    if (!caseId && !key && !doneRaw) return
    rows.push({
      row: index,
      caseId,
      key,
      done: doneRaw === '' || doneRaw === 'n' || doneRaw === 'no' ? 'no' : YES.has(doneRaw) ? 'yes' : 'bad',
      note,
    })
  })
  if (rows.length > FEE_SHEET_MAX_ROWS) throw new FeeSheetError('tooManyRows')
  return rows
}
