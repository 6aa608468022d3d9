/**
 * The mock's database: plain typed tables, kept in memory and saved to localStorage so demo data survives
 * reloads. Each area adds its tables by augmenting `MockTables` in its own seed file.
 */
export interface UserRecord {
  id: string
  accountType: 'enterprise' | 'agency' | 'individual'
  email: string
  mobile: string
  password: string
  name: string
  nameEn: string
  gender: 'male' | 'female' | 'unknown'
  currency: 'CNY' | 'USD' | 'EUR'
  lang: 'zh-CN' | 'en'
  avatar: string
  companyName: string
  companyNameEn: string
  wechatBound: boolean
  isPurchase: boolean
  createdAt: string
  lastLoginAt: string
}

export interface SessionRecord {
  token: string
  userId: string
  createdAt: string
  /**
   * The account's own mobile or e-mail this session proved with a code (sms/verifySmsCode, purpose 'verify'),
   * and until when that proof allows changing the account's contacts; used up by the change.
   */
  identityProof?: { target: string; until: string }
  /**
   * The team member of the account this session acts as (mock-server/cases/team.ts); absent = the account's
   * owner. Only the demo's "view as" switch changes it: in the real product each member signs in.
   */
  memberId?: string
}

export interface MockTables {
  users: UserRecord[]
  sessions: SessionRecord[]
}

export type MockDb = { [K in keyof MockTables]: MockTables[K] }

export const DB_STORAGE_KEY = 'tm-portal.mock-db'
/** Bumped whenever the seed changes shape, so an old saved DB is replaced instead of misread. */
export const DB_VERSION = 9

interface Saved {
  version: number
  tables: MockDb
}

export function loadDb(): MockDb | null {
  try {
    const raw = globalThis.localStorage?.getItem(DB_STORAGE_KEY)
    if (!raw) return null
    const saved = JSON.parse(raw) as Saved
    return saved.version === DB_VERSION ? saved.tables : null
  } catch {
    return null
  }
}

export function saveDb(db: MockDb): void {
  try {
    const saved: Saved = { version: DB_VERSION, tables: db }
    globalThis.localStorage?.setItem(DB_STORAGE_KEY, JSON.stringify(saved))
  } catch (error) {
    // A full quota must not break the demo: the data still lives in memory for this page.
    console.warn('[mock] could not save the demo data', error)
  }
}

export function forgetSavedDb(): void {
  globalThis.localStorage?.removeItem(DB_STORAGE_KEY)
}

let counter = 0
/** Readable, unique ids for new records: prefix, time and a counter. */
export function newId(prefix: string): string {
  counter += 1
  return `${prefix}${Date.now().toString(36)}${counter.toString(36)}`
}
