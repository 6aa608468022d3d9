import type { Rng } from './prng'

// Day numbers (days since 1970-01-01, UTC) keep the bulk loop free of Date objects; ISO strings come from a
// table built once.
const DAY = 86_400_000
export const dayOf = (iso: string) =>
  Math.round(Date.UTC(+iso.slice(0, 4), +iso.slice(5, 7) - 1, +iso.slice(8, 10)) / DAY)

const FIRST = dayOf('1994-01-01')
const LAST = dayOf('2040-12-31')
const ISO: string[] = []

/** 'YYYY-MM-DD' of a day number. */
export function isoOf(day: number): string {
  if (ISO.length === 0)
    for (let d = FIRST; d <= LAST; d++) ISO.push(new Date(d * DAY).toISOString().slice(0, 10))
  return ISO[day - FIRST] ?? new Date(day * DAY).toISOString().slice(0, 10)
}

const digits = (rng: Rng, count: number) => {
  let s = ''
  for (let i = 0; i < count; i++) s += String(rng.int(0, 9))
  return s
}

/** An application number in the office's own format; `progress` (0–1) is how late in 1995–2026 it was filed. */
export function applicationNumber(rng: Rng, country: string, year: number, progress: number): string {
  switch (country) {
    case 'CN':
      // CNIPA numbers climb from about 10 million (1990s) to about 80 million (2026).
      return String(10_000_000 + Math.floor(progress * 69_000_000) + rng.int(0, 999_999))
    case 'WO':
      return `G${String(640_000 + Math.floor(progress * 1_200_000) + rng.int(0, 9_999)).padStart(7, '0')}`
    case 'US':
      return String(rng.pick([75, 76, 77, 78, 85, 86, 87, 88, 90, 97, 98, 99])) + digits(rng, 6)
    case 'EM':
      return `0${String(Math.floor(progress * 19_000_000) + rng.int(0, 99_999)).padStart(8, '0')}`
    case 'JP':
      return `${year}-${digits(rng, 6)}`
    case 'KR':
      return `40-${year}-${digits(rng, 7)}`
    case 'GB':
      return `UK0000${3_000_000 + rng.int(0, 999_999)}`
    case 'HK':
      return `30${digits(rng, 7)}`
    case 'DE':
      return `30${year}${digits(rng, 6)}`
    case 'TW':
      return `${year - 1911}${digits(rng, 6)}`
    default:
      return digits(rng, 7)
  }
}

/** The registration number: China, Hong Kong, the EU and WIPO keep the application number. */
export function registrationNumber(rng: Rng, country: string, applicationNo: string): string {
  if (['CN', 'HK', 'EM', 'WO'].includes(country)) return applicationNo
  if (country === 'KR') return `40-${digits(rng, 7)}`
  if (country === 'TW') return `0${digits(rng, 7)}`
  return String(rng.int(1, 7)) + digits(rng, 6)
}
