import { CLASS_NOS, GOODS_BY_CLASS } from './goods'
import { buildNamePools, type NamePools } from './names'
import { addMonths, parseIsoDate, toIsoDate } from '../../src/domain/dates'
import { renewalPhaseOn, TERM_YEARS, termEnd } from '../../src/domain/mark-lifecycle'
import { applicationNumber, dayOf, isoOf, registrationNumber } from './numbers'
import { buildParties, type PartyBook } from './parties'
import { createRng, hashString, mulberry32, pickWeighted, weighted, type Rng } from './prng'
import { hashOnFirstRead } from './specimen-grid'
import { specimenDesign } from './specimen-design'
import type { MarkKind, RegisterClass, RegisterMark, RegisterParty } from './types'
import { VIENNA_CODES } from './vienna'
import { wellKnownMarks } from './well-known'

export interface GenerateOptions {
  size?: number
  seed?: number
}

export interface GeneratedRegister {
  marks: RegisterMark[]
  parties: RegisterParty[]
}

/** The register's "today": nothing is filed, published or registered after it. */
export const REGISTER_TODAY = '2026-11-22'
export const REGISTER_START = '1995-01-01'
const REGISTER_YEAR = Number(REGISTER_TODAY.slice(0, 4))
const TODAY = dayOf(REGISTER_TODAY)
const START = dayOf(REGISTER_START)

const COUNTRIES = weighted<string>([
  ['CN', 70],
  ['US', 8],
  ['EM', 5],
  ['JP', 4],
  ['KR', 3],
  ['WO', 2.5],
  ['HK', 2],
  ['GB', 2],
  ['DE', 1],
  ['FR', 0.8],
  ['TW', 0.8],
  ['AU', 0.5],
  ['SG', 0.4],
])
const CHINA_STATUSES = weighted<number>([
  [1, 52],
  [6, 15],
  [2, 14],
  [3, 6],
  [5, 4],
  [4, 4],
  [7, 3],
  [8, 2],
])
const OTHER_STATUSES = weighted<number>([
  [10, 58],
  [9, 20],
  [12, 14],
  [11, 8],
])
const KINDS = weighted<MarkKind>([
  ['word', 68],
  ['combined', 20],
  ['figurative', 12],
])
const POPULAR: Readonly<Record<number, number>> = {
  35: 6,
  9: 5,
  42: 4,
  25: 4,
  30: 4,
  3: 4,
  43: 3,
  29: 3,
  41: 3,
  5: 3,
}
const CLASS_TABLE = weighted(CLASS_NOS.map((_, i) => [i, POPULAR[i + 1] ?? (i % 3 === 0 ? 2 : 1)] as const))
const VIENNA_TABLE = weighted(VIENNA_CODES.map((v) => [v.code, v.weight] as const))
const EU_HOMES = ['DE', 'FR', 'IT']

interface Dates {
  filing: number
  publication: number | null
  registration: number | null
}

const between = (rng: Rng, from: number, to: number) => rng.int(Math.min(from, to), Math.max(from, to))

/** Dates that fit the status: pending marks are recent, registered ones were registered within ten years. */
function datesFor(rng: Rng, status: number): Dates {
  const registered = (registration: number): Dates => {
    const publication = registration - rng.int(60, 100)
    return { filing: publication - rng.int(150, 420), publication, registration }
  }
  switch (status) {
    case 1:
    case 7:
    case 10:
      return registered(between(rng, TODAY - 3652 + 1, TODAY - 1))
    case 2:
    case 9:
      if (rng.chance(0.6)) return registered(between(rng, START + 600, TODAY - 30))
      return { filing: between(rng, START, TODAY - 200), publication: null, registration: null }
    case 3:
    case 11: {
      const publication = between(rng, TODAY - 90, TODAY - 1)
      return { filing: publication - rng.int(150, 330), publication, registration: null }
    }
    case 5: {
      const publication = between(rng, TODAY - 540, TODAY - 91)
      return { filing: publication - rng.int(150, 330), publication, registration: null }
    }
    case 4:
      return { filing: between(rng, TODAY - 900, TODAY - 250), publication: null, registration: null }
    case 8:
      if (rng.chance(0.5)) return registered(between(rng, TODAY - 3652 + 1, TODAY - 1))
      return { filing: between(rng, TODAY - 1800, TODAY - 30), publication: null, registration: null }
    default:
      return {
        filing: between(rng, TODAY - (status === 12 ? 500 : 330), TODAY),
        publication: null,
        registration: null,
      }
  }
}

/**
 * How often an owner renews a registration at the end of a term (about three in five in China): companies more
 * often than people, the well-known brands nearly always.
 */
export const RENEWAL_ODDS = { company: 0.64, person: 0.5, wellKnown: 0.97 } as const

/** The day the `term`-th renewal starts the next term: the registration's 10·term-th anniversary. */
const anniversary = (registered: string, term: number) =>
  toIsoDate(addMonths(parseIsoDate(registered)!, 12 * TERM_YEARS * term))

