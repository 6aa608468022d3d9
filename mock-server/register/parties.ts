import type { NamePools } from './names'
import { PEOPLE_POOLS } from './people-pools.data'
import { CN_CITIES, CN_COMPANY_SUFFIX, FOREIGN_COUNTRIES, INDUSTRIES, type CountryInfo } from './places'
import type { Rng } from './prng'
import type { RegisterParty } from './types'

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)
type PeoplePools = typeof PEOPLE_POOLS

const titlePinyin = (py: string) => py.split(' ').map(capitalise).join('')

function chineseCompany(rng: Rng, names: NamePools, agency: boolean): Omit<RegisterParty, 'id'> {
  const place = rng.pick(CN_CITIES)
  const core = rng.pick(names.twoChar)
  const [industryZh, industryEn] = agency
    ? ['知识产权代理', 'Intellectual Property Agency']
    : rng.pick(INDUSTRIES)
  const cityZh = place.city.zh || place.province.zh
  const cityEn = place.city.en || place.province.en
  return {
    kind: 'company',
    nameZh: `${cityZh}${core.name}${industryZh}${CN_COMPANY_SUFFIX[0]}`,
    nameEn: `${cityEn} ${titlePinyin(core.pinyin)} ${industryEn} ${CN_COMPANY_SUFFIX[1]}`,
    ...chineseAddress(rng, names),
    country: 'CN',
  }
}

function chineseAddress(rng: Rng, names: NamePools): { addressZh: string; addressEn: string } {
  const place = rng.pick(CN_CITIES)
  const district = rng.pick(place.districts)
  const road = rng.pick(names.twoChar)
  const no = rng.int(1, 999)
  const city = place.city.en ? `${place.city.en}, ${place.province.en}` : place.province.en
  return {
    addressZh: `${place.province.zh}${place.city.zh}${district.zh}${road.name}路${no}号`,
    addressEn: `No. ${no} ${titlePinyin(road.pinyin)} Road, ${district.en} District, ${city}`,
  }
}

function foreignAddress(rng: Rng, country: CountryInfo, people: PeoplePools) {
  const city = rng.pick(country.cities)
  const street = rng.pick(people.streets)
  return { addressZh: `${country.zh}${city.zh}${street}`, addressEn: `${street}, ${city.en}, ${country.en}` }
}

function foreignCompany(rng: Rng, country: CountryInfo, names: NamePools, people: PeoplePools) {
  const word = rng.pick(names.english)
  const [suffixZh, suffixEn] = rng.pick(country.companySuffix)
  return {
    kind: 'company' as const,
    nameZh: `${word.zh}${suffixZh}`,
    nameEn: `${capitalise(word.en.toLowerCase())} ${suffixEn}`,
    ...foreignAddress(rng, country, people),
    country: country.code,
  }
}

export interface PartyBook {
  parties: RegisterParty[]
  /** Applicant indexes (into `parties`) by home country. */
  applicantsByCountry: ReadonlyMap<string, readonly number[]>
  chineseAgents: readonly number[]
  foreignAgents: readonly number[]
}

const APPLICANT_COUNTRY_WEIGHTS: readonly (readonly [string, number])[] = [
  ['CN', 70],
  ['US', 7],
  ['JP', 4],
  ['KR', 3],
  ['HK', 3],
  ['TW', 2],
  ['GB', 2],
  ['DE', 3],
  ['FR', 2],
  ['IT', 1],
  ['CH', 1],
  ['AU', 1],
  ['SG', 1],
]

/** Applicants (companies and people of many countries) and about 200 agencies. */
export function buildParties(rng: Rng, names: NamePools, applicantCount: number): PartyBook {
  // Faker's names and streets, made once with the default register seed (people-pools.faker.ts and its test);
  // a register of another seed picks from the same pools.
  const people = PEOPLE_POOLS
  const parties: RegisterParty[] = []
  const applicantsByCountry = new Map<string, number[]>()
  const totalWeight = APPLICANT_COUNTRY_WEIGHTS.reduce((sum, [, w]) => sum + w, 0)
  for (const [code, weight] of APPLICANT_COUNTRY_WEIGHTS) {
    const count = Math.max(20, Math.round((applicantCount * weight) / totalWeight))
    const country = FOREIGN_COUNTRIES.find((c) => c.code === code)
    const indexes: number[] = []
    for (let i = 0; i < count; i++) {
      const person = rng.chance(code === 'CN' ? 0.25 : 0.1)
      let party: Omit<RegisterParty, 'id'>
      if (!country) {
        const who = rng.pick(people.cn)
        party = person
          ? { kind: 'person', nameZh: who.zh, nameEn: who.en, ...chineseAddress(rng, names), country: 'CN' }
          : chineseCompany(rng, names, false)
      } else if (person) {
        // Foreign individuals keep their Latin name in the Chinese record, as CNIPA's data does.
        const who = rng.pick(people.foreign)
        party = {
          kind: 'person',
          nameZh: who,
          nameEn: who,
          ...foreignAddress(rng, country, people),
          country: code,
        }
      } else {
        party = foreignCompany(rng, country, names, people)
      }
      indexes.push(parties.length)
      parties.push({ id: `AP${String(parties.length + 1).padStart(6, '0')}`, ...party })
    }
    applicantsByCountry.set(code, indexes)
  }
  const chineseAgents: number[] = []
  const foreignAgents: number[] = []
  for (let i = 0; i < 200; i++) {
    const chinese = i < 160
    const word = rng.pick(names.english)
    const country = rng.pick(FOREIGN_COUNTRIES)
    const agency = chinese
      ? chineseCompany(rng, names, true)
      : {
          kind: 'company' as const,
          nameZh: `${word.zh}律师事务所`,
          nameEn: `${capitalise(word.en.toLowerCase())} & Partners`,
          ...foreignAddress(rng, country, people),
          country: country.code,
        }
    ;(chinese ? chineseAgents : foreignAgents).push(parties.length)
    parties.push({ id: `AG${String(i + 1).padStart(4, '0')}`, ...agency })
  }
  return { parties, applicantsByCountry, chineseAgents, foreignAgents }
}
