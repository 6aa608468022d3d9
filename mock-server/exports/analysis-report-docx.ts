/**
 * The availability-analysis report (.docx) of a search-report order, printed from its content
 * (search/analysis-report.ts) in the caller's language: the order and the search, the conclusion per class,
 * the obstacles of each class, the recommendations, the member's notes, then the basis and the disclaimer.
 */
import { businessDate } from '../../src/domain/clock'
import type { SuccessBand, SuccessTier } from '../../src/domain/success-rate'
import type { Lang } from '../context'
import type {
  AnalysisBasis,
  AnalysisClass,
  AnalysisReport,
  Recommendation,
  RiskLevel,
  RiskReason,
} from '../search/analysis-report'
import {
  footer,
  gridTable,
  heading,
  keyValueTable,
  pack,
  spacer,
  text,
  type Block,
  type Docx,
} from './docx-parts'
import { fill, pick, stampText, type Words } from './labels'

const A = {
  title: { zh: '商标注册可行性分析报告', en: 'Trademark availability analysis report' },
  order: { zh: '订单号', en: 'Order no.' },
  subject: { zh: '分析对象', en: 'Subject' },
  countries: { zh: '国家/地区', en: 'Countries/regions' },
  classes: { zh: '分析类别', en: 'Classes analysed' },
  classesCrowded: {
    zh: '（检索未选类别：取近似在先商标最多的类别）',
    en: ' (no class was chosen: the classes with the most similar live marks)',
  },
  basis: { zh: '比对方式', en: 'Compared by' },
  paidAt: { zh: '付款时间', en: 'Paid' },
  deliveredAt: { zh: '交付时间', en: 'Delivered' },
  dataDate: { zh: '数据截止', en: 'Register data as of' },
  conclusion: { zh: '结论', en: 'Conclusion' },
  overall: { zh: '总体风险：{risk}', en: 'Overall risk: {risk}' },
  noClasses: { zh: '没有可分析的类别。', en: 'There is no class to analyse.' },
  klass: { zh: '类别', en: 'Class' },
  risk: { zh: '风险', en: 'Risk' },
  chance: { zh: '注册成功率', en: 'Registration chance' },
  obstaclesCount: { zh: '有效在先商标', en: 'Live prior marks' },
  reason: { zh: '理由', en: 'Reason' },
  perClass: { zh: '分类分析', en: 'Analysis per class' },
  classHeading: { zh: '第 {no} 类 {name}', en: 'Class {no} {name}' },
  verdict: { zh: '风险：{risk}　注册成功率：{chance}', en: 'Risk: {risk} · Registration chance: {chance}' },
  notCompared: { zh: '未比对', en: 'not compared' },
  groups: { zh: '所选类似群：{groups}', en: 'Similar groups chosen: {groups}' },
  noObstacle: { zh: '本类没有构成障碍的有效商标。', en: 'No live mark stands in the way in this class.' },
  moreObstacles: { zh: '另有 {count} 件有效商标未列出。', en: 'Live marks not listed here: {count}.' },
  dead: {
    zh: '另有 {count} 件近似商标已失效（无效、注销或撤销），不构成障碍，未计入。',
    en: 'Similar marks no longer live (invalid, cancelled or removed), not obstacles and not counted: {count}.',
  },
  no: { zh: '序号', en: 'No.' },
  mark: { zh: '商标', en: 'Trademark' },
  applicationNo: { zh: '申请号', en: 'Application no.' },
  applicant: { zh: '申请人', en: 'Applicant' },
  status: { zh: '状态', en: 'Status' },
  likeness: { zh: '近似程度', en: 'Likeness' },
  sharedGroups: { zh: '相同类似群', en: 'Shared groups' },
  recommendations: { zh: '建议', en: 'Recommendations' },
  notes: { zh: '您给分析师的说明', en: 'Your notes for the analyst' },
  noNotes: { zh: '未提供说明。', en: 'No notes were given.' },
  attachments: { zh: '附件：{names}', en: 'Attachments: {names}' },
  notesSaved: { zh: '最后保存：{time}', en: 'Last saved: {time}' },
  basisTitle: { zh: '分析依据与声明', en: 'Basis and disclaimer' },
} satisfies Record<string, Words>

