/**
 * The monitoring files (issue 16): the hits of a watch and the watch list as .xlsx, the watch report as
 * .docx (the docx parts of the other reports), the two import templates and reading a filled one back.
 * exceljs and docx are loaded on first use only: they are large and the mock ships in the demo build.
 */
import type { Hit, Watch } from '../../src/api/schemas/monitoring'
import type { Lang } from '../context'
import {
  footer,
  gridTable,
  heading,
  keyValueTable,
  pack,
  spacer,
  text,
  type Block,
} from '../exports/docx-parts'
import { pick, stampText, type Words } from '../exports/labels'
import { bookBytes, cellText, listingWorkbook, loadWorkbook, shadeHeader } from '../exports/sheet-parts'
import type { MonitoringReport } from './report'

const TIER: Record<Hit['tier'], Words> = {
  high: { zh: '高', en: 'High' },
  medium: { zh: '中', en: 'Medium' },
  low: { zh: '低', en: 'Low' },
}
const ACTION: Record<Hit['recommendedAction'], Words> = {
  oppose: { zh: '建议异议', en: 'Oppose' },
  watch: { zh: '持续关注', en: 'Watch' },
  none: { zh: '无需处理', en: 'No action' },
}
const SECTION: Record<Hit['section'], Words> = {
  preliminary: { zh: '初步审定', en: 'Preliminary approval' },
  assignment: { zh: '转让', en: 'Assignment' },
  renewal: { zh: '续展', en: 'Renewal' },
  change: { zh: '变更', en: 'Change' },
  invalidation: { zh: '无效宣告', en: 'Invalidation' },
  cancellation: { zh: '撤销', en: 'Cancellation' },
}
export const KIND: Record<Watch['kind'], Words> = {
  mark: { zh: '近似商标监测', en: 'Similar-mark watch' },
  applicant: { zh: '竞争对手监测', en: 'Competitor watch' },
  status: { zh: '商标状态监测', en: 'Status watch' },
}
const STATUS: Record<Watch['status'], Words> = {
  trial: { zh: '试用中', en: 'Trial' },
  unpaid: { zh: '待支付', en: 'Awaiting payment' },
  active: { zh: '监测中', en: 'Active' },
  stopped: { zh: '已停止', en: 'Stopped' },
  expired: { zh: '已到期', en: 'Expired' },
}
const PERIOD: Record<Watch['period'], Words> = {
  year: { zh: '1 年', en: '1 year' },
  halfYear: { zh: '6 个月', en: '6 months' },
  quarter: { zh: '3 个月', en: '3 months' },
  month: { zh: '1 个月', en: '1 month' },
}
const W = {
  hitsTitle: { zh: '监测结果', en: 'Watch results' },
  watchesTitle: { zh: '监测任务', en: 'Watches' },
  generated: { zh: '生成时间', en: 'Generated' },
  watch: { zh: '监测对象', en: 'Watch' },
  count: { zh: '条数', en: 'Rows' },
  none: { zh: '暂无数据', en: 'Nothing to list' },
  reportTitle: { zh: '商标监测报告', en: 'Trademark watch report' },
  period: { zh: '报告期间', en: 'Period' },
  issues: { zh: '涵盖公告', en: 'Gazette issues' },
  summary: { zh: '概要', en: 'Summary' },
  key: { zh: '最重要动态', en: 'Most important development' },
  noKey: { zh: '本期间无监测结果', en: 'No results in this period' },
  basis: { zh: '期限依据', en: 'Basis of the deadlines' },
  noHits: { zh: '本期间无结果', en: 'No results in this period' },
  watches: { zh: '监测任务数', en: 'Watches' },
  hits: { zh: '结果总数', en: 'Results' },
  toOppose: { zh: '建议异议', en: 'To oppose' },
  nearest: { zh: '最近异议截止日', en: 'Nearest opposition deadline' },
  tiers: { zh: '高 / 中 / 低', en: 'High / medium / low' },
}

