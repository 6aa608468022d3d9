/**
 * What each issue of the living register's gazette holds (issue 16, trademark monitoring): fixed by the issue
 * number alone, so every reader (the watches, the trademark detail page, a test) sees the same issue.
 *
 * An issue holds:
 * - preliminary approvals (new China marks, status 3 "published for opposition"): a near-variant of every demo
 *   account's own marks (same pronunciation, the name with a word added, one character or letter changed) in
 *   one of the mark's classes, and now and then another in an unrelated class; near-variants of well-known register marks;
 *   the series filings of the register's busiest applicants and of the applicants the demo accounts follow;
 *   near-variants of other register marks. Applicants and agents are register parties, goods the class lists'.
 * - notices on register marks: assignments, renewals, changes, invalidations and cancellations, some of them
 *   of the followed applicants' marks;
 * - a notice on one own mark of each demo account (a recorded change, or a third party's non-use cancellation
 *   or invalidation request served through the gazette), for status watches.
 * Gazette marks have ids 'TM8' + issue (4 digits) + entry (2 digits): markById finds them (gazetteMarkById),
 * so a hit opens the trademark detail page like a register mark.
 */
import { addBusinessDays } from '../../src/domain/clock'
import { findLaterEntriesWith, getRegister } from '../register'
import { CLASS_NOS, GOODS_BY_CLASS } from '../register/goods'
import { BRAND_CHARS, SUFFIX_WORDS, pinyinOf } from '../register/names'
import { applicationNumber } from '../register/numbers'
import { readingOfVariant, rememberReading } from '../register/pinyin'
import { PINYIN_TABLE } from '../register/pinyin-table.data'
import { createRng, hashString, type Rng } from '../register/prng'
import { specimenDesign, type SpecimenDesign } from '../register/specimen-design'
import { hashOnFirstRead } from '../register/specimen-grid'
import type { RegisterClass, RegisterMark } from '../register/types'
import { DEMO_USER_IDS, marksOf } from '../reference-data/brands'
import type { GazetteSection } from '../../src/api/schemas/monitoring'
import { FIRST_LIVING_ISSUE, scheduledOn } from './gazette-schedule'

/** Register marks generated before the well-known ones (generate.ts `size`). */
const GENERATED_MARKS = 50_000
const ID_BASE = 8_000_000
/** The applicants the demo accounts follow in their portfolios (portfolios/store.ts SEEDED). */
const FOLLOWED = ['AP000052', 'AP000027', 'AP000035', 'AP000068', 'AP000101', 'AP000130']

export interface Bilingual {
  zh: string
  en: string
}

/** One entry of an issue. */
export type GazetteEntry =
  | { key: string; section: 'preliminary'; mark: RegisterMark }
  | { key: string; section: Exclude<GazetteSection, 'preliminary'>; mark: RegisterMark; note: Bilingual }
  | {
      key: string
      section: Exclude<GazetteSection, 'preliminary'>
      /** A demo account's own mark (reference-data/brands). */
      own: { userId: string; regNo: string; name: string; classes: string[] }
      note: Bilingual
    }

export interface IssueContent {
  issueNo: number
  publishedOn: string
  entries: GazetteEntry[]
  markCount: number
  noticeCount: number
}

// ---------------------------------------------------------------------------------------------------------
// Names.

const HAN = /\p{Script=Han}/u
let homophones: Map<string, string[]> | undefined

/** Other characters of the same reading (from the register's pinyin table). */
function sameReading(ch: string): string[] {
  if (!homophones) {
    homophones = new Map()
    for (const [c, py] of Object.entries(PINYIN_TABLE)) {
      const list = homophones.get(py) ?? []
      list.push(c)
      homophones.set(py, list)
    }
  }
  const py = PINYIN_TABLE[ch]
  return py ? (homophones.get(py) ?? []).filter((c) => c !== ch) : []
}

const LATIN_TAILS = ['PRO', 'PLUS', 'GO', 'LAB', 'MAX', 'ONE']
const VOWELS = 'AEIOU'

type Strategy = 'homophone' | 'suffix' | 'prefix' | 'swap'
const STRATEGIES: readonly Strategy[] = ['homophone', 'suffix', 'swap', 'prefix']