const RISK: Record<RiskLevel, Words> = {
  high: { zh: '高', en: 'High' },
  medium: { zh: '中', en: 'Medium' },
  low: { zh: '低', en: 'Low' },
}
const CHANCE: Record<SuccessBand, Words> = RISK
const TIER: Record<SuccessTier, Words> = {
  identical: { zh: '相同', en: 'Identical' },
  high: { zh: '高度近似', en: 'Highly similar' },
  medium: { zh: '近似', en: 'Similar' },
}
const BASIS: Record<AnalysisBasis, Words> = {
  name: { zh: '商标名称（文字、拼音、含义）', en: 'The mark’s words (spelling, pinyin, meaning)' },
  image: { zh: '商标图样', en: 'The specimen image' },
  listing: {
    zh: '未比对：按申请人、代理机构、地址、号码或图形要素检索，列出检索到的有效商标',
    en: 'Not compared: a search by applicant, agent, address, number or Vienna code lists the live marks found',
  },
}
const METHOD: Record<AnalysisBasis, Words> = {
  name: {
    zh: '以检索引擎比对商标名称的相同、拼音、包含、字母差异及译名关系；只有有效商标（已注册或审查中）构成障碍。与所选类似群的商品相同或类似者视为冲突；未选类似群时，本类全部在先商标均视为冲突（从严）。',
    en: 'The search engine compares the names for identity, pinyin, containment, letter differences and translation; only live marks (registered or pending) are obstacles. A mark whose goods share a chosen similar group conflicts; without groups every prior mark of the class is taken to conflict (the cautious reading).',
  },
  image: {
    zh: '以图样感知哈希比对商标图样的近似程度；只有有效商标构成障碍。',
    en: 'Specimens are compared by perceptual hash; only live marks are obstacles.',
  },
  listing: {
    zh: '本次检索不是近似检索：列出的有效商标未与您的商标比对。本类有有效商标时风险评为“中”，直至进行名称检索。',
    en: 'This search was not a likeness search: the live marks listed were not compared with your mark. A class with live marks is rated medium until a name search is run.',
  },
}
const BANDS: Words = {
  zh: '风险评定：存在相同的冲突商标或两件以上高度近似的冲突商标为高风险；一件高度近似、三件以上近似的冲突商标或本类其他商品上有相同商标为中风险；其余为低风险。',
  en: 'Risk: high with an identical conflicting mark or two or more highly similar ones; medium with one highly similar conflicting mark, three or more similar ones, or an identical mark elsewhere in the class; low otherwise.',
}
const DISCLAIMER: Words = {
  zh: '本报告依据 {date} 的商标数据作出，是注册可能性的估计，不构成法律意见，也不保证商标局的审查结论。',
  en: 'This report reflects the register as of {date}. It estimates the chance of registration; it is not legal advice and does not predict the office’s decision.',
}

function reasonText(r: RiskReason, lang: Lang): string {
  const n = 'count' in r ? r.count : 0
  switch (r.kind) {
    case 'conflicting':
      return fill(
        pick({ zh: '{count} 件{tier}的冲突商标', en: '{count} {tier} conflicting mark(s)' }, lang),
        {
          count: n,
          tier: pick(TIER[r.tier], lang).toLowerCase(),
        },
      )
    case 'elsewhereInClass':
      return fill(
        pick(
          {
            zh: '本类其他商品上有 {count} 件相同商标',
            en: '{count} identical mark(s) on other goods of the class',
          },
          lang,
        ),
        { count: n },
      )
    case 'noConflict':
      return pick({ zh: '没有相同或近似的冲突商标', en: 'No identical or similar conflicting mark' }, lang)
    case 'noGroups':
      return pick(
        { zh: '未选类似群，从严视为冲突', en: 'No similar group chosen: all taken to conflict' },
        lang,
      )
    case 'listed':
      return fill(
        pick(
          { zh: '检索到 {count} 件有效商标（未比对）', en: '{count} live mark(s) found (not compared)' },
          lang,
        ),
        { count: n },
      )
    case 'noneListed':
      return pick({ zh: '未检索到有效商标', en: 'No live mark found' }, lang)
  }
}

