/**
 * Court judgements concerning a mark, generated from it: infringement and unfair-competition suits brought
 * by the owner, and the administrative suits against CNIPA's invalidation and revocation decisions (which
 * the Beijing IP Court hears exclusively). Only registered China marks are litigated here, about one in
 * twenty, and half of those pending revocation or invalidation. Ids are `<markId>-C<n>`.
 */
import type { CaseDetail, CaseKind, CaseSummary } from '../../../src/api/schemas/analytics'
import { dayOf, isoOf } from '../numbers'
import { createRng, hashString, type Rng } from '../prng'
import type { RegisterMark, RegisterParty } from '../types'
import { LAST_DAY } from './offices'
import { CNIPA_PARTY, judgementText, type GeneratedCase } from './judgement-text'

export interface Court {
  zh: string
  en: string
  /** Case-number prefix: '京73' for the Beijing IP Court. */
  code: string
}

export const IP_COURTS: readonly Court[] = [
  { zh: '北京知识产权法院', en: 'Beijing Intellectual Property Court', code: '京73' },
  { zh: '上海知识产权法院', en: 'Shanghai Intellectual Property Court', code: '沪73' },
  { zh: '广州知识产权法院', en: 'Guangzhou Intellectual Property Court', code: '粤73' },
  { zh: '广东省深圳市中级人民法院', en: 'Shenzhen Intermediate People’s Court', code: '粤03' },
  { zh: '浙江省杭州市中级人民法院', en: 'Hangzhou Intermediate People’s Court', code: '浙01' },
  { zh: '四川省成都市中级人民法院', en: 'Chengdu Intermediate People’s Court', code: '川01' },
]
const IP_COURTS_OPENED = '2014-11-06'
const BEFORE_IP_COURTS: Readonly<Record<string, Court>> = {
  京73: { zh: '北京市第一中级人民法院', en: 'Beijing No. 1 Intermediate People’s Court', code: '京01' },
  沪73: { zh: '上海市第一中级人民法院', en: 'Shanghai No. 1 Intermediate People’s Court', code: '沪01' },
  粤73: { zh: '广东省广州市中级人民法院', en: 'Guangzhou Intermediate People’s Court', code: '粤01' },
}
const HIGH_COURTS: Readonly<Record<string, Court>> = {
  京: { zh: '北京市高级人民法院', en: 'Beijing High People’s Court', code: '京' },
  沪: { zh: '上海市高级人民法院', en: 'Shanghai High People’s Court', code: '沪' },
  粤: { zh: '广东省高级人民法院', en: 'Guangdong High People’s Court', code: '粤' },
  浙: { zh: '浙江省高级人民法院', en: 'Zhejiang High People’s Court', code: '浙' },
  川: { zh: '四川省高级人民法院', en: 'Sichuan High People’s Court', code: '川' },
}

/** The court of first instance on a day: the IP courts opened in November 2014, the intermediate courts before. */
export const firstInstanceCourt = (picked: Court, iso: string): Court =>
  iso < IP_COURTS_OPENED ? (BEFORE_IP_COURTS[picked.code] ?? picked) : picked

/** The high court an appeal from a first-instance court goes to. */
export const appealCourtOf = (first: Court): Court => HIGH_COURTS[first.code.charAt(0)]!

export interface CaseContext {
  owner: RegisterParty
  /** China companies to draw opponents from. */
  opponents: readonly RegisterParty[]
}

/**
 * The day a case was docketed: months before the judgement and after the registration (a suit against CNIPA
 * after its decision, so well after), squeezed in between the two for a mark registered only lately.
 */
function docketDay(drawn: number, registered: number, judged: number, administrative: boolean): number {
  const lo = registered + (administrative ? 200 : 30)
  const hi = judged - 30
  return hi < lo ? registered + Math.floor((judged - registered) / 2) : Math.min(Math.max(drawn, lo), hi)
}

/** The list fields of a case, without what the generator keeps for itself. */
export const caseSummaryOf = (c: CaseSummary): CaseSummary => ({
  id: c.id,
  markId: c.markId,
  caseNo: c.caseNo,
  courtZh: c.courtZh,
  courtEn: c.courtEn,
  date: c.date,
  kind: c.kind,
  instance: c.instance,
  parties: c.parties,
  outcome: c.outcome,
  resultZh: c.resultZh,
  resultEn: c.resultEn,
})

