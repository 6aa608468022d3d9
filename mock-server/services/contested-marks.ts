/**
 * The marks the contested procedures are filed against or cite (issue 13), as the mock knows them:
 * - the generated register (mock-server/register): China marks published for opposition, registered marks;
 * - the watched marks below: third parties' marks laid out around today, so the demo always has a mark in its
 *   opposition period, one whose period just ended, one registered too recently for non-use, one past the
 *   5 years of relative grounds (the register itself is dated, mock-server/register/generate.ts);
 * - the account's own applications (refusal review: its refused ones, with the marks the refusal cited).
 * Each is a ServiceMark with its contested facts (goods, gazette, refusal), whose status comes from its events
 * through src/domain/mark-lifecycle.ts like every other mark of the mock.
 */
import { addBusinessDays } from '../../src/domain/clock'
import { addMonths, parseIsoDate, toIsoDate } from '../../src/domain/dates'
import { markLifecycle, type MarkEvent } from '../../src/domain/mark-lifecycle'
import type { CitedMark } from '../../src/domain/services/contested'
import type { ContestedFacts, ServiceMark } from '../../src/domain/services/types'
import { perRequest, type HandlerContext } from '../context'
import { getRegister, partyById, type RegisterMark } from '../register'
import { gazetteIssue } from '../register/records/offices'
import { registerLifecycle } from '../register/records/lifecycle'
import { GOODS_BY_CLASS } from '../register/goods'
import { portfolioGoods, portfolioOf } from '../reference-data/portfolio'
import { applicantsOf } from '../registration-applicants/store'
import { accountServiceMarks } from './marks'
import { issueContent } from '../monitoring/gazette'
import { publishedIssues } from '../monitoring/gazette-schedule'

type Ctx = HandlerContext<unknown>

const shift = (from: string, months: number, days = 0) =>
  addBusinessDays(toIsoDate(addMonths(parseIsoDate(from)!, months)), days)

interface WatchedMark {
  regNo: string
  name: string
  classes: string[]
  holderZh: string
  holderEn: string
  addressZh: string
  addressEn: string
  /** The mark's events, relative to today (`at(months, days)`). */
  story: (at: (months: number, days?: number) => string) => MarkEvent[]
}

const e = (code: MarkEvent['code'], date: string): MarkEvent => ({ code, date })
const registeredOn = (reg: string): MarkEvent[] => [
  e('filed', shift(reg, -12, -3)),
  e('published', shift(reg, -3, -2)),
  e('registered', reg),
]

const ZHILIAN = {
  holderZh: '深圳市智联云杉科技有限公司',
  holderEn: 'Shenzhen Zhilian Yunshan Technology Co., Ltd.',
  addressZh: '广东省深圳市南山区科技园南区高新南七道 18 号',
  addressEn: '18 Gaoxin South 7th Road, Nanshan District, Shenzhen, Guangdong',
}
const SHANSHU = {
  holderZh: '杭州杉数信息技术有限公司',
  holderEn: 'Hangzhou Shanshu Information Technology Co., Ltd.',
  addressZh: '浙江省杭州市西湖区文三路 90 号',
  addressEn: '90 Wensan Road, Xihu District, Hangzhou, Zhejiang',
}

/**
 * Third parties' marks the demo accounts watch, laid out around today. Their numbers are outside the
 * register's ranges, so a search finds each once.
 */
const WATCHED: readonly WatchedMark[] = [
  // In its opposition period (about two months left): similar to u-demo's 云杉 marks.
  {
    regNo: '72345018',
    name: '云杉智联',
    classes: ['09', '42'],
    ...ZHILIAN,
    story: (at) => [e('filed', at(-9)), e('published', at(0, -25))],
  },
  // In its opposition period, about ten days left.
  {
    regNo: '71980233',
    name: 'YUNSHAN CLOUD',
    classes: ['09'],
    ...ZHILIAN,
    story: (at) => [e('filed', at(-11)), e('published', at(-3, 10))],
  },
  // Its opposition period ended a few days ago (not registered yet).
  {
    regNo: '72345107',
    name: '杉数云',
    classes: ['42'],
    ...SHANSHU,
    story: (at) => [e('filed', at(-12)), e('published', at(-3, -5))],
  },
  // Registered a little over 4 years ago: open to non-use cancellation, relative grounds still open.
  {
    regNo: '26613388',
    name: '云杉优品',
    classes: ['35'],
    ...ZHILIAN,
    story: (at) => registeredOn(at(-50)),
  },
  // Registered 2 years ago: too recent for non-use; the refusal of u-demo's 杉语 cited it.
  {
    regNo: '31177420',
    name: '杉语智能',
    classes: ['09'],
    ...SHANSHU,
    story: (at) => registeredOn(at(-24)),
  },
  // Registered 7 years ago: relative grounds closed, only absolute grounds or bad faith remain.
  {
    regNo: '18820496',
    name: '云杉 YUNSHAN',
    classes: ['42'],
    ...ZHILIAN,
    story: (at) => registeredOn(at(-84)),
  },
  // The refusals of u-agency's applications cited these.
  {
    regNo: '30988712',
    name: 'HUAXIN LAW',
    classes: ['45'],
    holderZh: '北京华信律师事务所',
    holderEn: 'Beijing Huaxin Law Firm',
    addressZh: '北京市朝阳区建国路 88 号',
    addressEn: '88 Jianguo Road, Chaoyang District, Beijing',
    story: (at) => registeredOn(at(-30)),
  },
  {
    regNo: '27764120',
    name: '禾风食品',
    classes: ['30'],
    holderZh: '福建禾风食品有限公司',
    holderEn: 'Fujian Hefeng Foods Co., Ltd.',
    addressZh: '福建省福州市仓山区建新大道 12 号',
    addressEn: '12 Jianxin Avenue, Cangshan District, Fuzhou, Fujian',
    story: (at) => registeredOn(at(-60)),
  },
]

