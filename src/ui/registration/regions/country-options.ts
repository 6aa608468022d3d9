import type {
  GlobalAreaData,
  MadridMemberData,
  RunCountryData,
} from '../../../api/schemas/registration-regions'
import type { PriceRegion } from '../../../domain/country-prices'
import { JURISDICTION_NAMES, REGIONAL_OFFICE_MEMBERS } from '../../../domain/registration/jurisdictions'
import { collator } from '../../../domain/intl'
import { toHalfWidth } from '../../../domain/validation'

/** One choosable country or region of the editor, whichever list it came from. */
export interface CountryOption {
  code: string
  zh: string
  en: string
  region: PriceRegion
  /** Price of the country for one class, official and service fee together (CNY). */
  priceCny: number
  nextClassCny: number
  /** Madrid: the kind of fee and the CHF amount for one class. */
  madrid: { kind: 'individual' | 'complementary'; officialChf: number } | null
  /** Global: usual months to registration. */
  months: readonly [number, number] | null
  approximate: boolean
  useDeclaration: boolean
  note: { zh: string; en: string } | null
  /** The states a regional office covers (Benelux, EU, OAPI), for the search and the row. */
  covers: readonly { code: string; zh: string; en: string }[]
  /** One of the main markets of the overview's region list: listed first in its region. */
  keyMarket: boolean
  /** Lower-case text the search looks in: code, names, names of the states covered. */
  haystack: string
}

const coversOf = (code: string) =>
  (REGIONAL_OFFICE_MEMBERS[code] ?? []).map((c) => ({
    code: c,
    zh: JURISDICTION_NAMES[c]?.zh ?? c,
    en: JURISDICTION_NAMES[c]?.en ?? c,
  }))

const haystackOf = (code: string, zh: string, en: string, covers: CountryOption['covers']) =>
  [code, zh, en, ...covers.flatMap((c) => [c.zh, c.en])].join('\u0001').toLowerCase()

/** The main markets of the overview's region list (§9), as the codes one files or designates them by. */
const mainMarkets = (areas: GlobalAreaData) =>
  new Set(
    areas.flatMap((a) =>
      a.countries.flatMap((c) => (c.filing === 'direct' ? [c.code] : c.via ? [c.via] : [])),
    ),
  )

/** The options of global filing: the run countries, the overview's main markets marked. */
export function globalOptions(run: readonly RunCountryData[], areas: GlobalAreaData): CountryOption[] {
  const key = mainMarkets(areas)
  return run.map((c) => {
    const covers = coversOf(c.code)
    return {
      code: c.code,
      zh: c.zh,
      en: c.en,
      region: c.region,
      priceCny: c.totalCny,
      nextClassCny: c.nextClassCny,
      madrid: null,
      months: c.months,
      approximate: c.approximate,
      useDeclaration: false,
      note: null,
      covers,
      keyMarket: key.has(c.code),
      haystack: haystackOf(c.code, c.zh, c.en, covers),
    }
  })
}

/** The options of a Madrid application: the designatable members. */
export function madridOptions(list: readonly MadridMemberData[], areas: GlobalAreaData): CountryOption[] {
  const key = mainMarkets(areas)
  return list.map((m) => {
    const covers = coversOf(m.code)
    return {
      code: m.code,
      zh: m.zh,
      en: m.en,
      region: m.region,
      priceCny: m.totalCny,
      nextClassCny: m.nextClassCny,
      madrid: { kind: m.kind, officialChf: m.officialChf },
      months: null,
      approximate: m.approximate,
      useDeclaration: m.useDeclaration,
      note: m.note,
      covers,
      keyMarket: key.has(m.code),
      haystack: haystackOf(m.code, m.zh, m.en, covers),
    }
  })
}

/** The search text as compared: half-width, trimmed, lower case. */
export const normalizeKeyword = (keyword: string) => toHalfWidth(keyword).trim().toLowerCase()

/** Whether an option matches a normalized keyword (code, Chinese or English name, or a state it covers). */
export const matchesKeyword = (option: CountryOption, keyword: string) =>
  !keyword || option.haystack.includes(keyword)

/** Options in display order within a region: main markets first, then by name in the page language. */
export function sortOptions(options: CountryOption[], lang: 'zh-CN' | 'en'): CountryOption[] {
  const sorter = collator(lang === 'en' ? 'en' : 'zh-CN')
  return [...options].sort(
    (a, b) =>
      Number(b.keyMarket) - Number(a.keyMarket) ||
      sorter.compare(lang === 'en' ? a.en : a.zh, lang === 'en' ? b.en : b.zh),
  )
}
