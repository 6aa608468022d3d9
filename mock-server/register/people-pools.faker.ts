import { Faker, base, en, zh_CN } from '@faker-js/faker'
import { pinyin } from 'pinyin-pro'

/** Seed of the pools in people-pools.data.ts. */
export const PEOPLE_POOLS_SEED = 20261122

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)
// Faker's names read by pinyin-pro itself: their characters are not the register's brand characters.
const titlePinyin = (zh: string) => pinyin(zh, { toneType: 'none', type: 'array' }).map(capitalise).join('')

/**
 * The register's people pools as faker makes them (a few hundred names and streets; the register's bulk loop
 * picks from them). Only people-pools.test.ts runs this: the register reads the pools from
 * people-pools.data.ts, so the demo's search does not download faker's locales (about 200 kB gzip).
 */
export function fakerPeoplePools(seed: number) {
  const zhFaker = new Faker({ locale: [zh_CN, base] })
  const enFaker = new Faker({ locale: [en, base] })
  zhFaker.seed(seed)
  enFaker.seed(seed + 1)
  const cn = Array.from({ length: 300 }, () => {
    const last = zhFaker.person.lastName()
    const first = zhFaker.person.firstName()
    return { zh: last + first, en: `${titlePinyin(last)} ${titlePinyin(first)}` }
  })
  const foreign = Array.from({ length: 300 }, () => enFaker.person.fullName())
  const streets = Array.from({ length: 200 }, () => enFaker.location.streetAddress())
  return { cn, foreign, streets }
}
