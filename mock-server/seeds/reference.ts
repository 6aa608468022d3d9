import type { Seeder } from './seed-kit'
import { buildCountries, type CountryRecord } from '../reference-data/countries'
import { DICTIONARIES } from '../reference-data/dictionaries'

export interface DictionaryRecord {
  type: string
  code: string
  zh: string
  en: string
  sort: number
}

declare module '../db' {
  interface MockTables {
    countries: CountryRecord[]
    dictionaries: DictionaryRecord[]
  }
}

/** Countries from i18n-iso-countries with the portal's regions, and the data dictionaries. */
export const seedReference: Seeder = (db) => {
  db.countries = buildCountries()
  db.dictionaries = Object.entries(DICTIONARIES).flatMap(([type, entries]) =>
    entries.map((entry, i) => ({ type, ...entry, sort: i + 1 })),
  )
}
