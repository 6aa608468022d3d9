import { describe, expect, it } from 'vitest'
import type { HeldMarkRow, MarkHolder } from '../../src/api/schemas/services-licence'
import { createOrder } from '../commerce/orders-store'
import { removalWizard, type RemovalDraft } from '../../src/domain/services/removal'
import { FX_MARK, FX_REMOVAL } from '../../tests/fixtures/services-licence'
import { callApi, setupTestServer } from '../test-support'

const server = setupTestServer({ signedInAs: 'u-demo' })
const token = 't-u-demo'

interface Page {
  list: HeldMarkRow[]
  total: number
}

const query = (path: string, body: object = {}, lang = 'en') => callApi<Page>(path, body, { token, lang })
const canAlter = (path: string, ...regNos: string[]) => {
  const form = new FormData()
  form.append('region', 'mainland')
  for (const regNo of regNos) form.append('regNos', regNo)
  return callApi<{ results: { regNo: string; eligibility: HeldMarkRow['eligibility'] }[] }>(path, form, {
    token,
  })
}
const reasonOf = (rows: HeldMarkRow[], regNo: string) => {
  const e = rows.find((r) => r.mark.regNo === regNo)?.eligibility
  return e && !e.ok ? e.reason : e ? 'ok' : 'missing'
}

describe('tmLicense/queryTmInfo and tmRemoval/queryTmInfo', () => {
  it("lists the account's marks with their goods and whether a licence may be recorded", async () => {
    const { body } = await query('tmLicense/queryTmInfo')
    expect(body.code).toBe(200)
    // The six portfolio marks and two more of the account's applicants (one held by its Hangzhou subsidiary).
    expect(body.data.total).toBe(8)
    const rows = body.data.list
    // Registered, term running, held by the account's default applicant.
    expect(reasonOf(rows, '35126478')).toBe('ok')
    // Term ended two months ago: in the grace period, renew first.
    expect(reasonOf(rows, '35126502')).toBe('svcLicence:eligibility.termEnded')
    // Published, not registered yet; invalidated.
    expect(reasonOf(rows, '41870233')).toBe('svcLicence:eligibility.notRegistered')
    expect(reasonOf(rows, '60411829')).toBe('svcLicence:eligibility.notRegistered')
    const mark = rows.find((r) => r.mark.regNo === '35126478')!
    expect(mark.mark).toMatchObject({
      name: '云杉智能',
      holderZh: '上海云杉智能科技有限公司',
      applicantId: 'app-demo-01',
      classes: ['09', '42'],
    })
    expect(mark.goods.map((c) => [c.classNo, c.items.length])).toEqual([
      ['09', 4],
      ['42', 4],
    ])
    expect(mark.goods[0]!.items[0]).toEqual({ zh: '计算机', en: 'computers' })
  })

  it('searches by number, name and holder, answers for chosen numbers and can list only eligible marks', async () => {
    expect(
      (await query('tmLicense/queryTmInfo', { keyword: '3512 6478' })).body.data.list.map(
        (r) => r.mark.regNo,
      ),
    ).toEqual(['35126478'])
    expect(
      (await query('tmRemoval/queryTmInfo', { keyword: 'yunshan' })).body.data.list.map((r) => r.mark.regNo),
    ).toContain('35126502')
    expect((await query('tmRemoval/queryTmInfo', { keyword: '杉语' })).body.data.total).toBe(1)
    expect((await query('tmLicense/queryTmInfo', { keyword: '上海云杉' })).body.data.total).toBe(7)
    expect((await query('tmLicense/queryTmInfo', { keyword: 'nothing like it' })).body.data.total).toBe(0)
    const chosen = await query('tmLicense/queryTmInfo', { regNos: ['35126502', '35126478'], keyword: 'x' })
    expect(chosen.body.data.list.map((r) => r.mark.regNo).sort()).toEqual(['35126478', '35126502'])
    const eligible = await query('tmLicense/queryTmInfo', { onlyEligible: true })
    expect(eligible.body.data.list.map((r) => r.mark.regNo).sort()).toEqual([
      '28810462',
      '35126478',
      '40217735',
    ])
    const paged = await query('tmLicense/queryTmInfo', { pageSize: 4, pageNum: 9 })
    expect(paged.body.data).toMatchObject({ total: 8, pageNum: 2 })
    expect(paged.body.data.list).toHaveLength(4)
  })

  it('refuses a removal of a mark whose removal is already ordered, until that order is cancelled', async () => {
    expect(reasonOf((await query('tmRemoval/queryTmInfo')).body.data.list, '35126478')).toBe('ok')
    const order = createOrder(server.db, {
      userId: 'u-demo',
      productType: 34,
      trademarkName: '云杉智能',
      lines: [],
      payload: { draftId: 'd-x', regNos: ['35126478'] },
      now: new Date().toISOString(),
    })
    const rows = (await query('tmRemoval/queryTmInfo')).body.data.list
    expect(reasonOf(rows, '35126478')).toBe('svcRemoval:eligibility.beingRemoved')
    // A licence of the same mark is still possible, and another member's order changes nothing.
    expect(reasonOf((await query('tmLicense/queryTmInfo')).body.data.list, '35126478')).toBe('ok')
    order.status = 'cancelled'
    expect(reasonOf((await query('tmRemoval/queryTmInfo')).body.data.list, '35126478')).toBe('ok')
  })

  it('needs a session', async () => {
    const { body } = await callApi('tmLicense/queryTmInfo', {}, { token: null })
    expect(body.code).toBe(401)
  })
})