/** The marks each refused application of the demo accounts was refused over (refusal notices cite them). */
const REFUSAL_CITES: Readonly<Record<string, readonly string[]>> = {
  '52307716': ['31177420'],
  '56672019': ['30988712'],
  '53316608': ['27764120'],
}

const GOODS_SHOWN = 6
const goodsOfClass = (classNo: string) =>
  (GOODS_BY_CLASS[Number(classNo) - 1] ?? []).slice(0, GOODS_SHOWN).map((g) => ({ zh: g.zh, en: g.en }))

const squash = (v: string) => v.replace(/\s+/g, '').toLowerCase()

/** The names the caller's applicants are registered under (a mark held by one of them is the caller's). */
const ownNames = perRequest((ctx: Ctx, _key: 'names') => {
  const user = ctx.requireUser()
  const names = new Set<string>()
  for (const a of applicantsOf(ctx, user.id)) {
    if (a.nameZh) names.add(squash(a.nameZh))
    if (a.nameEn) names.add(squash(a.nameEn))
  }
  return names
})
const heldByCaller = (ctx: Ctx, zh: string, en: string) => {
  const names = ownNames(ctx, 'names')
  return (zh !== '' && names.has(squash(zh))) || (en !== '' && names.has(squash(en)))
}

const facts = (f: Partial<ContestedFacts> & Pick<ContestedFacts, 'applicationNo' | 'filedOn' | 'goods'>) => ({
  publishedOn: null,
  gazetteIssue: null,
  refusedOn: null,
  refusalCites: [],
  ownMark: false,
  ...f,
})

function watchedMark(ctx: Ctx, w: WatchedMark): ServiceMark {
  const today = ctx.today()
  const events = w.story((months, days = 0) => shift(today, months, days))
  const life = markLifecycle(events, today)
  const published = events.findLast((ev) => ev.code === 'published')?.date ?? null
  return {
    regNo: w.regNo,
    name: w.name,
    image: null,
    classes: [...w.classes],
    holderZh: w.holderZh,
    holderEn: w.holderEn,
    holderAddressZh: w.addressZh,
    holderAddressEn: w.addressEn,
    applicantId: null,
    status: life.status,
    registrationDate: life.registrationDate,
    expiryDate: life.expiryDate,
    region: 'mainland',
    country: 'CN',
    contested: facts({
      applicationNo: w.regNo,
      filedOn: events.find((ev) => ev.code === 'filed')!.date,
      goods: w.classes.map((classNo) => ({ classNo, items: goodsOfClass(classNo) })),
      publishedOn: life.registrationDate ? null : published,
      gazetteIssue: published && !life.registrationDate ? gazetteIssue('CN', published) : null,
      ownMark: heldByCaller(ctx, w.holderZh, w.holderEn),
    }),
  }
}

const watchedMarks = perRequest((ctx: Ctx, _key: 'watched') => WATCHED.map((w) => watchedMark(ctx, w)))

