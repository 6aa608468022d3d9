import { afterEach, describe, expect, it, vi } from 'vitest'
import { createSeededDb } from '.'

// Fields that say when something already happened: none may lie after the moment the seed runs.
const PAST = new Set([
  'createdAt',
  'requestedAt',
  'paidAt',
  'readAt',
  'lastLoginAt',
  'updatedAt',
  'uploadedAt',
])

function laterThan(value: unknown, limit: number, path: string, out: string[]): void {
  if (Array.isArray(value)) value.forEach((v, i) => laterThan(v, limit, `${path}[${i}]`, out))
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (PAST.has(key) && typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(v) && Date.parse(v) > limit) {
        out.push(`${path}.${key} = ${v}`)
      } else laterThan(v, limit, `${path}.${key}`, out)
    }
  }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('seeded times', () => {
  // 00:30 in Beijing: the business day has just begun, most of it is still ahead.
  it.each(['2026-11-26T16:30:00.000Z', '2026-11-27T03:00:00.000Z'])('are all in the past at %s', (now) => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(now))
    const db = createSeededDb()
    const late: string[] = []
    laterThan(db, Date.parse(now), 'db', late)
    expect(late.slice(0, 10)).toEqual([])
    // A case history entry's moment ('at' elsewhere can be planned, e.g. an invoice's delivery plan).
    expect(db.caseHistory.length).toBeGreaterThan(0)
    expect(db.caseHistory.filter((h) => Date.parse(h.at) > Date.parse(now)).slice(0, 5)).toEqual([])
  })
})
