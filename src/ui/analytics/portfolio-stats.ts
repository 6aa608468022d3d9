/**
 * The account's own portfolio in figures, summed in the browser from the marks "My trademarks" lists
 * (tmPlat/tmPlat: the followed applicants' marks): no statistics call covers one account's marks. The shared
 * filter applies as the register statistics apply it: the office, the filing years, the applicant.
 */
import type { PlatMark } from '../../api/schemas/applicant-portfolios'
import type { Bucket, TimeSeriesData } from './charts/chart-options'

export interface PortfolioFilter {
  applicant: string
  country: string
  yearFrom: number
  yearTo: number
}

type Mark = Pick<
  PlatMark,
  | 'applicantId'
  | 'applicant'
  | 'country'
  | 'classes'
  | 'status'
  | 'statusName'
  | 'filingDate'
  | 'registrationDate'
>

/** Status ids of marks that are dead (invalid, in China and elsewhere). */
const INVALID_STATUSES = new Set([2, 9])

const yearOf = (iso: string | null) => (iso ? Number(iso.slice(0, 4)) : Number.NaN)

/** The mark passes the filter: its office, its filing year, its applicant (id, or part of a name). */
export function inScope(m: Mark, f: PortfolioFilter): boolean {
  if (f.country !== 'ALL' && m.country !== f.country) return false
  const year = yearOf(m.filingDate)
  if (!(year >= f.yearFrom && year <= f.yearTo)) return false
  const text = f.applicant.trim()
  if (!text) return true
  if (m.applicantId === text) return true
  return m.applicant.zh.includes(text) || m.applicant.en.toLowerCase().includes(text.toLowerCase())
}

function bucketsOf(counts: Map<string, { zh: string; en: string; count: number }>, order: 'count' | 'key') {
  const list: Bucket[] = [...counts].map(([value, c]) => ({
    value,
    labelZh: c.zh,
    labelEn: c.en,
    count: c.count,
  }))
  return list.sort((a, b) =>
    order === 'key' ? a.value.localeCompare(b.value) : b.count - a.count || a.value.localeCompare(b.value),
  )
}

function bump(
  map: Map<string, { zh: string; en: string; count: number }>,
  key: string,
  zh: string,
  en: string,
) {
  const entry = map.get(key)
  if (entry) entry.count++
  else map.set(key, { zh, en, count: 1 })
}

export interface PortfolioStats {
  marks: number
  byStatus: Bucket[]
  byClass: Bucket[]
  byCountry: Bucket[]
  byYear: TimeSeriesData
  /** Marks whose fate is known: registered at some time, or dead without ever being registered. */
  decided: number
  /** Of those, the ones that reached registration. */
  registered: number
  /** registered ÷ decided, 0–1; null when nothing is decided yet. */
  successRate: number | null
}

type Words = { zh: string; en: string }

/** The names the figures carry: an office, a class, the two year series. */
export interface PortfolioWords {
  country: (code: string) => Words
  nice: (no: string) => Words
  filed: Words
  registered: Words
}

/** The portfolio's figures within the filter. */
export function portfolioStats(
  all: readonly Mark[],
  f: PortfolioFilter,
  words: PortfolioWords,
): PortfolioStats {
  const marks = all.filter((m) => inScope(m, f))
  const status = new Map<string, { zh: string; en: string; count: number }>()
  const classes = new Map<string, { zh: string; en: string; count: number }>()
  const countries = new Map<string, { zh: string; en: string; count: number }>()
  const years = Array.from({ length: f.yearTo - f.yearFrom + 1 }, (_, i) => f.yearFrom + i)
  const filed = years.map(() => 0)
  const registeredByYear = years.map(() => 0)
  let decided = 0
  let registered = 0
  for (const m of marks) {
    bump(status, String(m.status), m.statusName.zh, m.statusName.en)
    for (const c of new Set(m.classes)) {
      const nice = words.nice(c)
      bump(classes, c, nice.zh, nice.en)
    }
    const name = words.country(m.country)
    bump(countries, m.country, name.zh, name.en)
    const filedAt = yearOf(m.filingDate) - f.yearFrom
    filed[filedAt] = (filed[filedAt] ?? 0) + 1
    const regYear = yearOf(m.registrationDate) - f.yearFrom
    if (regYear >= 0 && regYear < years.length)
      registeredByYear[regYear] = (registeredByYear[regYear] ?? 0) + 1
    if (m.registrationDate) {
      decided++
      registered++
    } else if (INVALID_STATUSES.has(m.status)) decided++
  }
  const series = (value: string, name: Words, byYear: number[]) => ({
    value,
    labelZh: name.zh,
    labelEn: name.en,
    count: byYear.reduce((a, b) => a + b, 0),
    byYear,
  })
  return {
    marks: marks.length,
    byStatus: bucketsOf(status, 'count'),
    byClass: bucketsOf(classes, 'key'),
    byCountry: bucketsOf(countries, 'count'),
    byYear: {
      years,
      series: [series('filed', words.filed, filed), series('registered', words.registered, registeredByYear)],
    },
    decided,
    registered,
    successRate: decided ? registered / decided : null,
  }
}
