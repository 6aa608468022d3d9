import type { Faker } from '@faker-js/faker'
import type { MockDb } from '../db'

// Kept apart from index.ts, which imports every seeder: seeders importing these types from it made import cycles.

/** What every seeder gets: two seeded fakers and the reference day dates are laid out around. */
export interface SeedKit {
  zh: Faker
  en: Faker
  /** YYYY-MM-DD; dates are generated relative to it so deadlines stay upcoming. */
  today: string
}

export type Seeder = (db: MockDb, kit: SeedKit) => void