type HitColumn = [Words, number, (h: Hit, lang: Lang) => string | number]
const HIT_COLUMNS: HitColumn[] = [
  [{ zh: '期号', en: 'Issue' }, 8, (h) => h.issueNo],
  [{ zh: '公告日', en: 'Published' }, 12, (h) => h.publishedOn],
  [{ zh: '公告类型', en: 'Section' }, 14, (h, l) => pick(SECTION[h.section], l)],
  [{ zh: '商标名称', en: 'Mark' }, 22, (h) => h.name],
  [{ zh: '申请号', en: 'Application no.' }, 14, (h) => h.applicationNo],
  [
    { zh: '申请人', en: 'Applicant' },
    34,
    (h, l) => (l === 'en' ? h.applicant.en || h.applicant.zh : h.applicant.zh),
  ],
  [{ zh: '类别', en: 'Classes' }, 10, (h) => h.classes.join(', ')],
  [{ zh: '近似度', en: 'Similarity' }, 10, (h) => h.similarity?.score ?? ''],
  [{ zh: '共同类似群', en: 'Shared groups' }, 16, (h) => h.similarity?.classOverlap.groups.join(', ') ?? ''],
  [{ zh: '风险等级', en: 'Tier' }, 10, (h, l) => pick(TIER[h.tier], l)],
  [{ zh: '建议', en: 'Action' }, 12, (h, l) => pick(ACTION[h.recommendedAction], l)],
  [{ zh: '异议截止日', en: 'Opposition deadline' }, 14, (h) => h.oppositionDeadline ?? ''],
  [{ zh: '剩余天数', en: 'Days left' }, 10, (h) => h.daysLeft ?? ''],
  [{ zh: '说明', en: 'Note' }, 40, (h, l) => pick(h.note, l)],
  [
    { zh: '已读', en: 'Read' },
    8,
    (h, l) => (h.read ? pick({ zh: '是', en: 'Yes' }, l) : pick({ zh: '否', en: 'No' }, l)),
  ],
]

type WatchColumn = [Words, number, (w: Watch, lang: Lang) => string | number]
const WATCH_COLUMNS: WatchColumn[] = [
  [{ zh: '监测对象', en: 'Watched' }, 24, (w) => w.name],
  [{ zh: '类型', en: 'Kind' }, 16, (w, l) => pick(KIND[w.kind], l)],
  [{ zh: '状态', en: 'Status' }, 12, (w, l) => pick(STATUS[w.status], l)],
  [{ zh: '类别', en: 'Classes' }, 14, (w) => w.classes.join(', ')],
  [{ zh: '类似群', en: 'Similar groups' }, 16, (w) => w.groups.join(', ')],
  [{ zh: '国家/地区', en: 'Offices' }, 14, (w) => w.countries.join(', ')],
  [{ zh: '监测期', en: 'Period' }, 10, (w, l) => pick(PERIOD[w.period], l)],
  [{ zh: '开始日', en: 'Starts' }, 12, (w) => w.startsOn ?? ''],
  [{ zh: '到期日', en: 'Ends' }, 12, (w) => w.endsOn ?? ''],
  [{ zh: '结果数', en: 'Results' }, 10, (w) => w.hitCount],
  [{ zh: '未读', en: 'Unread' }, 8, (w) => w.unreadCount],
  [{ zh: '费用（元）', en: 'Price (CNY)' }, 12, (w) => w.price],
]

/** A one-sheet workbook: title, generated line, a filterable header and the rows. */
const tableWorkbook = <T>(
  title: string,
  subtitle: string,
  columns: readonly [Words, number, (row: T, lang: Lang) => string | number][],
  rows: readonly T[],
  lang: Lang,
  at: Date,
) =>
  listingWorkbook({
    title,
    sheetName: title.slice(0, 31),
    info: [pick(W.generated, lang), stampText(at), subtitle, pick(W.count, lang), rows.length],
    columns: columns.map(([label, width, value], i) => ({
      header: pick(label, lang),
      key: String(i),
      width,
      value: (row: T) => value(row, lang),
    })),
    rows,
    none: pick(W.none, lang),
    created: at,
  })