/** A name near `name`: the same reading, the name with a word added, or one character changed. */
export function variantOf(name: string, rng: Rng, strategy: Strategy): string {
  const chars = Array.from(name)
  if (HAN.test(name)) {
    const hanAt = chars.flatMap((c, i) => (HAN.test(c) ? [i] : []))
    if (strategy === 'homophone') {
      const options = hanAt.filter((i) => sameReading(chars[i]!).length > 0)
      if (options.length) {
        const at = rng.pick(options)
        const copy = [...chars]
        copy[at] = rng.pick(sameReading(chars[at]!))
        return copy.join('')
      }
      strategy = 'suffix'
    }
    if (strategy === 'swap' && hanAt.length >= 3) {
      const at = rng.pick(hanAt.slice(1))
      const copy = [...chars]
      copy[at] = BRAND_CHARS[rng.int(0, BRAND_CHARS.length - 1)]!
      if (copy.join('') !== name) return copy.join('')
    }
    if (strategy === 'prefix') return BRAND_CHARS[rng.int(0, BRAND_CHARS.length - 1)]! + name
    const suffix = rng.pick(SUFFIX_WORDS.filter((w) => !name.endsWith(w)))
    return name + suffix
  }
  const upper = name.toUpperCase()
  if (strategy === 'swap' || strategy === 'homophone') {
    const at = Array.from(upper).flatMap((c, i) => (VOWELS.includes(c) && i > 0 ? [i] : []))
    if (at.length) {
      const i = rng.pick(at)
      const vowel = rng.pick(Array.from(VOWELS).filter((v) => v !== upper[i]))
      return upper.slice(0, i) + vowel + upper.slice(i + 1)
    }
  }
  if (strategy === 'prefix') return `${upper}${upper.at(-1)}`
  return `${upper} ${rng.pick(LATIN_TAILS)}`
}

// ---------------------------------------------------------------------------------------------------------
// Marks.

function classWith(rng: Rng, no: string, offset: number): RegisterClass {
  const pool = GOODS_BY_CLASS[CLASS_NOS.indexOf(no)] ?? []
  const count = Math.min(pool.length, rng.int(3, 6))
  const start = pool.length > count ? Math.min(offset, pool.length - count) : 0
  const chosen = pool.slice(start, start + count)
  return {
    no,
    goodsZh: chosen.map((g) => g.zh),
    goodsEn: chosen.map((g) => g.en),
    groups: chosen.map((g) => g.group),
  }
}

interface Draft {
  name: string
  /** The name it was made from (variantOf): its reading gives the new name's. */
  base: string
  classes: string[]
  applicantId: string
  /** Where in the class list the goods start: 0 = the class's headline goods (what a demo mark holds). */
  goodsOffset: number
}

const progressOf = (iso: string) =>
  (Date.parse(iso) - Date.parse('1995-01-01')) / (Date.parse('2026-11-22') - Date.parse('1995-01-01'))

function gazetteMark(
  rng: Rng,
  issueNo: number,
  index: number,
  draft: Draft,
  publishedOn: string,
  agents: string[],
): RegisterMark {
  const filingDate = addBusinessDays(publishedOn, -rng.int(190, 280))
  // Read from the name it was made from, so the search and the watches read it without pinyin-pro.
  const reading = HAN.test(draft.name) ? readingOfVariant(draft.base, draft.name) : null
  if (reading) rememberReading(draft.name, reading)
  const mark: Omit<RegisterMark, 'imageHash'> = {
    id: `TM${ID_BASE + issueNo * 100 + index}`,
    name: draft.name,
    pinyin: HAN.test(draft.name) ? pinyinOf(draft.name) : '',
    kind: rng.chance(0.8) ? 'word' : 'combined',
    country: 'CN',
    applicationNo: applicationNumber(rng, 'CN', Number(filingDate.slice(0, 4)), progressOf(filingDate)),
    registrationNo: '',
    applicantId: draft.applicantId,
    agentId: rng.chance(0.85) ? rng.pick(agents) : null,
    classes: draft.classes.map((no) => classWith(rng, no, draft.goodsOffset)),
    viennaCodes: [],
    status: 3,
    filingDate,
    publicationDate: publishedOn,
    registrationDate: null,
    expiryDate: null,
    priorityDate: null,
  }
  if (mark.kind === 'combined')
    mark.viennaCodes = [rng.pick(['26.1.1', '26.4.2', '27.5.1', '1.15.15', '5.3.13'])]
  const done: RegisterMark = hashOnFirstRead(mark, (): SpecimenDesign => specimenDesign(done))
  return done
}

// ---------------------------------------------------------------------------------------------------------
// The register's parties, read once.

interface Cast {
  companies: string[]
  agents: string[]
  busiest: string[]
  marksOf: Map<string, RegisterMark[]>
  wellKnown: RegisterMark[]
  registeredCn: RegisterMark[]
}
let cast: Cast | undefined