describe('tmLicense/isCanAlter and tmCancellation/isCanAlter', () => {
  it('answers with the same rule as the list', async () => {
    const ok = await canAlter('tmLicense/isCanAlter', '35126478')
    expect(ok.body.data.results).toEqual([{ regNo: '35126478', eligibility: { ok: true } }])
    const grace = await canAlter('tmCancellation/isCanAlter', '35126502')
    expect(grace.body.data.results[0]!.eligibility).toEqual({
      ok: false,
      reason: 'svcRemoval:eligibility.termEnded',
    })
  })

  it("refuses a number that is not one of the account's marks, and a blank one", async () => {
    const other = await canAlter('tmLicense/isCanAlter', '29874561')
    expect(other.body.data.results[0]!.eligibility).toEqual({
      ok: false,
      reason: 'services:issues.markUnknown',
    })
    const blank = await canAlter('tmCancellation/isCanAlter', '')
    expect(blank.body.code).toBe(800)
  })
})

describe('the licence and removal wizards (tmLicenseMain, tmRemovalMain) and their mark lists', () => {
  const rows = async (path: string) => {
    const res = await callApi<{ list: { mark: { regNo: string }; eligibility: unknown }[]; max: number }>(
      path,
      { region: 'mainland' },
      { token },
    )
    expect(res.body.code).toBe(200)
    return res.body.data.list
  }

  it('lists the marks with the same rule as isCanAlter', async () => {
    const licence = await rows('tmInfo/queryTmInfoByApplicantPlus1')
    expect(licence.find((r) => r.mark.regNo === '35126478')?.eligibility).toEqual({ ok: true })
    const removal = await rows('tmInfo/queryTmInfoForCancellation')
    expect(removal.find((r) => r.mark.regNo === '35126502')?.eligibility).toEqual({
      ok: false,
      reason: 'svcRemoval:eligibility.termEnded',
    })
  })

  it('saves a removal, orders it as product type 34, and refuses a second removal of the mark', async () => {
    const draft: RemovalDraft = {
      ...removalWizard.newDraft('rm-1', new Date().toISOString()),
      marks: [FX_MARK],
      removals: FX_REMOVAL.removals,
      reason: 'noLongerUsed',
    }
    const main = (body: object) =>
      callApi<{ acted: { orderId: string } | null }>('tmCancellation/tmCancellationMain', body, { token })
    expect((await main({ action: 'save', draft, baseRevision: 0 })).body.code).toBe(200)
    const ordered = await main({ action: 'order', draftId: 'rm-1' })
    expect(ordered.body.code, JSON.stringify(ordered.body)).toBe(200)
    const order = server.db.orders.find((o) => o.id === ordered.body.data.acted!.orderId)!
    expect(order.productType).toBe(34)
    const again = await canAlter('tmCancellation/isCanAlter', FX_MARK.regNo)
    expect(again.body.data.results[0]!.eligibility).toEqual({
      ok: false,
      reason: 'svcRemoval:eligibility.beingRemoved',
    })
  })
})

describe('getApplicantInformation of the licence, the removal and the cancellation', () => {
  it.each(['tmLicense', 'tmRemoval', 'tmCancellation'])(
    "%s answers with the mark's registered holder",
    async (area) => {
      const { body } = await callApi<MarkHolder>(
        `${area}/getApplicantInformation`,
        { regNo: '35126478' },
        { token },
      )
      expect(body.code).toBe(200)
      expect(body.data).toMatchObject({
        regNo: '35126478',
        nameZh: '上海云杉智能科技有限公司',
        nameEn: 'Shanghai Yunshan Intelligent Technology Co., Ltd.',
        country: 'CN',
      })
      expect(body.data.addressZh).toContain('上海市')
      expect(body.data.applicant).toMatchObject({ applicantId: 'app-demo-01', kind: 'enterprise' })
    },
  )

  it('answers for the signed-in account only', async () => {
    const { body } = await callApi(
      'tmRemoval/getApplicantInformation',
      { regNo: '47788210' },
      { token, lang: 'zh-CN' },
    )
    expect(body).toMatchObject({ code: 1004, msg: '您的账户下没有这件商标' })
  })
})
