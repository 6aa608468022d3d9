import type { Seeder } from './seed-kit'
import { newDraft, newMark } from '../../src/domain/registration/draft'
import type { WizardDraftRecord } from '../wizards/store'

/**
 * Two unfinished applications of the enterprise demo account, so "continue a draft" has something to
 * offer: a mainland application half filled in (mark named, one class chosen) and a Hong Kong one just
 * started.
 */
export const seedWizardDrafts: Seeder = (db, { today }) => {
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
  mainland.revision = 1
  hk.revision = 1
  const drafts: WizardDraftRecord[] = [
    { userId: 'u-demo', flow: 'registration.mainland', draft: mainland, discardedAt: null },
    { userId: 'u-demo', flow: 'registration.hk', draft: hk, discardedAt: null },
  ]
  db.wizardDrafts = drafts
}
