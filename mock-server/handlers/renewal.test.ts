import { describe, expect, it } from 'vitest'
import { callApi, setupTestServer } from '../test-support'
import { renewalWizard, type RenewalDraft } from '../../src/domain/services/renewal'
import type { ServiceMark, ServiceMarkRow } from '../../src/domain/services/types'
import { markOrderPaid } from '../commerce/orders-store'
import { SERVICE_DOCUMENTS } from '../../tests/fixtures/services'

const server = setupTestServer({ signedInAs: 'u-demo' })

const call = <T = unknown>(path: string, body: object = {}) =>
  callApi<T>(path, body, { token: 't-u-demo', lang: 'en' })

const NOW = new Date().toISOString()

type Issues = { issues: { path: string; message: string }[] }

async function rows(region = 'mainland') {
  const res = await call<{ list: ServiceMarkRow[]; max: number }>('tmInfo/queryTmInfoForRenew', { region })
  expect(res.body.code).toBe(200)
  return res.body.data
}

async function markOf(regNo: string, region = 'mainland'): Promise<ServiceMark> {
  const row = (await rows(region)).list.find((r) => r.mark.regNo === regNo)
  expect(row, regNo).toBeDefined()
  return row!.mark
}

/** A renewal draft of `marks` with the holder on record, saved and ready to order. */
async function saved(draftId: string, marks: ServiceMark[], region: RenewalDraft['region'] = 'mainland') {
  const holder = await call<{ holder: RenewalDraft['holder'] }>('tmExtend/getApplicantInformation', {
    regNo: marks[0]!.regNo,
  })
  const draft: RenewalDraft = {
    ...renewalWizard.newDraft(draftId, NOW),
    region,
    productType: renewalWizard.productTypes[region]!,
    marks,
    holder: holder.body.data?.holder ?? null,
  }
  const res = await call('trademark/insertExtend', { draft, baseRevision: 0 })
  expect(res.body.code).toBe(200)
  return draft
}

const order = (draftId: string, call_ = 'trademark/insertExtendDetail') =>
  call<{ orderId: string; orderNo: string; total: number }>(call_, { draftId, action: 'order' })