/**
 * A registration's current term and its status on the register's today, by the rule set (mark-lifecycle.ts).
 * At the end of each term whose renewal would be on record by today (the next term begins on the anniversary),
 * the owner renews with `odds`, decided from a hash of the mark id so the generator's stream (and every other
 * field of every mark) stays as drawn; the first term not renewed is the last. A mark drawn as invalid (2, or 9
 * at another office) that was renewed and whose current term has not run past its grace period is registered
 * (1, 10); one whose last term ended unrenewed more than the grace period ago stays invalid (it lapsed).
 */
export function currentTerm(
  id: string,
  registered: string | null,
  status: number,
  odds: number,
): { status: number; expiryDate: string | null } {
  if (registered === null) return { status, expiryDate: null }
  let renewals = 0
  // Most registrations are still in their first term: no date arithmetic for those (the year alone shows it).
  if (
    Number(registered.slice(0, 4)) + TERM_YEARS <= REGISTER_YEAR &&
    anniversary(registered, 1) <= REGISTER_TODAY
  ) {
    const draw = mulberry32(hashString(`${id}:renewal`))
    // A draw only for a renewal that is due (most registrations are still in their first term).
    for (let due = true; due && draw() < odds;)
      due = anniversary(registered, ++renewals + 1) <= REGISTER_TODAY
  }
  const expiryDate = termEnd(registered, renewals)
  const invalid = status === 2 || status === 9
  if (!invalid || renewals === 0 || renewalPhaseOn(expiryDate, REGISTER_TODAY).phase === 'over')
    return { status, expiryDate }
  return { status: status === 2 ? 1 : 10, expiryDate }
}

function markName(
  rng: Rng,
  names: NamePools,
  country: string,
  kind: MarkKind,
): { name: string; pinyin: string } {
  if (kind === 'figurative') return { name: '', pinyin: '' }
  const chinese = country === 'CN' || country === 'HK' || country === 'TW'
  const roll = rng.next()
  if (chinese ? roll < 0.55 : roll < 0.05) {
    const zh = rng.pick(names.chinese)
    if (kind === 'combined' && rng.chance(0.3)) {
      const word = rng.pick(names.english).en
      return { name: `${zh.name} ${word.charAt(0)}${word.slice(1).toLowerCase()}`, pinyin: zh.pinyin }
    }
    return zh
  }
  if (chinese ? roll < 0.7 : roll < 0.15) return { name: rng.pick(names.pinyinWords), pinyin: '' }
  return { name: rng.pick(names.english).en, pinyin: '' }
}

function classesFor(rng: Rng): RegisterClass[] {
  const count = rng.chance(0.6) ? 1 : rng.chance(0.62) ? 2 : 3
  const picked = new Set<number>()
  while (picked.size < count) picked.add(pickWeighted(rng, CLASS_TABLE))
  return [...picked]
    .sort((a, b) => a - b)
    .map((index) => {
      const pool = GOODS_BY_CLASS[index] ?? []
      const goods = rng.int(2, Math.min(6, pool.length))
      // A partial Fisher–Yates shuffle of the pool's positions 0…n-1 that stores only the swapped places (at
      // most six draws per class: building the whole order array for each of 80,000 classes cost a tenth of
      // the register's build). The same draws pick the same goods as the full shuffle.
      const swapped = new Map<number, number>()
      const at = (k: number) => swapped.get(k) ?? k
      const chosen: number[] = []
      for (let i = 0; i < goods; i++) {
        const j = rng.int(i, pool.length - 1)
        chosen.push(at(j))
        swapped.set(j, at(i))
      }
      chosen.sort((a, b) => a - b)
      return {
        no: CLASS_NOS[index] as string,
        goodsZh: chosen.map((i) => pool[i]?.zh ?? ''),
        goodsEn: chosen.map((i) => pool[i]?.en ?? ''),
        groups: chosen.map((i) => pool[i]?.group ?? ''),
      }
    })
}

function viennaFor(rng: Rng): string[] {
  const count = rng.chance(0.5) ? 1 : rng.chance(0.6) ? 2 : 3
  const codes = new Set<string>()
  while (codes.size < count) codes.add(pickWeighted(rng, VIENNA_TABLE))
  return [...codes]
}

/** Where the applicant of a mark filed in `country` lives: mostly there, often China. */
function applicantHome(rng: Rng, country: string): string {
  if (country === 'EM') return rng.chance(0.75) ? rng.pick(EU_HOMES) : rng.chance(0.6) ? 'CN' : 'US'
  if (country === 'WO') return rng.pick(['CN', 'CN', 'DE', 'FR', 'CH', 'US', 'JP', 'IT'])
  if (country === 'CN')
    return rng.chance(0.9) ? 'CN' : rng.pick(['US', 'JP', 'KR', 'DE', 'FR', 'HK', 'TW', 'GB'])
  return rng.chance(0.78) ? country : rng.chance(0.8) ? 'CN' : 'US'
}

