/**
 * The deadline spreadsheets: one case's deadlines or all of a member's, with real date cells, a frozen and
 * filterable header in the caller's language, and a line saying when and for what it was made.
 * exceljs is loaded on first use only: it is large and the mock is bundled into the demo build.
 */
import type { CaseTask } from '../../src/api/schemas/orders-tasks'
import type { Lang } from '../context'
import { pick, stampText, type Words } from './labels'
import { excelDay, listingWorkbook, type ListingValue } from './sheet-parts'

const OVERDUE_FONT = 'FFC00000'

type Column =
  'caseNo' | 'trademark' | 'regNo' | 'classes' | 'task' | 'deadline' | 'daysLeft' | 'urgency' | 'instruction'

const HEADERS: Record<Column, Words> = {
  caseNo: { zh: '案件号', en: 'Case no.' },
  trademark: { zh: '商标名称', en: 'Trademark' },
  regNo: { zh: '注册号', en: 'Registration no.' },
  classes: { zh: '类别', en: 'Classes' },
  task: { zh: '期限事项', en: 'Deadline' },
  deadline: { zh: '截止日期', en: 'Due date' },
  daysLeft: { zh: '剩余天数', en: 'Days left' },
  urgency: { zh: '紧急程度', en: 'Urgency' },
  instruction: { zh: '客户指示', en: 'Instruction' },
}
const WIDTHS: Record<Column, number> = {
  caseNo: 16,
  trademark: 22,
  regNo: 14,
  classes: 12,
  task: 20,
  deadline: 12,
  daysLeft: 10,
  urgency: 10,
  instruction: 36,
}
const COLUMNS = Object.keys(HEADERS) as Column[]

const URGENCY: Record<CaseTask['urgency'], Words> = {
  overdue: { zh: '已逾期', en: 'Overdue' },
  urgent: { zh: '紧急', en: 'Urgent' },
  soon: { zh: '临近', en: 'Soon' },
  normal: { zh: '正常', en: 'Normal' },
}
const ACTIONS: Record<NonNullable<CaseTask['instruction']>['action'], Words> = {
  proceed: { zh: '继续办理', en: 'Proceed' },
  abandon: { zh: '放弃', en: 'Abandon' },
  extend: { zh: '申请延期', en: 'Request extension' },
}
const W = {
  caseTitle: { zh: '案件期限', en: 'Case deadlines' },
  allTitle: { zh: '全部期限', en: 'All deadlines' },
  generatedAt: { zh: '生成时间', en: 'Generated' },
  count: { zh: '期限数', en: 'Deadlines' },
  none: { zh: '暂无期限', en: 'No deadlines' },
  pending: { zh: '待指示', en: 'Awaiting instruction' },
}

/** File names with the day they were made, e.g. case-deadlines-TMC202610173-2026-11-22.xlsx. */
export const TASK_FILE_NAMES = {
  case: (lang: Lang, caseNo: string, day: string) =>
    lang === 'en' ? `case-deadlines-${caseNo}-${day}.xlsx` : `案件期限-${caseNo}-${day}.xlsx`,
  all: (lang: Lang, day: string) => (lang === 'en' ? `all-deadlines-${day}.xlsx` : `全部期限-${day}.xlsx`),
}

const instructionText = (task: CaseTask, lang: Lang) => {
  if (!task.instruction) return pick(W.pending, lang)
  const action = pick(ACTIONS[task.instruction.action], lang)
  return task.instruction.note ? `${action}: ${task.instruction.note}` : action
}

/** A workbook of deadlines; `caseNo` set for one case's file, null for all of the member's. */
export function buildTasksWorkbook(input: {
  tasks: readonly CaseTask[]
  caseNo: string | null
  lang: Lang
  generatedAt: Date
}): Promise<Uint8Array> {
  const { lang } = input
  const title = input.caseNo ? `${pick(W.caseTitle, lang)} ${input.caseNo}` : pick(W.allTitle, lang)
  const value: Record<Column, (task: CaseTask) => ListingValue> = {
    caseNo: (task) => task.caseNo,
    trademark: (task) => task.trademarkName,
    regNo: (task) => task.trademarkRegNo,
    classes: (task) => task.niceClasses.join(', '),
    task: (task) => pick(task.taskName, lang),
    deadline: (task) => excelDay(task.deadline),
    daysLeft: (task) => task.daysLeft,
    urgency: (task) => pick(URGENCY[task.urgency], lang),
    instruction: (task) => instructionText(task, lang),
  }
  return listingWorkbook({
    title,
    sheetName: pick(input.caseNo ? W.caseTitle : W.allTitle, lang),
    info: [pick(W.generatedAt, lang), stampText(input.generatedAt), pick(W.count, lang), input.tasks.length],
    columns: COLUMNS.map((c) => ({
      header: pick(HEADERS[c], lang),
      key: c,
      width: WIDTHS[c],
      value: value[c],
    })),
    rows: input.tasks,
    none: pick(W.none, lang),
    created: input.generatedAt,
    decorate: (row, task) => {
      row.getCell(COLUMNS.indexOf('deadline') + 1).numFmt = 'yyyy-mm-dd'
      if (task.urgency === 'overdue') row.font = { color: { argb: OVERDUE_FONT } }
    },
  })
}
