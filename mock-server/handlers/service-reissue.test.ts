import { describe, expect, it } from 'vitest'
import type { ReissueValidateData } from '../../src/api/schemas/service-reissue'
import { reissueProveWizard, type ReissueDraft } from '../../src/domain/services/reissue'
import type { ServiceMark, ServiceMarkRow } from '../../src/domain/services/types'
import { callApi, setupTestServer, signInAs } from '../test-support'

const server = setupTestServer({ signedInAs: 'u-demo' })
const call = <T>(path: string, body: object, token = 't-u-demo', lang = 'en') =>
  callApi<T>(path, body, { token, lang })

const verdicts = (data: ReissueValidateData) =>
  data.results.map((r) => [r.regNo, r.eligibility.ok ? null : r.eligibility.reason])

describe('tmReissueRegister/validate (29)', () => {
  it('says for each of the caller’s marks whether its registration certificate can be reissued, and why not', async () => {
    const res = await call<ReissueValidateData>('tmReissueRegister/validate', {
      region: 'mainland',
      regNos: ['35126478', '41870233', '60411829'],
    })
    expect(res.body.code).toBe(200)
    expect(verdicts(res.body.data)).toEqual([
      ['35126478', null],
      ['41870233', 'svcReissue:ineligible.notRegistered'],
      ['60411829', 'svcReissue:ineligible.notInForce'],
    ])
    expect(server.schemaViolations).toEqual([])
  })
  it('refuses a mark that is not the caller’s, and a caller without a session', async () => {
    const other = await call<ReissueValidateData>('tmReissueRegister/validate', {
      region: 'mainland',
      regNos: ['50236784'],
    })
    expect(verdicts(other.body.data)).toEqual([['50236784', 'services:issues.markUnknown']])
    const anonymous = await callApi('tmReissueRegister/validate', {
      region: 'mainland',
      regNos: ['35126478'],
    })
    expect(anonymous.body.code).toBe(401)
  })
})

describe('tmReissueOthers/validate (30)', () => {
  it('needs a change, transfer or renewal certificate on the record, and lists them', async () => {
    const token = signInAs(server, 'u-agency')
    const res = await call<ReissueValidateData>(
      'tmReissueOthers/validate',
      { region: 'mainland', regNos: ['50236784', '29874561'] },
      token,
    )
    const [renewed, plain] = res.body.data.results
    expect(renewed!.eligibility).toEqual({ ok: true })
    expect(renewed!.onRecord.map((c) => c.kind)).toEqual(['renewal', 'change'])
    expect(plain).toMatchObject({
      eligibility: { ok: false, reason: 'svcReissue:ineligible.noCertificate' },
      onRecord: [],
    })
    expect(server.schemaViolations).toEqual([])
  })
})

describe('tmInfo/queryTmInfoToBiz and the reissue drafts (insert, insertDetail)', () => {
  const rows = async (service: string, token = 't-u-demo') => {
    const res = await call<{ list: ServiceMarkRow[] }>(
      'tmInfo/queryTmInfoToBiz',
      { region: 'mainland', service },
      token,
    )
    expect(res.body.code).toBe(200)
    return res.body.data.list
  }

  it('judges the marks by the rule of the flow asking', async () => {
    const token = signInAs(server, 'u-agency')
    const register = await rows('reissueProve', token)
    const others = await rows('replacementAndRenewal', token)
    const of = (list: ServiceMarkRow[], regNo: string) =>
      list.find((r) => r.mark.regNo === regNo)?.eligibility
    expect(of(register, '29874561')).toEqual({ ok: true })
    expect(of(others, '29874561')).toEqual({ ok: false, reason: 'svcReissue:ineligible.noCertificate' })
  })

  it('saves a reissue through insert and orders it as product type 29 through insertDetail', async () => {
    const mark = (await rows('reissueProve')).find((r) => r.mark.regNo === '35126478')!.mark as ServiceMark
    const draft: ReissueDraft = {
      ...reissueProveWizard.newDraft('ri-1', new Date().toISOString()),
      marks: [mark],
      reason: 'lost',
      explanation: 'Lost while moving office in March 2026.',
    }
    const saved = await call<{ saved: { revision: number } }>('tmReissueRegister/insert', {
      action: 'save',
      draft,
      baseRevision: 0,
    })
    expect(saved.body.code, JSON.stringify(saved.body)).toBe(200)
    const read = await call<{ read: { draft: ReissueDraft } }>('tmReissueRegister/insert', {
      action: 'read',
      draftId: 'ri-1',
    })
    expect(read.body.data.read.draft.reason).toBe('lost')
    const ordered = await call<{ orderId: string }>('tmReissueRegister/insertDetail', {
      draftId: 'ri-1',
      action: 'order',
    })
    expect(ordered.body.code, JSON.stringify(ordered.body)).toBe(200)
    expect(server.db.orders.find((o) => o.id === ordered.body.data.orderId)!.productType).toBe(29)
    // The other reissue's calls do not file this one.
    const wrong = await call('tmReissueOthers/insertDetail', { draftId: 'ri-1', action: 'order' })
    expect(wrong.body.code).not.toBe(200)
  })
})