function castOf(): Cast {
  if (cast) return cast
  const { marks, parties } = getRegister()
  const byApplicant = new Map<string, RegisterMark[]>()
  const agentIds = new Set<string>()
  for (const m of marks) {
    if (m.agentId && m.country === 'CN') agentIds.add(m.agentId)
    if (m.country !== 'CN') continue
    const list = byApplicant.get(m.applicantId) ?? []
    list.push(m)
    byApplicant.set(m.applicantId, list)
  }
  const companies = parties
    .filter((p) => p.kind === 'company' && p.country === 'CN' && byApplicant.has(p.id) && !agentIds.has(p.id))
    .map((p) => p.id)
  const busiest = [...byApplicant.entries()]
    .filter(([id]) => id.startsWith('AP0'))
    .sort((a, b) => b[1].length - a[1].length || (a[0] < b[0] ? -1 : 1))
    .slice(0, 40)
    .map(([id]) => id)
  cast = {
    companies,
    agents: [...agentIds].sort(),
    busiest,
    marksOf: byApplicant,
    wellKnown: marks.slice(GENERATED_MARKS).filter((m) => m.name !== ''),
    registeredCn: marks
      .slice(0, GENERATED_MARKS)
      .filter((m) => m.country === 'CN' && m.status === 1 && m.name !== ''),
  }
  return cast
}

// ---------------------------------------------------------------------------------------------------------
// Notices.

const OWN_NOTICES: readonly { section: 'change' | 'cancellation' | 'invalidation'; note: Bilingual }[] = [
  {
    section: 'change',
    note: {
      zh: '注册人地址变更已核准并公告',
      en: 'A change of the registrant’s address was approved and published',
    },
  },
  {
    section: 'cancellation',
    note: {
      zh: '第三方以连续三年不使用为由申请撤销该注册商标，公告送达：注册人应自公告之日起 2 个月内提交使用证据',
      en: 'A third party applied to cancel the registration for three years’ non-use (served by the gazette): the registrant must file evidence of use within 2 months',
    },
  },
  {
    section: 'change',
    note: {
      zh: '注册人名义变更已核准并公告',
      en: 'A change of the registrant’s name was approved and published',
    },
  },
  {
    section: 'invalidation',
    note: {
      zh: '第三方对该注册商标提出无效宣告请求，公告送达：注册人应自公告之日起 30 日内答辩',
      en: 'A third party requested invalidation of the registration (served by the gazette): the registrant must reply within 30 days',
    },
  },
]

function registerNotice(
  rng: Rng,
  mark: RegisterMark,
  parties: string[],
): { section: Exclude<GazetteSection, 'preliminary'>; note: Bilingual } {
  const roll = rng.int(0, 9)
  if (roll < 3) {
    const to = getRegister().parties.find((p) => p.id === rng.pick(parties))
    return {
      section: 'assignment',
      note: { zh: `转让给 ${to?.nameZh ?? ''}`, en: `Assigned to ${to?.nameEn ?? ''}` },
    }
  }
  if (roll < 6 && mark.expiryDate) {
    return {
      section: 'renewal',
      note: { zh: '续展注册，有效期续展十年', en: 'Renewed for ten years' },
    }
  }
  if (roll < 8)
    return { section: 'change', note: { zh: '注册人地址变更', en: 'Change of the registrant’s address' } }
  if (roll < 9)
    return {
      section: 'invalidation',
      note: { zh: '注册商标被宣告无效（部分商品）', en: 'Registration declared invalid (for some goods)' },
    }
  return {
    section: 'cancellation',
    note: { zh: '因连续三年不使用被撤销', en: 'Cancelled for three years’ non-use' },
  }
}

// ---------------------------------------------------------------------------------------------------------
// Issues.

const PUBLICATIONS = new Map<number, string>()
const CONTENTS = new Map<string, IssueContent>()
const CONTENTS_KEPT = 40

/**
 * Remembers the day an issue was published (it differs from its schedule when the demo published it early),
 * so the marks of the issue found by id (the trademark detail page) carry that day.
 */
export function rememberPublication(issueNo: number, publishedOn: string): void {
  PUBLICATIONS.set(issueNo, publishedOn)
}