function recommendationText(r: Recommendation, lang: Lang): string {
  const list = 'classes' in r ? r.classes : []
  const classes =
    lang === 'en' ? `${list.length > 1 ? 'Classes' : 'Class'} ${list.join(', ')}` : `第 ${list.join('、')} 类`
  const words: Record<Recommendation['kind'], Words> = {
    redesign: {
      zh: '{classes}风险高：建议修改商标（增加显著部分或换用其他名称），或不在冲突类似群的商品上申请。',
      en: '{classes}: high risk. Change the mark (add a distinctive element or choose another name), or leave out the goods in the conflicting similar groups.',
    },
    narrowGoods: {
      zh: '{classes}风险中：建议避开在先商标所在的类似群申请，必要时准备使用证据或与在先权利人协商共存。',
      en: '{classes}: medium risk. File outside the similar groups of the prior marks; if needed prepare evidence of use or seek the prior owners’ consent.',
    },
    fileSoon: {
      zh: '{classes}风险低：建议尽快提交申请（中国实行申请在先原则）。',
      en: '{classes}: low risk. File soon (China registers the first to file).',
    },
    chooseGroups: {
      zh: '检索未选类似群，结论从严；选定实际使用的商品类似群后可得到更准确的评估。',
      en: 'No similar group was chosen, so the conclusion is cautious; choosing the groups of the goods you will use gives a closer estimate.',
    },
    nameSearch: {
      zh: '本次检索未比对商标名称：申请前请按拟申请的商标名称再做一次近似检索。',
      en: 'This search did not compare names: run a likeness search for the mark you intend to file before filing.',
    },
    noClasses: {
      zh: '检索没有找到任何类别的商标：请选择拟申请的类别后重新检索。',
      en: 'The search found marks in no class: choose the classes you intend to file in and search again.',
    },
  }
  return fill(pick(words[r.kind], lang), { classes })
}

function classBlocks(d: Docx, c: AnalysisClass, lang: Lang): Block[] {
  const name = lang === 'en' ? c.nameEn : c.nameZh
  const chance = c.verdict.chance ? pick(CHANCE[c.verdict.chance], lang) : pick(A.notCompared, lang)
  const out: Block[] = [
    heading(d, fill(pick(A.classHeading, lang), { no: c.no, name }), 3),
    text(d, fill(pick(A.verdict, lang), { risk: pick(RISK[c.verdict.risk], lang), chance }), { bold: true }),
    text(d, c.verdict.reasons.map((r) => reasonText(r, lang)).join(lang === 'en' ? '; ' : '；')),
  ]
  if (c.groups.length) out.push(text(d, fill(pick(A.groups, lang), { groups: c.groups.join(', ') })))
  if (!c.obstacles.length) out.push(text(d, pick(A.noObstacle, lang)))
  else
    out.push(
      gridTable(
        d,
        [A.no, A.mark, A.applicationNo, A.applicant, A.status, A.likeness, A.sharedGroups].map((w) =>
          pick(w, lang),
        ),
        c.obstacles.map((m, k) => [
          String(k + 1),
          m.name,
          m.applicationNo,
          (lang === 'en' ? m.applicantEn : m.applicantZh) || m.applicantZh || m.applicantEn,
          lang === 'en' ? m.statusEn : m.statusZh,
          m.tier ? `${pick(TIER[m.tier], lang)} (${m.score})` : pick(A.notCompared, lang),
          m.sharedGroups.join(', ') || '—',
        ]),
      ),
    )
  if (c.liveCount > c.obstacles.length)
    out.push(text(d, fill(pick(A.moreObstacles, lang), { count: c.liveCount - c.obstacles.length })))
  if (c.deadCount) out.push(text(d, fill(pick(A.dead, lang), { count: c.deadCount }), { color: '666666' }))
  return out
}

