import countries from 'i18n-iso-countries'
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' }
import ja from 'i18n-iso-countries/langs/ja.json' with { type: 'json' }
import zh from 'i18n-iso-countries/langs/zh.json' with { type: 'json' }

countries.registerLocale(en)
countries.registerLocale(zh)
countries.registerLocale(ja)

/** Regions of the global trademark query (overview §9); WO is WIPO's International Bureau. */
export const REGIONS = [
  'asiaPacific',
  'europe',
  'northAmerica',
  'southAmerica',
  'africa',
  'oceania',
  'wipo',
] as const
export type Region = (typeof REGIONS)[number]

export const REGION_NAMES: Readonly<Record<Region, { zh: string; en: string }>> = {
  asiaPacific: { zh: '亚太地区', en: 'Asia-Pacific' },
  europe: { zh: '欧洲', en: 'Europe' },
  northAmerica: { zh: '北美洲', en: 'North America' },
  southAmerica: { zh: '南美洲', en: 'South America' },
  africa: { zh: '非洲', en: 'Africa' },
  oceania: { zh: '大洋洲', en: 'Oceania' },
  wipo: { zh: '国际局', en: 'International Bureau' },
}

/**
 * The jurisdictions of the global query and of overseas filing, by region, in display order. The counts
 * follow overview §9: 14 Asia-Pacific, 19 European, 3 North American, 3 South American, 1 African,
 * 2 Oceania and the International Bureau (WO).
 */
export const REGION_MEMBERS: Readonly<Record<Region, readonly string[]>> = {
  asiaPacific: ['CN', 'HK', 'MO', 'TW', 'JP', 'KR', 'SG', 'MY', 'TH', 'VN', 'ID', 'PH', 'IN', 'AE'],
  europe: [
    'GB',
    'DE',
    'FR',
    'IT',
    'ES',
    'NL',
    'BE',
    'CH',
    'AT',
    'SE',
    'DK',
    'FI',
    'NO',
    'PL',
    'PT',
    'IE',
    'RU',
    'GR',
    'CZ',
  ],
  northAmerica: ['US', 'CA', 'MX'],
  southAmerica: ['BR', 'AR', 'CL'],
  africa: ['ZA'],
  oceania: ['AU', 'NZ'],
  wipo: ['WO'],
}

const EU_MEMBERS = new Set(
  'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE'.split(' '),
)

// The library's official names read oddly in a customer list (e.g. "People's Republic of China", 中華人民共和国);
// these are the names the portal shows.
const NAME_OVERRIDES: Readonly<Record<string, Partial<Record<'zh' | 'en' | 'ja', string>>>> = {
  CN: { zh: '中国', en: 'China', ja: '中国' },
  HK: { zh: '中国香港', en: 'Hong Kong, China', ja: '中国香港' },
  MO: { zh: '中国澳门', en: 'Macao, China', ja: '中国マカオ' },
  TW: { zh: '中国台湾', en: 'Taiwan, China', ja: '中国台湾' },
  US: { en: 'United States' },
  GB: { en: 'United Kingdom' },
  KR: { en: 'South Korea' },
  RU: { en: 'Russia' },
  CZ: { en: 'Czechia' },
}

/** A country or region as the portal lists it (overview §3). */
export interface CountryRecord {
  /** ISO 3166-1 alpha-2 code (WO for the International Bureau). */
  internationalDomainName: string
  chName: string
  ehName: string
  jpName: string
  /** Region of the global query, or null for a country the portal does not file or search in. */
  region: Region | null
  /** 1 mainland China, 2 Hong Kong, 3 other countries (overview §3 country type). */
  countryType: 1 | 2 | 3
  euMember: boolean
  /** Position in the region lists; countries outside them sort after, by English name. */
  sort: number
}

const regionOf = new Map<string, { region: Region; sort: number }>()
let position = 0
for (const region of REGIONS)
  for (const code of REGION_MEMBERS[region]) regionOf.set(code, { region, sort: ++position })

function name(code: string, lang: 'zh' | 'en' | 'ja'): string {
  return (
    NAME_OVERRIDES[code]?.[lang] ?? countries.getName(code, lang) ?? countries.getName(code, 'en') ?? code
  )
}

/** Every ISO country plus WO, in the portal's order: the region lists first, then the rest by English name. */
export function buildCountries(): CountryRecord[] {
  const codes = Object.keys(countries.getAlpha2Codes())
  const list: CountryRecord[] = codes.map((code) => {
    const placed = regionOf.get(code)
    return {
      internationalDomainName: code,
      chName: name(code, 'zh'),
      ehName: name(code, 'en'),
      jpName: name(code, 'ja'),
      region: placed?.region ?? null,
      countryType: code === 'CN' ? 1 : code === 'HK' ? 2 : 3,
      euMember: EU_MEMBERS.has(code),
      sort: placed?.sort ?? 1000,
    }
  })
  list.push({
    internationalDomainName: 'WO',
    chName: '世界知识产权组织国际局',
    ehName: 'WIPO International Bureau',
    jpName: '世界知的所有権機関国際事務局',
    region: 'wipo',
    countryType: 3,
    euMember: false,
    sort: regionOf.get('WO')?.sort ?? 1000,
  })
  return list.sort((a, b) => a.sort - b.sort || a.ehName.localeCompare(b.ehName, 'en'))
}