/** The entries of an issue published on `publishedOn` (its scheduled day unless given). */
export function issueContent(
  issueNo: number,
  publishedOn = PUBLICATIONS.get(issueNo) ?? scheduledOn(issueNo),
): IssueContent {
  const cacheKey = `${issueNo}|${publishedOn}`
  const cached = CONTENTS.get(cacheKey)
  if (cached) return cached
  const c = castOf()
  const rng = createRng(hashString(`gazette:${issueNo}`))
  const drafts: Draft[] = []
  const strategy = (k: number) => STRATEGIES[(issueNo + k) % STRATEGIES.length]!
  // Near-variants of the demo accounts' marks: in the mark's own class, one in five in another class.
  let k = 0
  for (const userId of DEMO_USER_IDS) {
    for (const own of marksOf(userId)) {
      k += 1
      drafts.push({
        name: variantOf(own.name, rng, strategy(k)),
        base: own.name,
        classes: [rng.pick(own.niceClasses)],
        applicantId: rng.pick(c.companies),
        goodsOffset: rng.int(0, 4),
      })
      // Now and then the same name in an unrelated class too (a hit only for a watch of that class).
      if ((issueNo + k) % 5 === 0)
        drafts.push({
          name: variantOf(own.name, rng, strategy(k + 1)),
          base: own.name,
          classes: [CLASS_NOS[(Number(own.niceClasses[0]) + 6) % 45]!],
          applicantId: rng.pick(c.companies),
          goodsOffset: rng.int(0, 4),
        })
    }
  }
  // Near-variants of well-known marks (rotating through them).
  for (let i = 0; i < 6; i++) {
    const base = c.wellKnown[(issueNo * 7 + i * 13) % c.wellKnown.length]!
    drafts.push({
      name: variantOf(base.name, rng, strategy(i)),
      base: base.name,
      classes: [base.classes[0]!.no],
      applicantId: rng.pick(c.companies),
      goodsOffset: rng.int(0, 6),
    })
  }
  // Series filings of the followed and the busiest applicants.
  const filers = [
    ...FOLLOWED,
    ...Array.from({ length: 6 }, (_, i) => c.busiest[(issueNo * 5 + i) % c.busiest.length]!),
  ]
  for (const applicantId of filers) {
    const theirs = c.marksOf.get(applicantId)?.filter((m) => m.name !== '') ?? []
    const base = theirs.length ? rng.pick(theirs) : rng.pick(c.registeredCn)
    drafts.push({
      name: variantOf(base.name, rng, 'suffix'),
      base: base.name,
      classes: [rng.pick(base.classes).no],
      applicantId,
      goodsOffset: rng.int(0, 6),
    })
  }
  // Near-variants of other register marks.
  for (let i = 0; i < 14; i++) {
    const base = rng.pick(c.registeredCn)
    drafts.push({
      name: variantOf(base.name, rng, strategy(i + 3)),
      base: base.name,
      classes: [rng.pick(base.classes).no],
      applicantId: rng.pick(c.companies),
      goodsOffset: rng.int(0, 6),
    })
  }
  const entries: GazetteEntry[] = drafts.map((draft, i) => ({
    key: `p${i}`,
    section: 'preliminary',
    mark: gazetteMark(rng, issueNo, i, draft, publishedOn, c.agents),
  }))
  // Notices on register marks: the followed applicants' marks in turn, then others.
  const noticed: RegisterMark[] = []
  for (let i = 0; i < 3; i++) {
    const theirs =
      c.marksOf.get(FOLLOWED[(issueNo + i) % FOLLOWED.length]!)?.filter((m) => m.status === 1) ?? []
    if (theirs.length) noticed.push(rng.pick(theirs))
  }
  for (let i = 0; i < 8; i++) noticed.push(rng.pick(c.registeredCn))
  noticed.forEach((mark, i) =>
    entries.push({ key: `n${i}`, mark, ...registerNotice(rng, mark, c.companies) }),
  )
  // One notice on an own mark of each demo account.
  DEMO_USER_IDS.forEach((userId, u) => {
    const own = marksOf(userId)
    const mark = own[(issueNo + u) % own.length]!
    const notice = OWN_NOTICES[(issueNo + u) % OWN_NOTICES.length]!
    entries.push({
      key: `o${u}`,
      own: { userId, regNo: mark.regNo, name: mark.name, classes: [...mark.niceClasses] },
      ...notice,
    })
  })
  const content: IssueContent = {
    issueNo,
    publishedOn,
    entries,
    markCount: drafts.length,
    noticeCount: entries.length - drafts.length,
  }
  if (CONTENTS.size >= CONTENTS_KEPT) CONTENTS.delete(CONTENTS.keys().next().value!)
  CONTENTS.set(cacheKey, content)
  return content
}

/** Whether an id is a living register's mark's ('TM8' + issue + entry). */
export const isGazetteMark = (id: string) => /^TM8\d{6}$/.test(id)

/** A preliminary approval of the living register by id ('TM8' + issue + entry), or undefined. */
export function gazetteMarkById(id: string): RegisterMark | undefined {
  const n = Number(id.slice(2)) - ID_BASE
  if (!isGazetteMark(id) || n < FIRST_LIVING_ISSUE * 100) return undefined
  const issueNo = Math.floor(n / 100)
  const entry = issueContent(issueNo).entries[n % 100]
  return entry?.section === 'preliminary' ? entry.mark : undefined
}

// markById (the trademark detail page, an export) finds the gazette's marks too.
findLaterEntriesWith({ mark: gazetteMarkById })