/** The report as Word bytes, in `lang`. */
export async function buildAnalysisReportDocx(report: AnalysisReport, lang: Lang): Promise<Uint8Array> {
  const d = await import('docx')
  const title = pick(A.title, lang)
  const classList = report.classes.map((c) => c.no).join(', ') || '—'
  const about: Array<[string, string]> = [
    [pick(A.order, lang), report.orderNo],
    [pick(A.subject, lang), report.subject],
    [pick(A.countries, lang), report.countries.map((c) => (lang === 'en' ? c.nameEn : c.nameZh)).join(', ')],
    [pick(A.classes, lang), classList + (report.classesChosen ? '' : pick(A.classesCrowded, lang))],
    [pick(A.basis, lang), pick(BASIS[report.basis], lang)],
    ...(report.paidAt ? [[pick(A.paidAt, lang), stampText(report.paidAt)] as [string, string]] : []),
    [pick(A.deliveredAt, lang), stampText(report.deliveredAt)],
    [pick(A.dataDate, lang), report.dataDate],
  ]
  const body: Block[] = [
    heading(d, title, 1),
    text(d, report.subject, { bold: true, size: 26 }),
    spacer(d),
    keyValueTable(d, about, 24),
    heading(d, pick(A.conclusion, lang), 2),
  ]
  if (!report.overall) body.push(text(d, pick(A.noClasses, lang)))
  else {
    body.push(
      text(d, fill(pick(A.overall, lang), { risk: pick(RISK[report.overall], lang) }), { bold: true }),
    )
    body.push(
      gridTable(
        d,
        [A.klass, A.risk, A.chance, A.obstaclesCount, A.reason].map((w) => pick(w, lang)),
        report.classes.map((c) => [
          c.no,
          pick(RISK[c.verdict.risk], lang),
          c.verdict.chance ? pick(CHANCE[c.verdict.chance], lang) : pick(A.notCompared, lang),
          String(c.liveCount),
          reasonText(c.verdict.reasons[0]!, lang),
        ]),
      ),
    )
    body.push(
      heading(d, pick(A.perClass, lang), 2),
      ...report.classes.flatMap((c) => classBlocks(d, c, lang)),
    )
  }
  body.push(heading(d, pick(A.recommendations, lang), 2))
  report.recommendations.forEach((r, k) => body.push(text(d, `${k + 1}. ${recommendationText(r, lang)}`)))
  body.push(heading(d, pick(A.notes, lang), 2))
  body.push(text(d, report.remarks || pick(A.noNotes, lang)))
  if (report.attachmentNames.length)
    body.push(text(d, fill(pick(A.attachments, lang), { names: report.attachmentNames.join(', ') })))
  if (report.remarksUpdatedAt)
    body.push(
      text(d, fill(pick(A.notesSaved, lang), { time: stampText(report.remarksUpdatedAt) }), {
        color: '666666',
      }),
    )
  body.push(
    heading(d, pick(A.basisTitle, lang), 2),
    text(d, pick(METHOD[report.basis], lang)),
    ...(report.basis === 'listing' ? [] : [text(d, pick(BANDS, lang))]),
    text(d, fill(pick(DISCLAIMER, lang), { date: report.dataDate })),
  )
  return pack(d, [{ footers: { default: footer(d, lang) }, children: body }], title)
}

/** The report's file name, in the file's language. */
export const analysisReportFileName = (lang: Lang, orderNo: string, deliveredAt: string) =>
  lang === 'en'
    ? `availability-report-${orderNo}-${businessDate(deliveredAt)}.docx`
    : `商标注册可行性分析报告-${orderNo}-${businessDate(deliveredAt)}.docx`
