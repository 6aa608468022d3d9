/**
 * Court notices (法院公告) concerning a mark, generated beside its judgements: the hearing notice of each
 * judged case, and, when a civil defendant could not be reached, the complaint and later the judgement served
 * by publication. A few litigable marks also have a suit still pending: its notices are all there is of it.
 * Ids are `<markId>-N<n>`; a notice of a judged case names that judgement (caseId).
 */
import type { CourtNoticeDetail, CourtNoticeSummary } from '../../../src/api/schemas/analytics'
import { dayOf, isoOf } from '../numbers'
import { createRng, hashString, type Rng } from '../prng'
import type { RegisterMark, RegisterParty } from '../types'
import { CAUSE_EN, CAUSE_ZH, ROLE, type GeneratedCase } from './judgement-text'
import {
  appealCourtOf,
  firstInstanceCourt,
  IP_COURTS,
  litigable,
  type CaseContext,
  type Court,
} from './judgements'
import { LAST_DAY } from './offices'

/** A notice as generated, with the parties and dates its text needs. */
export interface GeneratedNotice extends CourtNoticeSummary {
  /** The party served by publication (service notices), else null. */
  absent: RegisterParty | null
  /** The court an appeal goes to, for a judgement served by publication. */
  appealCourt: Court | null
  courtroom: number
  /** The judgement's result (judgement served by publication). */
  resultZh: string
  resultEn: string
  judgedDate: string | null
}

/** The list fields of a notice. */
export const courtNoticeSummaryOf = (n: CourtNoticeSummary): CourtNoticeSummary => ({
  id: n.id,
  markId: n.markId,
  kind: n.kind,
  caseNo: n.caseNo,
  courtZh: n.courtZh,
  courtEn: n.courtEn,
  date: n.date,
  cause: n.cause,
  instance: n.instance,
  parties: n.parties,
  hearingDate: n.hearingDate,
  caseId: n.caseId,
})

const civilKind = (kind: CourtNoticeSummary['cause']) =>
  kind === 'infringement' || kind === 'unfairCompetition'

/** The notices of a mark, newest first; `cases` are its judgements (casesOf). */
export function courtNoticesOf(
  mark: RegisterMark,
  cases: readonly GeneratedCase[],
  ctx: CaseContext,
): GeneratedNotice[] {
  if (!litigable(mark) || !ctx.opponents.length) return []
  const rng = createRng(hashString(`${mark.id}:court-notices`))
  const drafts: Omit<GeneratedNotice, 'id'>[] = []
  // Oldest case first, so ids follow the order the notices were published in.
  for (const c of [...cases].reverse()) drafts.push(...noticesOfCase(rng, mark, c))
  // Only a live registration is enforced in court.
  if (!cases.length && [1, 7].includes(mark.status) && rng.chance(0.025))
    drafts.push(...pendingSuit(rng, mark, ctx))
  return drafts
    .map((d, k) => ({ ...d, id: `${mark.id}-N${k + 1}` }))
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : a.id < b.id ? 1 : -1))
}

function base(
  mark: RegisterMark,
  c: Pick<GeneratedCase, 'caseNo' | 'courtZh' | 'courtEn' | 'instance' | 'parties'>,
) {
  return {
    markId: mark.id,
    caseNo: c.caseNo,
    courtZh: c.courtZh,
    courtEn: c.courtEn,
    instance: c.instance,
    parties: c.parties,
    absent: null,
    appealCourt: null,
    resultZh: '',
    resultEn: '',
    judgedDate: null,
  }
}

