import type { Seeder } from './seed-kit'
import type { RegistrationDraft } from '../../src/domain/registration/types'
import { newDraft, newMark } from '../../src/domain/registration/draft'

/** A registration draft of an account; the wizard saves it on every change. */
export interface RegistrationDraftRecord {
  userId: string
  draft: RegistrationDraft
  /** Set when the user discarded it from the draft list. */
  discardedAt: string | null
}

declare module '../db' {
  interface MockTables {
    registrationDrafts: RegistrationDraftRecord[]
  }
}

/**
 * Two unfinished applications of the enterprise demo account, so "continue a draft" has something to
 * offer: a mainland application half filled in (mark named, one class chosen) and a Hong Kong one just
 * started.
 */
export const seedRegistrationDrafts: Seeder = (db, { today }) => {
  const at = (daysAgo: number) => {
    const d = new Date(`${today}T09:30:00Z`)
    d.setUTCDate(d.getUTCDate() - daysAgo)
    return d.toISOString()
  }
  const mainland = newDraft('mainland', 'd-seed-mainland', at(3))
  mainland.trademarks = [
    {
      ...newMark('m1'),
      name: '云杉智联',
      classes: [
        {
          classNo: '09',
          goods: [
            {
              code: '090104',
              groupCode: '0901',
              nameZh: '已录制的计算机程序',
              nameEn: 'computer programs, recorded',
              custom: false,
              verdict: 'accepted',
            },
          ],
        },
      ],
    },
  ]
  mainland.updatedAt = at(2)
  const hk = newDraft('hk', 'd-seed-hk', at(9))
  hk.trademarks = [{ ...newMark('m1'), name: 'YUNSHAN', language: 'en' }]
  db.registrationDrafts = [
    { userId: 'u-demo', draft: mainland, discardedAt: null },
    { userId: 'u-demo', draft: hk, discardedAt: null },
  ]
}
