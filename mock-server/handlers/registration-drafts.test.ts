import { describe, expect, it } from 'vitest'
import { callApi, setupTestServer } from '../test-support'
import { newDraft, newMark } from '../../src/domain/registration/draft'
import type { Applicant, RegistrationDraft } from '../../src/domain/registration/types'
import type { DraftSummary } from '../../src/api/schemas/registration-drafts'
import { markOrderPaid } from '../commerce/orders-store'

const server = setupTestServer({ signedInAs: 'u-demo' })

const call = <T = unknown>(path: string, body: object = {}, method = 'POST') =>
  callApi<T>(path, body, { token: 't-u-demo', lang: 'en', method })

const NOW = new Date().toISOString()

const company: Applicant = {
  applicantId: 'ap-demo',
  kind: 'enterprise',
  idType: null,
  idNumber: '',
  country: 'CN',
  nameZh: '上海云杉智能科技有限公司',
  nameEn: 'Shanghai Yunshan Intelligent Technology Co., Ltd.',
  addressZh: '上海市浦东新区张江路 88 号',
  addressEn: 'No. 88 Zhangjiang Road, Pudong, Shanghai',
  province: { code: '31', name: '上海市' },
  city: { code: '3101', name: '市辖区' },
  district: { code: '310115', name: '浦东新区' },
  postalCode: '201203',
  contactPerson: '王建国',
  phone: '021-58886666',
  email: 'ip@yunshan.example.com',
  licenceAddress: '上海市浦东新区张江路 88 号',
  uscc: '91310115MA1K3YQX2L',
  licenceFile: { fileId: 'f-lic', fileName: 'licence.pdf' },
  isDefault: true,
}

function complete(region: RegistrationDraft['region'], draftId = `d-${region}`): RegistrationDraft {
  return {
    ...newDraft(region, draftId, NOW),
    trademarks: [
      {
        ...newMark('m1'),
        name: 'YUNSHAN',
        image: {
          fileId: 'f-img',
          fileName: 'yunshan.png',
          url: 'file/download?fileId=f-img',
          width: 800,
          height: 800,
          size: 12_000,
          source: 'generated',
        },
        classes: [
          {
            classNo: '09',
            goods: Array.from({ length: 12 }, (_, i) => ({
              code: `0901${String(i + 1).padStart(2, '0')}`,
              groupCode: '0901',
              nameZh: `商品${i + 1}`,
              nameEn: `goods ${i + 1}`,
              custom: false,
              verdict: 'accepted' as const,
            })),
          },
          {
            classNo: '42',
            goods: [
              {
                code: '420201',
                groupCode: '4202',
                nameZh: '软件设计',
                nameEn: 'software design',
                custom: false,
                verdict: 'accepted' as const,
              },
            ],
          },
        ],
        basis: region === 'madrid' ? { kind: 'registration', number: '35126502', date: '2019-08-14' } : null,
      },
    ],
    applicants: { main: company, joint: [] },
    countries: region === 'global' || region === 'madrid' ? ['US', 'JP'] : [],
  }
}

const saveCall = {
  mainland: 'trademark/createTrademark',
  hk: 'trademark/createTrademark',
  global: 'trademark/createGlobalTrademark',
  madrid: 'madrid/createTrademark',
} as const

/** Saves a draft on the revision the server holds now (as the wizard does after loading it). */
async function save(draft: RegistrationDraft, call_ = saveCall[draft.region]) {
  const known = await call<RegistrationDraft>('trademark/getByPreview', { draftId: draft.draftId })
  const baseRevision = known.body.code === 200 ? known.body.data.revision : 0
  return call<{ revision: number }>(call_, { draft, baseRevision })
}