export const hitsWorkbook = (watch: Watch, hits: readonly Hit[], lang: Lang, at: Date) =>
  tableWorkbook(pick(W.hitsTitle, lang), `${pick(W.watch, lang)}: ${watch.name}`, HIT_COLUMNS, hits, lang, at)

export const watchesWorkbook = (watches: readonly Watch[], lang: Lang, at: Date) =>
  tableWorkbook(pick(W.watchesTitle, lang), '', WATCH_COLUMNS, watches, lang, at)

/** The watch report as a Word document in `lang`. */
export async function reportDocument(report: MonitoringReport, lang: Lang, at: Date): Promise<Uint8Array> {
  const d = await import('docx')
  const s = report.summary
  const blocks: Block[] = [
    heading(d, pick(W.reportTitle, lang), 1),
    keyValueTable(d, [
      [pick(W.period, lang), `${report.from} – ${report.to}`],
      [pick(W.issues, lang), report.issues.map((i) => `${i.issueNo} (${i.publishedOn})`).join(', ') || '—'],
      [pick(W.generated, lang), stampText(at)],
    ]),
    heading(d, pick(W.summary, lang), 2),
    keyValueTable(d, [
      [pick(W.watches, lang), String(s.watches)],
      [pick(W.hits, lang), String(s.hits)],
      [pick(W.tiers, lang), `${s.high} / ${s.medium} / ${s.low}`],
      [pick(W.toOppose, lang), String(s.toOppose)],
      [pick(W.nearest, lang), s.nearestDeadline ?? '—'],
    ]),
    heading(d, pick(W.key, lang), 2),
    text(d, report.keyDevelopment ? pick(report.keyDevelopment.text, lang) : pick(W.noKey, lang), {
      bold: true,
    }),
  ]
  const headers = [3, 0, 5, 7, 9, 10, 11, 12].map((i) => pick(HIT_COLUMNS[i]![0], lang))
  for (const { watch, hits } of report.watches) {
    blocks.push(heading(d, `${watch.name} · ${pick(KIND[watch.kind], lang)}`, 2))
    if (!hits.length) blocks.push(text(d, pick(W.noHits, lang)))
    else
      blocks.push(
        gridTable(
          d,
          headers,
          hits.map((h) => [3, 0, 5, 7, 9, 10, 11, 12].map((i) => String(HIT_COLUMNS[i]![2](h, lang)))),
        ),
      )
  }
  blocks.push(
    heading(d, pick(W.basis, lang), 2),
    text(d, pick(report.basis.law, lang), { bold: true }),
    text(d, pick(report.basis.text, lang)),
    spacer(d),
  )
  return pack(d, [{ footers: { default: footer(d, lang) }, children: blocks }], pick(W.reportTitle, lang))
}

// ---------------------------------------------------------------------------------------------------------
// Import templates.

export type TemplateKind = 'mark' | 'applicant'

/** The template columns; a header cell starts with the Chinese words (what reading checks). */
export const TEMPLATE_COLUMNS: Record<
  TemplateKind,
  readonly { key: string; zh: string; en: string; width: number }[]
> = {
  mark: [
    { key: 'name', zh: '商标文字', en: 'Words', width: 24 },
    { key: 'classes', zh: '类别', en: 'Classes', width: 16 },
    { key: 'groups', zh: '类似群', en: 'Similar groups', width: 20 },
    { key: 'countries', zh: '国家/地区', en: 'Offices', width: 16 },
    { key: 'period', zh: '监测期', en: 'Period', width: 14 },
  ],
  applicant: [
    { key: 'applicant', zh: '申请人名称', en: 'Applicant', width: 40 },
    { key: 'classes', zh: '关注类别', en: 'Classes', width: 16 },
    { key: 'countries', zh: '国家/地区', en: 'Offices', width: 16 },
    { key: 'period', zh: '监测期', en: 'Period', width: 14 },
  ],
}

