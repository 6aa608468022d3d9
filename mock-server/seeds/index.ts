import { Faker, base, en, zh_CN } from '@faker-js/faker'
import { businessToday, startOfBusinessDay } from '../../src/domain/clock'
import type { MockDb } from '../db'
import type { Seeder } from './seed-kit'
import { seedAccounts } from './accounts'
import { seedAuth } from './auth'
import { seedMember, seedNotices } from './member'
import { seedReference } from './reference'
import { seedOrders } from './orders'
import { seedFiles } from './files'
import { seedSearch } from './search'
import { seedBenefits } from './benefits'
import { seedInvoices } from './invoices'
import { seedTimestamps } from './timestamps'
import { seedRegistrationApplicants } from './registration-applicants'
import { seedWizardDrafts } from './wizard-drafts'
import { seedTeams } from '../cases/team'
import { seedCases } from '../cases/store'
import { seedDocuments } from '../cases/documents-store'
import { seedPortfolios } from '../portfolios/store'
import { seedCaseLists } from '../cases/list-store'

const SEED = 20261122

// Order matters: later seeders read the users and records earlier ones made.
const seeders: Seeder[] = [
  seedAccounts,
  seedAuth,
  seedMember,
  seedReference,
  seedBenefits,
  seedOrders,
  seedInvoices,
  seedTimestamps,
  seedRegistrationApplicants,
  seedWizardDrafts,
  seedFiles,
  seedSearch,
  // Last, so it reads the debit notes and adds no draws before the other seeders'.
  seedNotices,
  // The case manager's teams and cases (issue 15): no faker draws, after the applicants they read.
  seedTeams,
  seedCases,
  // The document library: folders and files of the teams' members, linked to their cases.
  seedDocuments,
  // The register applicants the demo accounts follow (no register work at seed time).
  seedPortfolios,
  seedCaseLists,
]

/** A new database with the demo data; the same seed gives the same records every time. */
export function createSeededDb(today = businessToday()): MockDb {
  // Faker's recent and past dates end at the start of the business day, so no seeded record is dated later
  // than the moment the seed runs, however early in that Beijing day.
  const refDate = new Date(startOfBusinessDay(today))
  const zh = new Faker({ locale: [zh_CN, en, base], seed: SEED })
  const enFaker = new Faker({ locale: [en, base], seed: SEED + 1 })
  zh.setDefaultRefDate(refDate)
  enFaker.setDefaultRefDate(refDate)
  const db = { users: [], sessions: [] } as unknown as MockDb
  for (const seed of seeders) seed(db, { zh, en: enFaker, today })
  return db
}