describe('registration drafts', () => {
  it('lists the account’s unfinished applications and offers seeded ones to continue', async () => {
    const list = await call<DraftSummary[]>('trademark/getTrademarkHalf', { region: 'mainland' })
    expect(list.body.code).toBe(200)
    expect(list.body.data.map((d) => d.draftId)).toContain('d-seed-mainland')
    expect(list.body.data.every((d) => d.region === 'mainland')).toBe(true)
  })

  it('saves every change through the region’s call and answers it back', async () => {
    const draft = complete('hk')
    expect((await save(draft)).body.code).toBe(200)
    const back = await call<RegistrationDraft>('trademark/getByPreview', { draftId: 'd-hk' })
    expect(back.body.data.trademarks[0]!.name).toBe('YUNSHAN')
    // A Hong Kong draft cannot be saved through the global call.
    expect((await save(draft, 'trademark/createGlobalTrademark')).body.code).toBe(1001)
  })

  it('refuses to make an order of incomplete information, naming each field', async () => {
    const draft = newDraft('mainland', 'd-empty', NOW)
    await save(draft)
    const made = await call<unknown>('trademark/insertRegistration', { draftId: 'd-empty' })
    expect(made.body.code).toBe(1001)
    const issues = (made.body.data as { issues: { path: string }[] }).issues.map((i) => i.path)
    expect(issues).toEqual(
      expect.arrayContaining(['trademarks.0.name', 'trademarks.0.image', 'applicants.main']),
    )
  })

  it('makes the order from the shared price, replaces it while unpaid, and fixes the information once paid', async () => {
    await save(complete('mainland'))
    const first = await call<{ orderId: string; total: number }>('trademark/insertRegistration', {
      draftId: 'd-mainland',
    })
    expect(first.body.code).toBe(200)
    const order = server.db.orders.find((o) => o.id === first.body.data.orderId)!
    expect(order.productType).toBe(0)
    expect(order.niceClasses).toEqual(['09', '42'])
    // Two classes and 2 items over 10 in class 09: first class, one additional class, excess items.
    expect(order.lines.map((l) => l.kind)).toEqual(
      expect.arrayContaining(['firstClass', 'extraClass', 'excessItems']),
    )
    const second = await call<{ orderId: string }>('trademark/insertRegistration', { draftId: 'd-mainland' })
    expect(server.db.orders.some((o) => o.id === first.body.data.orderId)).toBe(false)
    const paidOrder = server.db.orders.find((o) => o.id === second.body.data.orderId)!
    markOrderPaid(server.db, paidOrder, 'dummy', NOW)
    const preview = await call<RegistrationDraft>('trademark/getByPreview', { draftId: 'd-mainland' })
    expect(preview.body.data.paid).toBe(true)
    // Once paid the marks cannot change, but documents can be added.
    const edited = { ...preview.body.data, trademarks: [], originalsByPost: true }
    await save(edited)
    const after = await call<RegistrationDraft>('trademark/getByPreview', { draftId: 'd-mainland' })
    expect(after.body.data.trademarks).toHaveLength(1)
    expect(after.body.data.originalsByPost).toBe(true)
    expect((await call('trademark/insertRegistration', { draftId: 'd-mainland' })).body.code).toBe(1001)
  })

  it('finishes a paid application only with its documents and a notification method', async () => {
    await save(complete('global'))
    const made = await call<{ orderId: string }>('trademark/insertRegistration', { draftId: 'd-global' })
    markOrderPaid(
      server.db,
      server.db.orders.find((o) => o.id === made.body.data.orderId)!,
      'dummy',
      NOW,
    )
    const draft = (await call<RegistrationDraft>('trademark/getByPreview', { draftId: 'd-global' })).body.data
    await save({ ...draft, notification: { email: false, sms: false, post: false } })
    const refused = await call('trademark/insertRegistration', { draftId: 'd-global', action: 'complete' })
    expect(refused.body.code).toBe(1001)
    await save({ ...draft, notification: { email: true, sms: false, post: false } })
    const done = await call<{ completedAt: string }>('trademark/insertRegistration', {
      draftId: 'd-global',
      action: 'complete',
    })
    expect(done.body.data.completedAt).toBeTruthy()
    const filed = await call<RegistrationDraft>('trademark/getByComplete', {
      orderId: made.body.data.orderId,
    })
    expect(filed.body.data.countries).toEqual(['US', 'JP'])
    const cases = await call<{ list: { pending: string }[]; total: number }>('trademark/queryCasesList', {
      keyword: 'yunshan',
    })
    expect(cases.body.data.total).toBe(1)
    expect(cases.body.data.list[0]!.pending).toBe('none')
  })

  it('checks a Madrid basis: it must exist, be the applicant’s, and not be used twice', async () => {
    const ok = complete('madrid', 'd-m1')
    await save(ok)
    const made = await call<{ orderId: string }>('trademark/insertRegistration', { draftId: 'd-m1' })
    expect(made.body.code).toBe(200)
    const filed = await call<{ mark: { name: string } }>(
      `madrid/getOrder/${made.body.data.orderId}/m1`,
      {},
      'GET',
    )
    expect(filed.body.data.mark.name).toBe('YUNSHAN')

    const used = complete('madrid', 'd-m2')
    await save(used)
    const again = await call<{ issues: { message: string }[] }>('trademark/insertRegistration', {
      draftId: 'd-m2',
    })
    expect(again.body.data.issues.map((i) => i.message)).toContain('registration:issues.basisUsed')

    const unknown = complete('madrid', 'd-m3')
    unknown.trademarks[0]!.basis = { kind: 'application', number: '99999999', date: '2025-01-01' }
    await save(unknown)
    const missing = await call<{ issues: { message: string }[] }>('trademark/insertRegistration', {
      draftId: 'd-m3',
    })
    expect(missing.body.data.issues.map((i) => i.message)).toContain('registration:issues.basisNotFound')

    const stranger = complete('madrid', 'd-m4')
    stranger.trademarks[0]!.basis = { kind: 'registration', number: '35126478', date: '2019-08-14' }
    stranger.applicants.main = {
      ...company,
      applicantId: 'ap-x',
      nameZh: '别的公司',
      nameEn: 'Another Company Ltd.',
    }
    await save(stranger)
    const mismatch = await call<{ issues: { message: string }[] }>('trademark/insertRegistration', {
      draftId: 'd-m4',
    })
    expect(mismatch.body.data.issues.map((i) => i.message)).toContain(
      'registration:issues.basisApplicantMismatch',
    )
  }, 60_000)

  it('refuses a save made on an older revision and answers the newer draft, so no tab overwrites another', async () => {
    const draft = complete('mainland', 'd-tabs')
    const first = await call<{ revision: number }>(saveCall.mainland, { draft, baseRevision: 0 })
    expect(first.body.data.revision).toBe(1)
    // Tab 2 edits the description on revision 1.
    const tab2 = { ...draft, trademarks: [{ ...draft.trademarks[0]!, description: 'a sail over hills' }] }
    expect(
      (await call<{ revision: number }>(saveCall.mainland, { draft: tab2, baseRevision: 1 })).body.data
        .revision,
    ).toBe(2)
    // Tab 1, still on revision 1, edits the name: refused with the newer draft.
    const tab1 = { ...draft, trademarks: [{ ...draft.trademarks[0]!, name: 'YUNSHAN PRO' }] }
    const stale = await call<{ draft: RegistrationDraft }>(saveCall.mainland, {
      draft: tab1,
      baseRevision: 1,
    })
    expect(stale.body.code).toBe(1409)
    expect(stale.body.data.draft.revision).toBe(2)
    expect(stale.body.data.draft.trademarks[0]!.description).toBe('a sail over hills')
    // Nothing of tab 1's was written.
    const now = await call<RegistrationDraft>('trademark/getByPreview', { draftId: 'd-tabs' })
    expect(now.body.data.trademarks[0]!.name).toBe('YUNSHAN')
    // Saved on the newer revision, it goes through.
    const merged = { ...tab2, trademarks: [{ ...tab2.trademarks[0]!, name: 'YUNSHAN PRO' }] }
    expect((await call(saveCall.mainland, { draft: merged, baseRevision: 2 })).body.code).toBe(200)
  })

  it('deletes an unpaid draft with its order', async () => {
    await save(complete('mainland', 'd-del'))
    const made = await call<{ orderId: string }>('trademark/insertRegistration', { draftId: 'd-del' })
    await call('trademark/insertRegistration', { draftId: 'd-del', action: 'discard' })
    expect(server.db.orders.some((o) => o.id === made.body.data.orderId)).toBe(false)
    const list = await call<DraftSummary[]>('trademark/getTrademarkHalf', {})
    expect(list.body.data.map((d) => d.draftId)).not.toContain('d-del')
  })

  it('answers the wizard’s limits and the adviser', async () => {
    const config = await call<{ maxApplicants: number }>('trademark/queryZongWeiConfig', {}, 'GET')
    expect(config.body.data.maxApplicants).toBe(10)
    const adviser = await call<{ available: boolean }>('trademark/customServiceVerify', {}, 'GET')
    expect(adviser.body.data.available).toBe(true)
  })
})