function pickApplicant(rng: Rng, book: PartyBook, home: string): RegisterParty {
  const pool = book.applicantsByCountry.get(home) ?? book.applicantsByCountry.get('CN') ?? []
  // Skewed so a few applicants hold many marks, as in a real register.
  const index = pool[Math.floor(pool.length * rng.next() ** 2.2)] ?? 0
  return book.parties[index] as RegisterParty
}

/** The mock register: `size` marks and their parties, the same for the same seed. */
export function generateRegister(options: GenerateOptions = {}): GeneratedRegister {
  const steps = buildRegister(options)
  for (;;) {
    const next = steps.next()
    if (next.done) return next.value
  }
}

/** How many marks are made between two pauses of buildRegister. */
export const MARKS_PER_SLICE = 500

/**
 * The register built in slices: the generator pauses after every MARKS_PER_SLICE marks, so a caller in the
 * browser can give the page its turn between slices (the build takes seconds on a slow machine, and must
 * never freeze a page that is rendering). The marks are the same as generateRegister's.
 */
export function* buildRegister({ size = 50_000, seed = 20261122 }: GenerateOptions = {}): Generator<
  number,
  GeneratedRegister,
  void
> {
  const rng = createRng(seed)
  const names = buildNamePools(rng, Math.min(8_000, Math.max(200, Math.round(size / 6))))
  const book = buildParties(rng, names, Math.max(300, Math.round(size / 4)))
  const marks: RegisterMark[] = new Array(size)
  for (let i = 0; i < size; i++) {
    const country = pickWeighted(rng, COUNTRIES)
    const kind = pickWeighted(rng, KINDS)
    const status = pickWeighted(rng, country === 'CN' ? CHINA_STATUSES : OTHER_STATUSES)
    const { filing, publication, registration } = datesFor(rng, status)
    const home = applicantHome(rng, country)
    const applicant = pickApplicant(rng, book, home)
    const agents = country === 'CN' ? book.chineseAgents : book.foreignAgents
    const hasAgent = applicant.country !== country || rng.chance(applicant.kind === 'company' ? 0.9 : 0.6)
    const agent = hasAgent ? book.parties[rng.pick(agents)] : undefined
    const year = Number(isoOf(filing).slice(0, 4))
    const applicationNo = applicationNumber(rng, country, year, (filing - START) / (TODAY - START))
    const registrationIso = registration === null ? null : isoOf(registration)
    const priority = home !== country && home !== 'CN' && rng.chance(0.4) ? filing - rng.int(10, 180) : null
    const id = `TM${String(i + 1).padStart(7, '0')}`
    const term = currentTerm(id, registrationIso, status, RENEWAL_ODDS[applicant.kind])
    const mark: Omit<RegisterMark, 'imageHash'> = {
      id,
      ...markName(rng, names, country, kind),
      kind,
      country,
      applicationNo,
      registrationNo: registration === null ? '' : registrationNumber(rng, country, applicationNo),
      applicantId: applicant.id,
      agentId: agent?.id ?? null,
      classes: classesFor(rng),
      viennaCodes: kind === 'word' ? [] : viennaFor(rng),
      status: term.status,
      filingDate: isoOf(filing),
      publicationDate: publication === null ? null : isoOf(publication),
      registrationDate: registrationIso,
      // The last day of the current ten-year term, by the rule set the record pages derive it with.
      expiryDate: term.expiryDate,
      priorityDate: priority === null || priority < START ? null : isoOf(priority),
    }
    marks[i] = hashOnFirstRead(mark, () => specimenDesign(marks[i]!))
    if ((i + 1) % MARKS_PER_SLICE === 0) yield i + 1
  }
  // The well-known brands draw from their own stream, so the generated marks stay as they were.
  const brandRng = createRng(seed ^ 0x5eed)
  const famous = wellKnownMarks(
    {
      rng: brandRng,
      idAt: (index) => `TM${String(index + 1).padStart(7, '0')}`,
      agents: book.chineseAgents,
      parties: book.parties,
      complete: (mark) => {
        const { filing, publication, registration } = datesFor(brandRng, mark.status)
        mark.filingDate = isoOf(filing)
        mark.publicationDate = publication === null ? null : isoOf(publication)
        mark.registrationDate = registration === null ? null : isoOf(registration)
        const term = currentTerm(mark.id, mark.registrationDate, mark.status, RENEWAL_ODDS.wellKnown)
        mark.status = term.status
        mark.expiryDate = term.expiryDate
        const year = Number(mark.filingDate.slice(0, 4))
        mark.applicationNo = applicationNumber(brandRng, 'CN', year, (filing - START) / (TODAY - START))
        mark.registrationNo = registration === null ? '' : mark.applicationNo
        hashOnFirstRead(mark, () => specimenDesign(mark))
      },
    },
    size,
  )
  for (const mark of famous) marks.push(mark)
  return { marks, parties: book.parties }
}
