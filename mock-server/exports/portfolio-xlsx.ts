/**
 * "My trademarks" as a spreadsheet (tmPlat/tmPlatExport and tmInfo/customerTrademarksExprot): the followed
 * applicants' marks as the list shows them, with real date cells, a frozen filterable header in the caller's
 * language and a line saying when it was made and which filters it honours.
 * exceljs is loaded on first use only: it is large and the mock is bundled into the demo build.
 */
import type { PlatMark } from '../../src/api/schemas/applicant-portfolios'
import type { Lang } from '../context'
import { pick, stampText, type Words } from './labels'
import { excelDay, listingWorkbook } from './sheet-parts'

type Column =
  | 'name'
  | 'applicant'
  | 'country'
  | 'applicationNo'
  | 'registrationNo'
  | 'classes'
  | 'status'
  | 'filingDate'
  | 'registrationDate'
  | 'expiryDate'
  | 'renewal'
  | 'labels'
  | 'caseId'

const HEADERS: Record<Column, Words> = {
  name: { zh: '商标名称', en: 'Trademark' },
  applicant: { zh: '申请人', en: 'Applicant' },
  country: { zh: '国家/地区', en: 'Country/region' },
  applicationNo: { zh: '申请号', en: 'Application no.' },
  registrationNo: { zh: '注册号', en: 'Registration no.' },
  classes: { zh: '类别', en: 'Classes' },
  status: { zh: '商标状态', en: 'Status' },
  filingDate: { zh: '申请日', en: 'Filing date' },
  registrationDate: { zh: '注册日', en: 'Registration date' },
  expiryDate: { zh: '专用权期限届满日', en: 'Expiry date' },
  renewal: { zh: '续展', en: 'Renewal' },
  labels: { zh: '标签', en: 'Labels' },
  caseId: { zh: '案件', en: 'Case' },
}
const WIDTHS: Record<Column, number> = {
  name: 22,
  applicant: 30,
  country: 10,
  applicationNo: 14,
  registrationNo: 14,
  classes: 12,
  status: 14,
  filingDate: 12,
  registrationDate: 12,
  expiryDate: 14,
  renewal: 26,
  labels: 20,
  caseId: 16,
}
const COLUMNS = Object.keys(HEADERS) as Column[]
const DATE_COLUMNS: readonly Column[] = ['filingDate', 'registrationDate', 'expiryDate']

const W = {
  title: { zh: '我的商标', en: 'My trademarks' },
  generatedAt: { zh: '生成时间', en: 'Generated' },
  count: { zh: '商标数', en: 'Marks' },
  filters: { zh: '筛选条件', en: 'Filters' },
  none: { zh: '没有符合条件的商标', en: 'No marks match' },
  window: { zh: '续展期内，截止 {due}', en: 'Renewal window, due {due}' },
  grace: { zh: '宽展期内，截止 {due}', en: 'Grace period, ends {due}' },
  notYet: { zh: '{opens} 起可续展', en: 'Renewable from {opens}' },
} satisfies Record<string, Words>

export const PORTFOLIO_FILE_NAME = (lang: Lang, day: string) =>
  lang === 'en' ? `my-trademarks-${day}.xlsx` : `我的商标-${day}.xlsx`

const renewalText = (mark: PlatMark, lang: Lang) => {
  const r = mark.renewal
  if (!r) return ''
  if (r.phase === 'window') return pick(W.window, lang).replace('{due}', r.due)
  if (r.phase === 'grace') return pick(W.grace, lang).replace('{due}', r.graceEnds)
  return pick(W.notYet, lang).replace('{opens}', r.opens)
}

function cellOf(column: Column, mark: PlatMark, lang: Lang): string | Date | null {
  switch (column) {
    case 'applicant':
      return pick(mark.applicant, lang)
    case 'classes':
      return mark.classes.join(', ')
    case 'status':
      return pick(mark.statusName, lang)
    case 'renewal':
      return renewalText(mark, lang)
    case 'labels':
      return mark.labels.join(', ')
    case 'caseId':
      return mark.caseId ?? ''
    case 'filingDate':
    case 'registrationDate':
    case 'expiryDate': {
      const day = mark[column]
      return day ? excelDay(day) : null
    }
    default:
      return mark[column]
  }
}

/** The workbook of the marks, in the list's order; `filters` are label–value lines of what was asked. */
export function buildPortfolioWorkbook(input: {
  marks: readonly PlatMark[]
  filters: ReadonlyArray<[string, string]>
  lang: Lang
  generatedAt: Date
}): Promise<Uint8Array> {
  const { lang } = input
  return listingWorkbook({
    title: pick(W.title, lang),
    sheetName: pick(W.title, lang),
    info: [
      pick(W.generatedAt, lang),
      stampText(input.generatedAt),
      pick(W.count, lang),
      input.marks.length,
      pick(W.filters, lang),
      input.filters.map(([k, v]) => `${k}: ${v}`).join('; '),
    ],
    columns: COLUMNS.map((c) => ({
      header: pick(HEADERS[c], lang),
      key: c,
      width: WIDTHS[c],
      value: (mark: PlatMark) => cellOf(c, mark, lang),
    })),
    rows: input.marks,
    none: pick(W.none, lang),
    created: input.generatedAt,
    decorate: (row) =>
      DATE_COLUMNS.forEach((c) => {
        row.getCell(COLUMNS.indexOf(c) + 1).numFmt = 'yyyy-mm-dd'
      }),
  })
}
