/**
 * The wizard's automatic similarity check (trademark/aiSimilarQuery and euAiSimilarQuery): the register's
 * text-similarity engine, run for the name being filed in its classes, turned into a risk level and the
 * closest live marks. Marks no longer in force are counted apart: they do not block a filing.
 */
import type { SimilarAnswer, SimilarMatch, SimilarRisk } from '../../src/api/schemas/registration-marks'
import { countryName, findSimilar, getLookup, positionOf, statusName } from '../search/engine'
import { partyById, specimenDataUrl } from '../register'

const MATCHES_SHOWN = 8
/** Invalid (lapsed, cancelled, refused) marks: China 2, other countries 9 (§4). */
const LAPSED = new Set([2, 9])

export interface SimilarCheck {
  name: string
  classes: readonly string[]
  /** Registers to compare against; empty means every register but `exclude`. */
  countries: readonly string[]
  exclude?: string
  checkedAt: string
}

let registers: string[] | undefined

/** The registers the mock holds marks of, most marks first. */
function registersHeld(): string[] {
  if (!registers) {
    const counts = new Map<string, number>()
    for (const m of getLookup().marks) counts.set(m.country, (counts.get(m.country) ?? 0) + 1)
    registers = [...counts].sort((a, b) => b[1] - a[1]).map(([code]) => code)
  }
  return registers
}

export function similarCheck({ name, classes, countries, exclude, checkedAt }: SimilarCheck): SimilarAnswer {
  const l = getLookup()
  const { marks } = l
  const hits = findSimilar(l, name, {
    classes: [...classes],
    countries: countries.length ? [...countries] : undefined,
  })
  const counts = { high: 0, middle: 0, low: 0 }
  let lapsed = 0
  const matches: SimilarMatch[] = []
  const asked = new Set(classes)
  for (const hit of hits) {
    const mark = marks[positionOf(hit.id)]
    if (!mark || (exclude && mark.country === exclude)) continue
    if (LAPSED.has(mark.status)) {
      lapsed++
      continue
    }
    counts[hit.level]++
    if (matches.length >= MATCHES_SHOWN) continue
    const applicant = partyById(mark.applicantId)
    const status = statusName(mark.status)
    const country = countryName(mark.country)
    const markClasses = mark.classes.map((c) => c.no)
    matches.push({
      id: mark.id,
      name: mark.name,
      imageUrl: specimenDataUrl(mark),
      applicationNo: mark.applicationNo,
      registrationNo: mark.registrationNo,
      country: mark.country,
      countryZh: country.zh,
      countryEn: country.en,
      classes: markClasses,
      sharedClasses: markClasses.filter((c) => asked.has(c)),
      status: mark.status,
      statusZh: status.zh,
      statusEn: status.en,
      applicantZh: applicant?.nameZh ?? '',
      applicantEn: applicant?.nameEn ?? '',
      filingDate: mark.filingDate,
      level: hit.level,
      score: hit.score,
      reasons: [...hit.reasons],
    })
  }
  const risk: SimilarRisk = counts.high ? 'high' : counts.middle ? 'medium' : counts.low ? 'low' : 'none'
  return {
    name,
    classes: [...classes],
    countries: countries.length ? [...countries] : registersHeld().filter((c) => c !== exclude),
    risk,
    counts,
    lapsed,
    matches,
    checkedAt,
  }
}