function noticesOfCase(rng: Rng, mark: RegisterMark, c: GeneratedCase): Omit<GeneratedNotice, 'id'>[] {
  const filed = dayOf(c.filedDate)
  const judged = dayOf(c.date)
  // The hearing falls between docketing and judgement; its notice goes out a few days before (at least 3).
  const hearing = rng.int(Math.min(filed + 45, judged - 10), judged - 10)
  const courtroom = rng.int(1, 28)
  const common = { ...base(mark, c), cause: c.kind, caseId: c.id, courtroom }
  const out: Omit<GeneratedNotice, 'id'>[] = []
  const civilFirst = civilKind(c.kind) && c.instance === 1
  // A defendant who cannot be reached is served by publication: the complaint, and later the judgement.
  if (civilFirst && rng.chance(0.3)) {
    const served = Math.min(filed + rng.int(10, 30), hearing - 40)
    out.push({
      ...common,
      kind: 'service',
      date: isoOf(served),
      hearingDate: isoOf(hearing),
      absent: c.opponent,
    })
    const after = judged + rng.int(15, 45)
    if (after <= LAST_DAY) {
      const court = courtOf(c)
      out.push({
        ...common,
        kind: 'judgementService',
        date: isoOf(after),
        hearingDate: null,
        absent: c.opponent,
        appealCourt: court ? appealCourtOf(court) : null,
        resultZh: c.resultZh,
        resultEn: c.resultEn,
        judgedDate: c.date,
      })
    }
  }
  out.push({ ...common, kind: 'hearing', date: isoOf(hearing - rng.int(3, 12)), hearingDate: isoOf(hearing) })
  return out
}

/** The court of a judged case, found back by its name (the case keeps only its names). */
function courtOf(c: GeneratedCase): Court | undefined {
  return IP_COURTS.map((court) => firstInstanceCourt(court, c.date)).find((court) => court.zh === c.courtZh)
}

/** An infringement suit the owner filed recently, not yet judged: served by publication, a hearing set. */
function pendingSuit(rng: Rng, mark: RegisterMark, ctx: CaseContext): Omit<GeneratedNotice, 'id'>[] {
  const filed = LAST_DAY - rng.int(40, 240)
  if (filed < dayOf(mark.registrationDate!) + 300) return []
  const court = firstInstanceCourt(rng.pick(IP_COURTS), isoOf(filed))
  const opponent = rng.pick(ctx.opponents)
  const year = isoOf(filed).slice(0, 4)
  const cause = rng.chance(0.75) ? ('infringement' as const) : ('unfairCompetition' as const)
  const hearing = filed + rng.int(90, 200)
  const common = {
    ...base(mark, {
      caseNo: `（${year}）${court.code}民初${rng.int(120, 19_999)}号`,
      courtZh: court.zh,
      courtEn: court.en,
      instance: 1,
      parties: [
        { role: 'plaintiff' as const, nameZh: ctx.owner.nameZh, nameEn: ctx.owner.nameEn },
        { role: 'defendant' as const, nameZh: opponent.nameZh, nameEn: opponent.nameEn },
      ],
    }),
    cause,
    caseId: null,
    courtroom: rng.int(1, 28),
    hearingDate: isoOf(hearing),
  }
  const out: Omit<GeneratedNotice, 'id'>[] = [
    {
      ...common,
      kind: 'service',
      date: isoOf(Math.min(filed + rng.int(10, 30), LAST_DAY)),
      absent: opponent,
    },
  ]
  const announced = hearing - rng.int(3, 12)
  if (announced <= LAST_DAY) out.push({ ...common, kind: 'hearing', date: isoOf(announced) })
  return out
}

/** Service by publication: 60 days under the Civil Procedure Law before its 2021 revision, 30 days since 2022. */
const serviceRule = (iso: string) =>
  iso < '2022-01-01'
    ? { articleZh: '第九十二条', articleEn: 'Article 92', days: 60, daysZh: '六十日' }
    : { articleZh: '第九十五条', articleEn: 'Article 95', days: 30, daysZh: '三十日' }