/** Whether the register can hold judgements (and court notices) for this mark at all. */
export const litigable = (m: RegisterMark) =>
  m.country === 'CN' && !!m.registrationDate && [1, 2, 7, 8].includes(m.status)

export function casesOf(mark: RegisterMark, ctx: CaseContext): GeneratedCase[] {
  if (!litigable(mark) || !ctx.opponents.length) return []
  // A suit is judged at the earliest some ten months after registration: a mark registered since has none yet.
  if (dayOf(mark.registrationDate!) + 330 > LAST_DAY) return []
  const rng = createRng(hashString(`${mark.id}:cases`))
  if (!rng.chance(mark.status === 7 ? 0.5 : 0.05)) return []
  const count = rng.chance(0.7) ? 1 : 2
  const reg = dayOf(mark.registrationDate!)
  const cases: GeneratedCase[] = []
  for (let k = 1; k <= count; k++) {
    const from = Math.min(reg + 300, LAST_DAY - 30)
    const date = rng.int(from, LAST_DAY - 5)
    cases.push(oneCase(rng, mark, ctx, k, date))
  }
  return cases.sort((a, b) => (a.date < b.date ? 1 : -1))
}

function oneCase(rng: Rng, mark: RegisterMark, ctx: CaseContext, k: number, day: number): GeneratedCase {
  const roll = rng.next()
  const kind: CaseKind =
    mark.status === 7
      ? roll < 0.5
        ? 'revocation'
        : 'invalidation'
      : roll < 0.55
        ? 'infringement'
        : roll < 0.7
          ? 'unfairCompetition'
          : roll < 0.88
            ? 'invalidation'
            : 'revocation'
  const administrative = kind === 'invalidation' || kind === 'revocation'
  const instance = rng.chance(0.7) ? 1 : 2
  const picked = administrative ? IP_COURTS[0]! : rng.pick(IP_COURTS)
  const first = firstInstanceCourt(picked, isoOf(day))
  const court = instance === 1 ? first : appealCourtOf(first)
  const serial = rng.int(120, 19_999)
  // A case is numbered in the year it was docketed.
  const caseNoOf = (filed: string) =>
    `（${filed.slice(0, 4)}）${court.code}${administrative ? '行' : '民'}${instance === 1 ? '初' : '终'}${serial}号`
  const opponent = rng.pick(ctx.opponents)
  const claimed = rng.int(10, 500) * 10_000
  const civil = !administrative
  const ownerWins = rng.chance(0.68)
  const damages = civil ? Math.round((claimed * rng.int(20, 100)) / 1000) * 10 : 0
  // Administrative suits follow the register: an invalid mark's owner lost its challenge; a live mark's
  // challenger lost, unless the mark is still pending revocation or invalidation (sent back to CNIPA).
  const challenger = civil
    ? instance === 1
      ? ctx.owner
      : opponent
    : mark.status === 2
      ? ctx.owner
      : opponent
  const outcome: CaseSummary['outcome'] = administrative
    ? mark.status === 7
      ? 'revoked'
      : 'affirmed'
    : instance === 2
      ? ownerWins
        ? 'affirmed'
        : 'revoked'
      : ownerWins
        ? damages >= claimed
          ? 'upheld'
          : 'partlyUpheld'
        : 'dismissed'
  const summary: GeneratedCase = {
    id: `${mark.id}-C${k}`,
    markId: mark.id,
    caseNo: '',
    courtZh: court.zh,
    courtEn: court.en,
    date: isoOf(day),
    kind,
    instance,
    parties: partiesOf(civil, instance, ctx.owner, opponent, challenger),
    outcome,
    resultZh: '',
    resultEn: '',
    opponent,
    challenger,
    damages: outcome === 'upheld' || outcome === 'partlyUpheld' ? damages : 0,
    claimed,
    filedDate: isoOf(docketDay(day - rng.int(120, 400), dayOf(mark.registrationDate!), day, administrative)),
  }
  summary.caseNo = caseNoOf(summary.filedDate)
  const result = resultOf(summary)
  summary.resultZh = result.zh
  summary.resultEn = result.en
  return summary
}