/** A China mark of the register as the contested procedures see it. */
function registerMark(ctx: Ctx, m: RegisterMark): ServiceMark {
  const party = partyById(m.applicantId)
  const life = registerLifecycle(m, ctx.today())
  const status = life?.status ?? m.status
  const registered = status === 1 || status === 7
  return {
    regNo: m.registrationNo || m.applicationNo,
    name: m.name,
    image: null,
    classes: m.classes.map((c) => c.no),
    holderZh: party?.nameZh ?? '',
    holderEn: party?.nameEn ?? '',
    holderAddressZh: party?.addressZh ?? '',
    holderAddressEn: party?.addressEn ?? '',
    applicantId: null,
    status,
    registrationDate: life?.registrationDate ?? m.registrationDate,
    expiryDate: life?.expiryDate ?? m.expiryDate,
    region: 'mainland',
    country: 'CN',
    contested: facts({
      applicationNo: m.applicationNo,
      filedOn: m.filingDate,
      goods: m.classes.map((c) => ({
        classNo: c.no,
        items: c.goodsZh.map((zh, i) => ({ zh, en: c.goodsEn[i] ?? '' })),
      })),
      publishedOn: !registered && status === 3 ? m.publicationDate : null,
      gazetteIssue:
        !registered && status === 3 && m.publicationDate ? gazetteIssue('CN', m.publicationDate) : null,
      ownMark: party ? heldByCaller(ctx, party.nameZh, party.nameEn) : false,
    }),
  }
}

/** Whether a mark's number, name or holder contains the keyword (case and spaces ignored). */
function matches(keyword: string, values: readonly string[]): boolean {
  const k = squash(keyword)
  return k === '' || values.some((v) => squash(v).includes(k))
}

let chinaMarks: RegisterMark[] | undefined
let byNumber: Map<string, RegisterMark> | undefined
const china = () => (chinaMarks ??= getRegister().marks.filter((m) => m.country === 'CN' && m.name !== ''))
function registerByNumber(regNo: string): RegisterMark | undefined {
  if (!byNumber) {
    byNumber = new Map()
    for (const m of china()) {
      byNumber.set(m.applicationNo, m)
      if (m.registrationNo) byNumber.set(m.registrationNo, m)
    }
  }
  return byNumber.get(regNo.trim())
}

/**
 * The register's China marks passing `keep` whose number, name or holder matches `keyword`: the first `limit`
 * of them in `order` (register order when none) and how many match.
 */
function searchRegister(
  keyword: string,
  keep: (m: RegisterMark) => boolean,
  limit: number,
  order?: (a: RegisterMark, b: RegisterMark) => number,
): { marks: RegisterMark[]; total: number } {
  const found: RegisterMark[] = []
  let total = 0
  const k = squash(keyword)
  for (const m of china()) {
    if (!keep(m)) continue
    if (k !== '') {
      const party = partyById(m.applicantId)
      if (!matches(k, [m.applicationNo, m.registrationNo, m.name, party?.nameZh ?? '', party?.nameEn ?? '']))
        continue
    }
    total += 1
    // Without an order the first ones will do; with one, every match is sorted first.
    if (order || found.length < limit) found.push(m)
  }
  return { marks: order ? found.sort(order).slice(0, limit) : found, total }
}

export interface TargetList {
  marks: ServiceMark[]
  total: number
}

/** How many marks a list shows; the rest are counted (a search narrows them). */
export const LIST_LIMIT = 30

const watchedMatching = (ctx: Ctx, keyword: string, keep: (m: ServiceMark) => boolean) =>
  watchedMarks(ctx, 'watched').filter(
    (m) => keep(m) && matches(keyword, [m.regNo, m.name, m.holderZh, m.holderEn]),
  )

function listOf(
  ctx: Ctx,
  keyword: string,
  watchedKeep: (m: ServiceMark) => boolean,
  registerKeep: (m: RegisterMark) => boolean,
  order?: (a: RegisterMark, b: RegisterMark) => number,
): TargetList {
  const watched = watchedMatching(ctx, keyword, watchedKeep)
  const found = searchRegister(keyword, registerKeep, Math.max(0, LIST_LIMIT - watched.length), order)
  return {
    marks: [...watched, ...found.marks.map((m) => registerMark(ctx, m))],
    total: watched.length + found.total,
  }
}

/**
 * The preliminary approvals of the living register's issues published by the mock's today (issue 16): the
 * newest gazette's marks, the ones a watch hit opens an opposition against.
 */
const livingMarks = perRequest((ctx: Ctx, _key: 'living'): RegisterMark[] =>
  publishedIssues(ctx.db, ctx.today())
    .reverse()
    .flatMap(({ issueNo, publishedOn }) =>
      issueContent(issueNo, publishedOn).entries.flatMap((e) =>
        e.section === 'preliminary' ? [e.mark] : [],
      ),
    ),
)

/** Marks published for opposition (the watched ones, the living gazette's and the register's), newest first. */
export function oppositionTargets(ctx: Ctx, keyword: string): TargetList {
  const watched = watchedMatching(ctx, keyword, (m) => m.contested?.publishedOn != null)
  const room = Math.max(0, LIST_LIMIT - watched.length)
  const k = squash(keyword)
  const living = livingMarks(ctx, 'living').filter((m) => {
    const party = partyById(m.applicantId)
    return matches(k, [m.applicationNo, m.name, party?.nameZh ?? '', party?.nameEn ?? ''])
  })
  const found = searchRegister(
    keyword,
    (m) => m.status === 3 && m.publicationDate !== null,
    Math.max(0, room - living.length),
    // The latest gazette's marks first: the ones whose opposition period has the most time left.
    (a, b) => (b.publicationDate ?? '').localeCompare(a.publicationDate ?? ''),
  )
  const published = (m: ServiceMark) => m.contested?.publishedOn ?? ''
  const marks = [...watched, ...[...living.slice(0, room), ...found.marks].map((m) => registerMark(ctx, m))]
  marks.sort((a, b) => published(b).localeCompare(published(a)))
  return { marks, total: watched.length + living.length + found.total }
}