const EXAMPLES: Record<TemplateKind, string[]> = {
  mark: ['云杉智能', '09;42', '0901;4209', 'CN', '1年'],
  applicant: ['AP000052', '09;35', 'CN', '1年'],
}

const HELP: Record<TemplateKind, string[]> = {
  mark: [
    '每行一个近似商标监测任务，从第 2 行起填写，最多 200 行。 One similar-mark watch per row from row 2, at most 200 rows.',
    '商标文字：要监测的文字，最多 50 个字符。 Words: the words to watch, at most 50 characters.',
    '类别：1–45，多个以分号 ; 分隔。 Classes: 1–45, separated by semicolons (;).',
    '类似群：可不填；四位数字，须属于所填类别。 Similar groups: optional, four digits, within the classes given.',
    '国家/地区：CN HK TW WO US EM GB DE FR JP KR AU SG，以分号分隔，默认 CN。 Offices: separated by semicolons, CN when empty.',
    '监测期：1年 / 6个月 / 3个月 / 1个月（或 year / halfYear / quarter / month），默认 1年。 Period: default 1 year.',
  ],
  applicant: [
    '每行一个竞争对手监测任务，从第 2 行起填写，最多 200 行。 One competitor watch per row from row 2, at most 200 rows.',
    '申请人名称：商标库中的完整中文或英文名称，或申请人编号（如 AP000052）。 Applicant: its full Chinese or English name as registered, or its id (e.g. AP000052).',
    '关注类别：可不填（全部类别）；1–45，以分号分隔。 Classes: optional (every class); 1–45, separated by semicolons.',
    '国家/地区、监测期：同近似商标监测模板。 Offices and period: as in the similar-mark template.',
  ],
}

/** An import template (.xlsx): the header row, an example row and a help sheet. */
export async function templateWorkbook(kind: TemplateKind): Promise<Uint8Array> {
  const { default: ExcelJS } = await import('exceljs')
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet(kind === 'mark' ? '近似商标 Marks' : '竞争对手 Competitors', {
    views: [{ state: 'frozen', ySplit: 1 }],
  })
  const columns = TEMPLATE_COLUMNS[kind]
  sheet.columns = columns.map((c) => ({ key: c.key, width: c.width }))
  shadeHeader(sheet.addRow(columns.map((c) => `${c.zh} ${c.en}`)))
  sheet.addRow(EXAMPLES[kind]).font = { color: { argb: 'FF7F7F7F' } }
  const help = book.addWorksheet('说明 Help')
  help.getColumn(1).width = 110
  for (const line of HELP[kind]) help.addRow([line]).alignment = { wrapText: true, vertical: 'top' }
  return bookBytes(book)
}

/** Why a file is not a template that can be read. */
export type SheetProblem = 'unreadable' | 'notTemplate'

/** The filled rows of a template (row numbers as in the sheet; empty rows and the example left out). */
export async function readTemplate(
  kind: TemplateKind,
  bytes: Uint8Array,
): Promise<{ rows: { row: number; cells: Record<string, string> }[] } | { problem: SheetProblem }> {
  const book = await loadWorkbook(bytes)
  if (!book) return { problem: 'unreadable' }
  const sheet = book.worksheets[0]
  const columns = TEMPLATE_COLUMNS[kind]
  if (
    !sheet ||
    columns.some(
      (c, i) =>
        !cellText(sheet.getRow(1).getCell(i + 1).value)
          .trim()
          .startsWith(c.zh),
    )
  )
    return { problem: 'notTemplate' }
  const example = EXAMPLES[kind].join('|')
  const rows: { row: number; cells: Record<string, string> }[] = []
  sheet.eachRow({ includeEmpty: false }, (r, index) => {
    if (index === 1) return
    const values = columns.map((_, i) => cellText(r.getCell(i + 1).value).trim())
    if (values.every((v) => v === '') || values.join('|') === example) return
    rows.push({ row: index, cells: Object.fromEntries(columns.map((c, i) => [c.key, values[i] ?? ''])) })
  })
  return { rows }
}