function partiesOf(
  civil: boolean,
  instance: number,
  owner: RegisterParty,
  opponent: RegisterParty,
  challenger: RegisterParty,
) {
  const as = (role: CaseSummary['parties'][number]['role'], p: { nameZh: string; nameEn: string }) => ({
    role,
    nameZh: p.nameZh,
    nameEn: p.nameEn,
  })
  if (civil) {
    // The owner sues; on appeal the losing defendant is the appellant.
    return instance === 1
      ? [as('plaintiff', owner), as('defendant', opponent)]
      : [as('appellant', opponent), as('appellee', owner)]
  }
  // The party unhappy with CNIPA's decision sues CNIPA; the other party joins as third party.
  const other = challenger === owner ? opponent : owner
  return instance === 1
    ? [as('plaintiff', challenger), as('defendant', CNIPA_PARTY), as('thirdParty', other)]
    : [as('appellant', challenger), as('appellee', CNIPA_PARTY), as('thirdParty', other)]
}

const wan = (yuan: number) => `${(yuan / 10_000).toLocaleString('en-US', { maximumFractionDigits: 2 })}`

export function resultOf(c: GeneratedCase): { zh: string; en: string } {
  const appeal = c.instance === 2
  switch (c.outcome) {
    case 'upheld':
    case 'partlyUpheld':
      return {
        zh: `判令被告停止侵权，赔偿经济损失及合理开支${wan(c.damages)}万元`,
        en: `Defendant ordered to stop the infringement and pay CNY ${c.damages.toLocaleString('en-US')} in damages and costs`,
      }
    case 'dismissed':
      return { zh: '驳回原告全部诉讼请求', en: "All of the plaintiff's claims dismissed" }
    case 'revoked':
      return c.kind === 'infringement' || c.kind === 'unfairCompetition'
        ? {
            zh: '撤销一审判决，驳回被上诉人的全部诉讼请求',
            en: "First-instance judgement set aside; all of the appellee's claims dismissed",
          }
        : {
            zh: '撤销被诉裁定，判令国家知识产权局重新作出裁定',
            en: 'Contested decision set aside; CNIPA ordered to decide again',
          }
    default:
      return appeal
        ? { zh: '驳回上诉，维持原判', en: 'Appeal dismissed; first-instance judgement upheld' }
        : { zh: '驳回原告诉讼请求，维持被诉裁定', en: 'Claim dismissed; contested decision upheld' }
  }
}

export function caseDetailOf(c: GeneratedCase, mark: RegisterMark, ctx: CaseContext, agent?: RegisterParty) {
  const text = judgementText(c, mark, ctx.owner, agent)
  const { members: judges, clerk } = panelOf(`${c.id}:panel`)
  const detail: Omit<CaseDetail, 'mark'> = {
    ...caseSummaryOf(c),
    sections: text,
    judgesZh: judges.map((j) => j.zh),
    judgesEn: judges.map((j) => j.en),
    clerkZh: clerk.zh,
    clerkEn: clerk.en,
  }
  return detail
}

/** A panel of three distinct members and a clerk who is none of them, drawn from `seed`. */
export function panelOf(seed: string) {
  const rng = createRng(hashString(seed))
  const start = rng.int(0, JUDGES.length - 1)
  const members = [0, 1, 2].map((k) => JUDGES[(start + k) % JUDGES.length]!)
  const clerk = JUDGES[(start + 3 + rng.int(0, JUDGES.length - 4)) % JUDGES.length]!
  return { members, clerk }
}

const JUDGES = [
  { zh: '张伟', en: 'Zhang Wei' },
  { zh: '王芳', en: 'Wang Fang' },
  { zh: '李娜', en: 'Li Na' },
  { zh: '刘洋', en: 'Liu Yang' },
  { zh: '陈静', en: 'Chen Jing' },
  { zh: '杨帆', en: 'Yang Fan' },
  { zh: '赵磊', en: 'Zhao Lei' },
  { zh: '周婷', en: 'Zhou Ting' },
  { zh: '吴敏', en: 'Wu Min' },
  { zh: '孙浩', en: 'Sun Hao' },
  { zh: '徐丽', en: 'Xu Li' },
  { zh: '马骏', en: 'Ma Jun' },
] as const