/** Registered marks (the watched ones and the register's): non-use cancellation and invalidation targets. */
export function registeredTargets(ctx: Ctx, keyword: string): TargetList {
  return listOf(
    ctx,
    keyword,
    (m) => m.registrationDate !== null,
    (m) => (m.status === 1 || m.status === 7) && m.registrationDate !== null,
  )
}

/** Any contested target by number: a watched mark or a register China mark. */
export function findTarget(ctx: Ctx, regNo: string): ServiceMark | undefined {
  const watched = watchedMarks(ctx, 'watched').find((m) => m.regNo === regNo.trim())
  if (watched) return watched
  const found =
    registerByNumber(regNo) ?? livingMarks(ctx, 'living').find((m) => m.applicationNo === regNo.trim())
  return found ? registerMark(ctx, found) : undefined
}

/** The caller's applications refused by the office, with the refusal's day and the marks it cited. */
export function refusedApplications(ctx: Ctx, keyword = ''): ServiceMark[] {
  const user = ctx.requireUser()
  const today = ctx.today()
  const service = new Map(accountServiceMarks(ctx).map((m) => [m.regNo, m]))
  return portfolioOf(user.id, today).flatMap((p) => {
    const refused = p.events.findLast((ev) => ev.code === 'refused')?.date
    const mark = service.get(p.regNo)
    if (!refused || !mark || !matches(keyword, [mark.regNo, mark.name])) return []
    return [
      {
        ...mark,
        contested: facts({
          applicationNo: p.applicationNo,
          filedOn: p.events.find((ev) => ev.code === 'filed')?.date ?? refused,
          goods: p.niceClasses.map((classNo) => ({
            classNo,
            items: portfolioGoods(classNo).map((g) => ({ zh: g.zh, en: g.en })),
          })),
          refusedOn: refused.slice(0, 10),
          refusalCites: [...(REFUSAL_CITES[p.regNo] ?? [])],
          ownMark: true,
        }),
      },
    ]
  })
}

// --- Cited marks ----------------------------------------------------------------------------------------------

const cited = (m: ServiceMark): CitedMark => ({
  regNo: m.regNo,
  name: m.name,
  classes: [...m.classes],
  holderZh: m.holderZh,
  holderEn: m.holderEn,
  filedOn: m.contested?.filedOn ?? (m.registrationDate ? shift(m.registrationDate, -12) : ''),
  status: m.status,
})

/** The caller's own marks as cited marks (mainland ones): an opponent cites its own prior marks first. */
function ownCited(ctx: Ctx): CitedMark[] {
  const user = ctx.requireUser()
  const filed = new Map(
    portfolioOf(user.id, ctx.today()).map((p) => [p.regNo, p.events.find((ev) => ev.code === 'filed')?.date]),
  )
  return accountServiceMarks(ctx)
    .filter((m) => m.region === 'mainland')
    .map((m) => {
      const c = cited(m)
      const day = filed.get(m.regNo)
      return day ? { ...c, filedOn: day } : c
    })
}

/** Marks to cite by number, name or holder: the caller's own, the watched and the register's China marks. */
export function citedSearch(
  ctx: Ctx,
  keyword: string,
  limit: number,
  excludeRegNo?: string,
): { list: CitedMark[]; total: number } {
  const keep = (c: CitedMark) =>
    c.regNo !== excludeRegNo && matches(keyword, [c.regNo, c.name, c.holderZh, c.holderEn])
  const near = [...ownCited(ctx), ...watchedMarks(ctx, 'watched').map(cited)].filter(keep)
  const found = searchRegister(
    keyword,
    (m) => (m.registrationNo || m.applicationNo) !== excludeRegNo,
    Math.max(0, limit - near.length),
  )
  return {
    list: [...near, ...found.marks.map((m) => cited(registerMark(ctx, m)))].slice(0, limit),
    total: near.length + found.total,
  }
}

/** One mark to cite by number, as the server knows it (the draft's copy is never trusted). */
export function findCited(ctx: Ctx, regNo: string): CitedMark | undefined {
  const own = ownCited(ctx).find((c) => c.regNo === regNo)
  if (own) return own
  const target = findTarget(ctx, regNo)
  return target ? cited(target) : undefined
}