/** The full notice: its text in both languages, as the court published it. */
export function courtNoticeDetailOf(n: GeneratedNotice, mark: RegisterMark): Omit<CourtNoticeDetail, 'mark'> {
  const markZh = `第${mark.registrationNo}号“${mark.name || '图形'}”商标`
  const markEn = `mark no. ${mark.registrationNo} ${mark.name ? `“${mark.name}”` : '(device)'}`
  const causeZh = CAUSE_ZH[n.cause]
  const causeEn = CAUSE_EN[n.cause]
  const partiesZh = n.parties.map((p) => `${ROLE[p.role][0]}${p.nameZh}`).join('、')
  const partiesEn = n.parties.map((p) => `${ROLE[p.role][1].toLowerCase()} ${p.nameEn}`).join(', ')
  const plaintiff = n.parties[0]!
  const rule = serviceRule(n.date)
  let paragraphsZh: string[]
  let paragraphsEn: string[]
  if (n.kind === 'hearing') {
    paragraphsZh = [
      `本院定于${n.hearingDate}在本院第${n.courtroom}法庭公开开庭审理${partiesZh}${causeZh}一案，案号${n.caseNo}，案件涉及${markZh}。`,
      '特此公告。',
    ]
    paragraphsEn = [
      `This court will hear in public, on ${n.hearingDate} in courtroom no. ${n.courtroom}, case ${n.caseNo} between ${partiesEn}, concerning ${causeEn} over ${markEn}.`,
      'Notice is hereby given.',
    ]
  } else if (n.kind === 'service') {
    const absent = n.absent!
    paragraphsZh = [
      `${absent.nameZh}：`,
      `本院受理原告${plaintiff.nameZh}诉你方${causeZh}一案，案号${n.caseNo}，案件涉及${markZh}。因你方下落不明，依照《中华人民共和国民事诉讼法》${rule.articleZh}的规定，向你方公告送达起诉状副本、应诉通知书、举证通知书及开庭传票。自公告之日起经过${rule.daysZh}，即视为送达。提出答辩状的期限和举证期限分别为公告期满后的十五日和三十日内。`,
      `本案定于${n.hearingDate}在本院第${n.courtroom}法庭开庭审理，逾期不到庭的，本院将依法缺席判决。`,
    ]
    paragraphsEn = [
      `To ${absent.nameEn}:`,
      `This court has accepted case ${n.caseNo}, in which the plaintiff ${plaintiff.nameEn} sues you for ${causeEn} over ${markEn}. As your whereabouts are unknown, the complaint, the notice of response, the notice on evidence and the summons are served on you by publication under ${rule.articleEn} of the Civil Procedure Law. They are deemed served ${rule.days} days after this notice is published. You may file a defence within 15 days and evidence within 30 days after that.`,
      `The case will be heard on ${n.hearingDate} in courtroom no. ${n.courtroom}; if you fail to appear, the court will give judgement by default.`,
    ]
  } else {
    const absent = n.absent!
    const appealZh = n.appealCourt ? n.appealCourt.zh : '上一级人民法院'
    const appealEn = n.appealCourt ? `the ${n.appealCourt.en}` : 'the higher people’s court'
    paragraphsZh = [
      `${absent.nameZh}：`,
      `本院受理原告${plaintiff.nameZh}诉你方${causeZh}一案，案号${n.caseNo}，已于${n.judgedDate}审理终结。因你方下落不明，依照《中华人民共和国民事诉讼法》${rule.articleZh}的规定，向你方公告送达本院${n.caseNo}民事判决书。判决主要内容：${n.resultZh}。`,
      `自公告之日起经过${rule.daysZh}，即视为送达。如不服本判决，可在公告期满后十五日内向本院递交上诉状，上诉于${appealZh}。`,
    ]
    paragraphsEn = [
      `To ${absent.nameEn}:`,
      `This court concluded case ${n.caseNo}, in which the plaintiff ${plaintiff.nameEn} sued you for ${causeEn}, on ${n.judgedDate}. As your whereabouts are unknown, civil judgement ${n.caseNo} is served on you by publication under ${rule.articleEn} of the Civil Procedure Law. Its main terms: ${n.resultEn}.`,
      `It is deemed served ${rule.days} days after this notice is published. You may appeal to ${appealEn} within 15 days after that, by filing a petition with this court.`,
    ]
  }
  return { ...courtNoticeSummaryOf(n), paragraphsZh, paragraphsEn }
}