describe('renewal calls', () => {
  it('lists the account’s marks with their renewal status and why a mark cannot be renewed', async () => {
    const { list, max } = await rows()
    expect(max).toBe(5)
    const by = (regNo: string) => list.find((r) => r.mark.regNo === regNo)!
    expect(by('35126478')).toMatchObject({ eligibility: { ok: true }, status: 'svcRenewal:status.normal' })
    expect(by('35126502')).toMatchObject({
      eligibility: { ok: true },
      status: 'svcRenewal:status.grace',
      tone: 'warn',
    })
    expect(by('28810462').eligibility).toEqual({ ok: false, reason: 'svcRenewal:reasons.notYetOpen' })
    expect(by('60411829').eligibility).toEqual({ ok: false, reason: 'svcRenewal:reasons.notRegistered' })
    // An applicant's mark is listed with its own holder.
    expect(by('40217735').mark.holderZh).toBe('杭州云杉数据服务有限公司')
    // Other regions are their own lists.
    expect((await rows('madrid')).list.map((r) => r.mark.regNo)).toContain('1352281')
  })

  it('names the registered holder from the applicant book', async () => {
    const res = await call<{ holder: { nameZh: string; uscc: string } }>('tmExtend/getApplicantInformation', {
      regNo: '40217735',
    })
    expect(res.body.data.holder.nameZh).toBe('杭州云杉数据服务有限公司')
    expect(res.body.data.holder.uscc).toMatch(/^91/)
    expect((await call('tmExtend/getApplicantInformation', { regNo: '99999999' })).body.code).toBe(1004)
  })

  it('orders at the shared price with the late fee of a mark in grace, and a double submit leaves one order', async () => {
    await saved('d-two', [await markOf('35126478'), await markOf('35126502')])
    const [a, b] = await Promise.all([order('d-two'), order('d-two')])
    expect(a.body.code).toBe(200)
    expect(b.body.code).toBe(200)
    const mine = server.db.orders.filter((o) => o.payload.draftId === 'd-two')
    expect(mine).toHaveLength(1)
    const made = mine[0]!
    expect(made.productType).toBe(5)
    expect(made.niceClasses).toEqual(['09', '42'])
    const grace = made.lines.filter((l) => l.kind === 'grace')
    expect(grace).toEqual([expect.objectContaining({ quantity: 1, official: 225, mark: 1 })])
    // Three classes at 450, one late fee of 225.
    expect(made.officialFee).toBe(3 * 450 + 225)
  })

  it('refuses a mark that is not eligible, even when the draft’s copy says otherwise', async () => {
    const early = await markOf('28810462')
    // A forged copy: the term ending soon. The server judges its own facts of the mark.
    await saved('d-forged', [{ ...early, expiryDate: '2026-12-31' }])
    const res = await order('d-forged')
    expect(res.body.code).toBe(1001)
    expect((res.body.data as unknown as Issues).issues).toContainEqual({
      path: 'marks.0',
      message: 'svcRenewal:reasons.notYetOpen',
    })
    expect(server.db.orders.some((o) => o.payload.draftId === 'd-forged')).toBe(false)
    // A mark that is not the account's at all.
    await saved('d-foreign', [{ ...early, regNo: '12345678' }])
    const foreign = await order('d-foreign')
    expect((foreign.body.data as unknown as Issues).issues).toContainEqual({
      path: 'marks.0',
      message: 'services:issues.markUnknown',
    })
  })

  it('a mark already submitted for renewal cannot be submitted again', async () => {
    const mark = await markOf('35126478')
    await saved('d-first', [mark])
    expect((await order('d-first')).body.code).toBe(200)
    await saved('d-again', [mark])
    const check = await call<{ results: { regNo: string; eligibility: unknown }[] }>(
      'trademark/insertExtendValidate',
      { region: 'mainland', regNos: ['35126478'], draftId: 'd-again' },
    )
    expect(check.body.data.results[0]!.eligibility).toEqual({
      ok: false,
      reason: 'svcRenewal:reasons.alreadySubmitted',
    })
    // The first draft's own mark is not "submitted elsewhere" for itself.
    const own = await call<{ results: { eligibility: { ok: boolean } }[] }>(
      'trademark/insertExtendValidate',
      {
        region: 'mainland',
        regNos: ['35126478'],
        draftId: 'd-first',
      },
    )
    expect(own.body.data.results[0]!.eligibility.ok).toBe(true)
    const again = await order('d-again')
    expect((again.body.data as unknown as Issues).issues).toContainEqual({
      path: 'marks.0',
      message: 'svcRenewal:reasons.alreadySubmitted',
    })
    const listed = (await rows()).list.find((r) => r.mark.regNo === '35126478')!
    expect(listed.eligibility).toEqual({ ok: false, reason: 'svcRenewal:reasons.alreadySubmitted' })
  })

  it('files a global renewal only through insertGlobalExtendDetail, at product type 11', async () => {
    await saved('d-global', [await markOf('US5712284', 'global')], 'global')
    expect((await order('d-global')).body.code).not.toBe(200)
    const res = await order('d-global', 'trademark/insertGlobalExtendDetail')
    expect(res.body.code).toBe(200)
    expect(server.db.orders.find((o) => o.id === res.body.data.orderId)!.productType).toBe(11)
  })

  it('renews a Madrid registration for the designations chosen, at each one’s WIPO fee; the register decides which exist', async () => {
    const ir = await markOf('1352281', 'madrid')
    expect(ir.designations).toEqual(['US', 'EM', 'JP', 'KR', 'DE'])
    const draft = await saved('d-madrid', [ir], 'madrid')
    const chosen = { ...draft, designationsRenewed: { '1352281': ['US', 'DE'] } }
    expect((await call('trademark/insertExtend', { draft: chosen, baseRevision: 1 })).body.code).toBe(200)
    const res = await order('d-madrid')
    expect(res.body.code).toBe(200)
    const made = server.db.orders.find((o) => o.id === res.body.data.orderId)!
    expect(made.productType).toBe(18)
    expect(made.lines.filter((l) => l.kind === 'country').map((l) => l.country)).toEqual(['US', 'DE'])

    // A copy of the mark that claims a designation the register does not hold is refused, and not priced.
    const forged = await saved('d-madrid-forged', [{ ...ir, designations: ['US', 'FR'] }], 'madrid')
    const withFr = { ...forged, designationsRenewed: { '1352281': ['FR'] } }
    expect((await call('trademark/insertExtend', { draft: withFr, baseRevision: 1 })).body.code).toBe(200)
    const refused = await order('d-madrid-forged')
    expect(refused.body.code).toBe(1001)
    expect((refused.body.data as unknown as Issues).issues).toContainEqual({
      path: 'designations.1352281',
      message: 'svcRenewal:issues.designationUnknown',
    })
  })

  it('reads the drafts to continue, and the renewal filed for a paid order; completes it after the documents', async () => {
    const draft = await saved('d-read', [await markOf('40217735')])
    const made = await order('d-read')
    const list = await call<{ drafts: { draftId: string; regNos: string[]; orderNo: string }[] }>(
      'trademark/renewalToPay',
      {},
    )
    expect(list.body.data.drafts).toContainEqual(
      expect.objectContaining({ draftId: 'd-read', regNos: ['40217735'], orderNo: made.body.data.orderNo }),
    )
    // Not paid: nothing is shown as filed.
    const unpaid = await call<{ draft: unknown }>('trademark/renewalToPay', {
      orderId: made.body.data.orderId,
    })
    expect(unpaid.body.data.draft).toBeNull()
    markOrderPaid(
      server.db,
      server.db.orders.find((o) => o.id === made.body.data.orderId)!,
      'dummy',
      NOW,
    )
    // Completing needs the documents.
    const early = await call('trademark/insertExtendDetail', { draftId: 'd-read', action: 'complete' })
    expect(early.body.code).toBe(1001)
    const loaded = await call<{ draft: RenewalDraft }>('trademark/renewalToPay', { draftId: 'd-read' })
    const withDocs = { ...loaded.body.data.draft, documents: SERVICE_DOCUMENTS }
    expect(
      (
        await call('trademark/insertExtend', {
          draft: withDocs,
          baseRevision: loaded.body.data.draft.revision,
        })
      ).body.code,
    ).toBe(200)
    const done = await call<{ completedAt: string }>('trademark/insertExtendDetail', {
      draftId: 'd-read',
      action: 'complete',
    })
    expect(done.body.code).toBe(200)
    const filed = await call<{ draft: RenewalDraft }>('trademark/renewalToPay', {
      orderId: made.body.data.orderId,
    })
    expect(filed.body.data.draft.marks.map((m) => m.regNo)).toEqual(['40217735'])
    expect(filed.body.data.draft.holder?.nameZh).toBe(draft.holder?.nameZh)
    expect(server.db.orders.find((o) => o.id === made.body.data.orderId)!.status).toBe('processing')
  })
})
