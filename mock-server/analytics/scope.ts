/**
 * What a statistics filter selects from the register (src/api/schemas/analytics-statistics.ts): the applicants
 * its text names, the marks of its office and applicants, and of those the ones filed in its years. Plus the
 * small cache every statistic answers through: the register does not change within a build, so an answer is
 * kept per filter (and per day where the mock's today matters, and per register size should the register grow).
 */
import type { AnalyticsFilter } from '../../src/api/schemas/analytics-statistics'
import type { RegisterMark, RegisterParty } from '../register'

/** The register as the statistics read it; tests pass a small one. */
export interface RegisterView {
  marks: readonly RegisterMark[]
  parties: readonly RegisterParty[]
  party(id: string): RegisterParty | undefined
}

/** The applicant ids a filter's text names, or null for every applicant. */
export function matchApplicants(view: RegisterView, text: string): ReadonlySet<string> | null {
  const wanted = text.trim()
  if (!wanted) return null
  if (/^AP\d{6}$/i.test(wanted)) {
    const party = view.party(wanted.toUpperCase())
    return new Set(party ? [party.id] : [])
  }
  const lower = wanted.toLowerCase()
  const ids = new Set<string>()
  for (const p of view.parties)
    if (p.id.startsWith('AP') && (p.nameZh.includes(wanted) || p.nameEn.toLowerCase().includes(lower)))
      ids.add(p.id)
  return ids
}

/** The years of the filter, yearFrom..yearTo. */
export const yearsOf = (f: Pick<AnalyticsFilter, 'yearFrom' | 'yearTo'>): number[] =>
  Array.from({ length: f.yearTo - f.yearFrom + 1 }, (_, i) => f.yearFrom + i)

/** Whether an ISO date falls within the filter's years. */
export const inYears = (date: string | null, f: Pick<AnalyticsFilter, 'yearFrom' | 'yearTo'>): boolean =>
  !!date && date >= `${f.yearFrom}-01-01` && date <= `${f.yearTo}-12-31~`

export const yearOfDate = (date: string) => Number(date.slice(0, 4))

export interface Scope {
  /** The applicants named, or null for all. */
  applicants: ReadonlySet<string> | null
  /** The marks of the office and applicants, whatever their years. */
  base: readonly RegisterMark[]
  /** Of those, the marks filed in the filter's years. */
  marks: readonly RegisterMark[]
  /** The register position of each of `marks`, to read the columns (columnsOf) with. */
  at: Int32Array
}

/**
 * What the statistics read of every mark, laid out once per register: filing years, and each mark's classes and
 * distinct similar groups as numbers (counted in typed arrays rather than maps of strings).
 */
export interface Columns {
  filingYear: Int16Array
  /** Class numbers 1–45 of each mark. */
  classes: Uint8Array[]
  /** Distinct similar groups of each mark as numbers ('0901' → 901). */
  groups: Uint16Array[]
}

let columns: { marks: readonly RegisterMark[]; length: number; columns: Columns } | undefined

/** The register's columns, laid out on first use (once per register; statistics.bench.ts prints the cost). */
export function columnsOf(view: RegisterView): Columns {
  if (columns?.marks !== view.marks || columns.length !== view.marks.length) {
    const n = view.marks.length
    const built: Columns = { filingYear: new Int16Array(n), classes: new Array(n), groups: new Array(n) }
    const seen: number[] = []
    view.marks.forEach((m, i) => {
      built.filingYear[i] = yearOfDate(m.filingDate)
      const classes = new Uint8Array(m.classes.length)
      seen.length = 0
      m.classes.forEach((c, k) => {
        classes[k] = Number(c.no)
        for (const g of c.groups) {
          const n = Number(g)
          if (!seen.includes(n)) seen.push(n)
        }
      })
      built.classes[i] = classes
      built.groups[i] = Uint16Array.from(seen)
    })
    columns = { marks: view.marks, length: n, columns: built }
  }
  return columns.columns
}

const baseCache = new Map<
  string,
  { applicants: ReadonlySet<string> | null; base: RegisterMark[]; at: Int32Array }
>()
let baseFor: readonly RegisterMark[] | undefined
let baseLength = 0

/** The marks of the filter's office and applicants (cached), and of those the ones filed in its years. */
export function scopeOf(
  view: RegisterView,
  f: Pick<AnalyticsFilter, 'applicant' | 'country' | 'yearFrom' | 'yearTo'>,
): Scope {
  if (baseFor !== view.marks || view.marks.length !== baseLength) {
    baseCache.clear()
    baseFor = view.marks
    baseLength = view.marks.length
  }
  const key = `${f.country}|${f.applicant.trim()}`
  let entry = baseCache.get(key)
  if (!entry) {
    const applicants = matchApplicants(view, f.applicant)
    const all = f.country === 'ALL'
    const base: RegisterMark[] = []
    const at: number[] = []
    view.marks.forEach((m, i) => {
      if ((all || m.country === f.country) && (!applicants || applicants.has(m.applicantId))) {
        base.push(m)
        at.push(i)
      }
    })
    entry = { applicants, base, at: Int32Array.from(at) }
    if (baseCache.size >= 32) baseCache.delete(baseCache.keys().next().value!)
    baseCache.set(key, entry)
  }
  const years = columnsOf(view).filingYear
  const marks: RegisterMark[] = []
  const at: number[] = []
  for (let k = 0; k < entry.at.length; k++) {
    const i = entry.at[k]!
    if (years[i]! >= f.yearFrom && years[i]! <= f.yearTo) {
      marks.push(entry.base[k]!)
      at.push(i)
    }
  }
  return { applicants: entry.applicants, base: entry.base, marks, at: Int32Array.from(at) }
}

const answers = new Map<string, unknown>()
const ANSWERS_KEPT = 256

/**
 * An answer computed once per call, request and register size (and day, for the calls that read today): the
 * pages ask the same filter again as the user switches tabs and languages.
 */
export function cachedAnswer<T>(key: string, compute: () => T): T {
  if (answers.has(key)) {
    const found = answers.get(key) as T
    // Refreshed: the most recently used answers are the ones kept.
    answers.delete(key)
    answers.set(key, found)
    return found
  }
  const value = compute()
  if (answers.size >= ANSWERS_KEPT) answers.delete(answers.keys().next().value!)
  answers.set(key, value)
  return value
}

/** Forgets every cached answer (benches measure the first, uncached call). */
export function clearStatisticsCache(): void {
  answers.clear()
  baseCache.clear()
}

/** Forgets the register's columns too (the bench times laying them out). */
export function forgetColumns(): void {
  columns = undefined
}
