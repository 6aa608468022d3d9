import { describe, expect, it } from 'vitest'
import type { ApplicantView } from '../../src/api/schemas/registration-applicants'
import { newDraft } from '../../src/domain/registration/draft'
import { pickApplicant } from '../../src/domain/registration/applicant-rules'
import { createOrder } from '../commerce/orders-store'
import type { WizardDraftRecord } from '../wizards/store'
import { callApi, setupTestServer } from '../test-support'

// The applicant book's delete as the personal centre's applicants page uses it: refused while any filing uses
// the applicant (a filed order, an order awaiting payment, an unfinished draft), with the filings named.
const server = setupTestServer({ signedInAs: 'u-demo' })

function call<T = unknown>(path: string, body: object = {}, lang = 'en') {
  return callApi<T>(path, body, { token: 't-u-demo', lang })
}

type Limits = { deletable: boolean; deleteReason: string | null; lockedFields: string[] }

const FREE = 'app-demo-14'
const record = (id: string) => server.db.applicants.find((a) => a.applicantId === id)!

/** An unfinished mainland registration of the demo account with `applicantId` as its applicant. */
function draftUsing(applicantId: string, updatedAt = '2026-11-20T02:00:00Z') {
  const draft = newDraft('mainland', 'd-test-book', '2026-11-19T02:00:00Z')
  draft.applicants = { main: pickApplicant(record(applicantId)), joint: [] }
  draft.updatedAt = updatedAt
  const entry: WizardDraftRecord<typeof draft> = {
    userId: 'u-demo',
    flow: 'registration.mainland',
    draft,
    discardedAt: null,
  }
  ;(server.db.wizardDrafts ??= []).push(entry as unknown as WizardDraftRecord)
  return entry
}

describe('applicantInfo/deleteApplicant and applicantEditAstrict', () => {
  it('answers an applicant no filing uses as deletable, and deletes it', async () => {
    const limits = await call<Limits>('applicantInfo/applicantEditAstrict', { applicantId: FREE })
    expect(limits.body.data).toMatchObject({ deletable: true, deleteReason: null })
    const deleted = await call('applicantInfo/deleteApplicant', { applicantId: FREE })
    expect(deleted.body.code).toBe(200)
    expect(server.db.applicants.some((a) => a.applicantId === FREE)).toBe(false)
  })

  it('refuses while an unfinished draft chose it, naming the draft, until the draft is deleted', async () => {
    const entry = draftUsing(FREE)
    const limits = await call<Limits>('applicantInfo/applicantEditAstrict', { applicantId: FREE })
    expect(limits.body.data.deletable).toBe(false)
    // Nothing is on record at the office: the fields stay editable.
    expect(limits.body.data.lockedFields).toEqual([])
    expect(limits.body.data.deleteReason).toMatch(
      /is used in 1 unfinished draft \(Mainland China trademark registration, saved 2026-11-20\)/,
    )
    const refused = await call('applicantInfo/deleteApplicant', { applicantId: FREE })
    expect(refused.body.code).toBe(1001)
    expect(refused.body.msg).toBe(limits.body.data.deleteReason)
    const zh = await call('applicantInfo/deleteApplicant', { applicantId: FREE }, 'zh-CN')
    expect(zh.body.msg).toMatch(/已用于 1 份未完成的草稿（国内商标注册，2026-11-20 保存）/)
    expect(server.db.applicants.some((a) => a.applicantId === FREE)).toBe(true)

    entry.discardedAt = '2026-11-21T02:00:00Z'
    expect((await call('applicantInfo/deleteApplicant', { applicantId: FREE })).body.code).toBe(200)
  })

  it('counts a joint applicant of a draft too, and not a finished draft', async () => {
    const entry = draftUsing('app-demo-13')
    entry.draft.applicants.joint = [pickApplicant(record(FREE))]
    const refused = await call('applicantInfo/deleteApplicant', { applicantId: FREE })
    expect(refused.body.msg).toMatch(/unfinished draft/)
    entry.draft.completedAt = '2026-11-21T02:00:00Z'
    const limits = await call<Limits>('applicantInfo/applicantEditAstrict', { applicantId: FREE })
    expect(limits.body.data.deletable).toBe(true)
  })

  it('refuses while an order in its name awaits payment, naming the order; a cancelled one no longer counts', async () => {
    const a = record(FREE)
    const order = createOrder(server.db, {
      userId: 'u-demo',
      productType: 0,
      trademarkName: 'YUNSHAN',
      applicantName: a.nameZh,
      applicantNameEn: a.nameEn,
      lines: [],
      now: '2026-11-20T02:00:00Z',
    })
    const refused = await call('applicantInfo/deleteApplicant', { applicantId: FREE })
    expect(refused.body.code).toBe(1001)
    expect(refused.body.msg).toContain(`1 order awaiting payment (${order.orderNo})`)
    order.status = 'cancelled'
    expect((await call('applicantInfo/deleteApplicant', { applicantId: FREE })).body.code).toBe(200)
  })

  it('names filed orders and drafts together for an applicant used by both', async () => {
    draftUsing('app-demo-01')
    const limits = await call<Limits>('applicantInfo/applicantEditAstrict', { applicantId: 'app-demo-01' })
    expect(limits.body.data.deleteReason).toMatch(/filed orders? \(TM\d+.*\), 1 unfinished draft/)
  })

  it('moves the default to another applicant when the default is deleted', async () => {
    await call('applicantInfo/updateIsDefault', { applicantId: FREE })
    const deleted = await call<{ defaultId: string | null }>('applicantInfo/deleteApplicant', {
      applicantId: FREE,
    })
    expect(deleted.body.data.defaultId).not.toBeNull()
    const def = await call<ApplicantView>('applicantInfo/getDefaultApplicant')
    expect(def.body.data.applicantId).toBe(deleted.body.data.defaultId)
  })

  it('answers “not found” for another account’s applicant', async () => {
    const other = server.db.applicants.find((x) => x.userId === 'u-agency')!
    const res = await call('applicantInfo/deleteApplicant', { applicantId: other.applicantId })
    expect(res.body.code).toBe(1004)
    expect(server.db.applicants).toContain(other)
  })
})
