import { describe, expect, it } from 'vitest'
import { callApi, setupTestServer, signInAs } from '../test-support'
import { createOrder, markOrderPaid } from '../commerce/orders-store'
import { changeWizard, type ChangeDraft } from '../../src/domain/services/change'
import type { ServiceMark } from '../../src/domain/services/types'

const server = setupTestServer({ signedInAs: 'u-demo' })

const call = <T = unknown>(path: string, body: object | FormData = {}, token = 't-u-demo', lang = 'en') =>
  callApi<T>(path, body, { token, lang })

interface Row {
  regNo: string
  name: string
  country: string
  status: number
  holderZh: string
  holderAddressZh: string
  eligibility: { ok: true } | { ok: false; reason: string }
}

/** A paid change order covering `regNos` (what the generic order handler makes once the flow is bound). */
function fileChange(regNos: string[], productType: 13 | 17 = 13, country = 'CN') {
  const order = createOrder(server.db, {
    userId: 'u-demo',
    productType,
    trademarkName: 'x',
    countries: [country],
    lines: [],
    payload: { regNos },
    now: new Date().toISOString(),
  })
  markOrderPaid(server.db, order, 'card', new Date().toISOString())
  order.status = 'processing'
  return order
}

/** A row of the shared mark list (src/api/schemas/services.ts), flattened to the mark with its eligibility. */
interface ListRow {
  mark: Omit<Row, 'eligibility'>
  eligibility: Row['eligibility']
  status: string | null
  tone: 'ok' | 'warn' | 'off'
}

async function marksOf(path: string, body: object = {}, token = 't-u-demo'): Promise<Row[]> {
  const { body: answer } = await call<{ list: ListRow[]; max: number }>(path, body, token)
  expect(answer.code).toBe(200)
  expect(answer.data.max).toBe(50)
  return answer.data.list.map((r) => {
    // A row's tone follows its eligibility.
    expect(r.tone).toBe(r.eligibility.ok ? 'ok' : 'off')
    return { ...r.mark, eligibility: r.eligibility }
  })
}

const MAINLAND = 'tmInfo/queryTmInfosByApplicantForAlteration'
const GLOBAL = 'tmInfo/queryTmInfosByApplicantForGlobalAlteration'

describe('tmInfo/queryTmInfosByApplicantForAlteration', () => {
  it("lists the account's mainland marks with the registered holder and why a mark cannot be changed", async () => {
    const list = await marksOf(MAINLAND, { region: 'mainland' })
    const numbers = list.map((r) => r.regNo)
    // The portfolio's six marks and the holder's mark filed through another agent.
    expect(numbers).toEqual(expect.arrayContaining(['35126478', '35126502', '66873120', '44561209']))
    expect(list.every((r) => r.country === 'CN')).toBe(true)
    const registered = list.find((r) => r.regNo === '35126478')!
    expect(registered.holderZh).toBe('上海云杉智能科技有限公司')
    // The register still has the address the company left.
    expect(registered.holderAddressZh).toBe('上海市浦东新区张江路88号2号楼501室')
    expect(registered.eligibility).toEqual({ ok: true })
    const invalid = list.find((r) => r.regNo === '60411829')!
    expect(invalid.eligibility).toEqual({ ok: false, reason: 'svcChange:eligibility.notInForce' })
  })

  it('searches by number, name and holder', async () => {
    expect((await marksOf(MAINLAND, { keyword: '杉云' })).map((r) => r.regNo)).toEqual(['44561209'])
    const byNo = await marksOf(MAINLAND, { keyword: '35126' })
    expect(byNo.map((r) => r.regNo).sort()).toEqual(['35126478', '35126502'])
    expect(await marksOf(MAINLAND, { keyword: 'nobody such' })).toEqual([])
  })

  it('shows a mark whose change is filed and paid as not changeable again', async () => {
    fileChange(['35126478'])
    const list = await marksOf(MAINLAND)
    expect(list.find((r) => r.regNo === '35126478')!.eligibility).toEqual({
      ok: false,
      reason: 'svcChange:eligibility.changePending',
    })
  })

  it("gives the agency its clients' marks, a renamed client's too", async () => {
    const token = signInAs(server, 'u-agency')
    const list = await marksOf(MAINLAND, {}, token)
    const renamed = list.find((r) => r.regNo === '33109872')!
    expect(renamed.holderZh).toBe('深圳蓝鲸出行科技有限公司')
    expect(renamed.eligibility).toEqual({ ok: true })
    expect(list.some((r) => r.regNo === '35126478')).toBe(false)
  })
})

describe('tmInfo/queryTmInfosByApplicantForGlobalAlteration and queryGlobalAlterationTmInfos', () => {
  it("lists the enterprise's marks abroad, and groups them by office", async () => {
    const list = await marksOf(GLOBAL, { region: 'global' })
    expect(list.map((r) => r.country).sort()).toEqual(['EM', 'GB', 'JP', 'US'])
    const grouped = await call<{ countries: { country: string; marks: Row[] }[] }>(
      'tmInfo/queryGlobalAlterationTmInfos',
      { nameEn: 'Shanghai Yunshan Intelligent Technology Co., Ltd.' },
    )
    expect(grouped.body.data.countries.map((c) => c.country).sort()).toEqual(['EM', 'GB', 'JP', 'US'])
    expect(grouped.body.data.countries.find((c) => c.country === 'US')!.marks[0]!.regNo).toBe('6123457')
  })

  it('gives the person no marks abroad', async () => {
    const token = signInAs(server, 'u-person')
    expect(await marksOf(GLOBAL, { region: 'global' }, token)).toEqual([])
  })
})

describe('tmInfo/queryTmInfosByApplicantAndAddress', () => {
  const holder = {
    nameZh: '上海云杉智能科技有限公司',
    addressZh: '上海市浦东新区张江路88号2号楼501室',
  }

  it("lists the holder's marks in force under that name and address, chosen ones left out", async () => {
    const { body } = await call<{ list: Row[] }>('tmInfo/queryTmInfosByApplicantAndAddress', {
      ...holder,
      exclude: ['35126478'],
    })
    const numbers = body.data.list.map((r) => r.regNo).sort()
    // The invalid FIRLINK needs no change; the mark filed through another agent does.
    expect(numbers).toEqual(['35126502', '41870233', '44561209', '52307716', '66873120'])
  })

  it('leaves out marks whose change is already filed, and finds nothing under another address', async () => {
    fileChange(['41870233'])
    const { body } = await call<{ list: Row[] }>('tmInfo/queryTmInfosByApplicantAndAddress', holder)
    expect(body.data.list.some((r) => r.regNo === '41870233')).toBe(false)
    const moved = await call<{ list: Row[] }>('tmInfo/queryTmInfosByApplicantAndAddress', {
      nameZh: holder.nameZh,
      addressZh: '上海市浦东新区碧波路690号',
    })
    expect(moved.body.data.list).toEqual([])
  })

  it('refuses a query without a name, in the caller’s language', async () => {
    const { body } = await call(
      'tmInfo/queryTmInfosByApplicantAndAddress',
      { addressZh: 'x' },
      't-u-demo',
      'zh-CN',
    )
    expect(body.code).toBe(1001)
    expect(body.msg).toBe('请提供注册人名义')
  })
})

describe('tmInfo/queryTmInfoByRegNo', () => {
  it('finds a mark by number and office, and answers null for an unknown one', async () => {
    const found = await call<{ mark: Row | null }>('tmInfo/queryTmInfoByRegNo', {
      regNo: '6123457',
      country: 'us',
    })
    expect(found.body.data.mark?.name).toBe('YUNSHAN')
    const missing = await call<{ mark: Row | null }>('tmInfo/queryTmInfoByRegNo', { regNo: '99999999' })
    expect(missing.body.data.mark).toBeNull()
  })

  it('refuses a number with other characters', async () => {
    const { status, body } = await call('tmInfo/queryTmInfoByRegNo', { regNo: '3512-6478' })
    expect(status).toBe(500)
    expect(body.code).toBe(800)
  })
})

describe('tmAlteration/isCanAlter', () => {
  const check = async (region: string, regNos: string[], token = 't-u-demo') => {
    const { body } = await call<{ results: { regNo: string; eligibility: Row['eligibility'] }[] }>(
      'tmAlteration/isCanAlter',
      { region, regNos },
      token,
    )
    expect(body.code).toBe(200)
    return body.data.results.map((r) => r.eligibility)
  }

  it('answers yes for a registered mark of the account, and why not otherwise', async () => {
    expect(await check('mainland', ['35126478', '60411829'])).toEqual([
      { ok: true },
      { ok: false, reason: 'svcChange:eligibility.notInForce' },
    ])
    fileChange(['6123457'], 17, 'US')
    expect(await check('global', ['6123457'])).toEqual([
      { ok: false, reason: 'svcChange:eligibility.changePending' },
    ])
  })

  it('reads the numbers from a form body, as the page sends them (the key repeated, or once)', async () => {
    const form = new FormData()
    form.append('region', 'mainland')
    form.append('regNos', '35126478')
    form.append('regNos', '60411829')
    const two = await call<{ results: { regNo: string }[] }>('tmAlteration/isCanAlter', form)
    expect(two.body.data.results.map((r) => r.regNo)).toEqual(['35126478', '60411829'])
    const single = new FormData()
    single.append('region', 'mainland')
    single.append('regNos', '35126478')
    const one = await call<{ results: { regNo: string }[] }>('tmAlteration/isCanAlter', single)
    expect(one.body.data.results.map((r) => r.regNo)).toEqual(['35126478'])
  })

  it("refuses another holder's mark, a mark of the other region and an unknown number", async () => {
    const token = signInAs(server, 'u-person')
    const unknown = { ok: false, reason: 'services:issues.markUnknown' }
    expect(await check('mainland', ['35126478'], token)).toEqual([unknown])
    expect(await check('global', ['35126478'])).toEqual([unknown])
    expect(await check('mainland', ['12345'])).toEqual([unknown])
  })
})

describe('tmAlteration/getApplicantInformation', () => {
  it('answers the registered holder with the agent on record', async () => {
    const { body } = await call('tmAlteration/getApplicantInformation', { regNo: '44561209' })
    expect(body.data).toMatchObject({
      kind: 'enterprise',
      country: 'CN',
      applicantId: 'app-demo-01',
      nameZh: '上海云杉智能科技有限公司',
      nameEn: 'Shanghai Yunshan Intelligent Technology Co., Ltd.',
      addressZh: '上海市浦东新区张江路88号2号楼501室',
      agent: '上海专利商标事务所有限公司',
    })
  })

  it("does not give another account's holder away", async () => {
    const token = signInAs(server, 'u-person')
    const { body } = await call('tmAlteration/getApplicantInformation', { regNo: '35126478' }, token)
    expect(body.code).toBe(1001)
    expect(body.msg).toBe("The mark's holder is not one of your applicants")
  })
})

describe('tmAlteration/tmAlterationMain and tmGlobalAlterationMain (the change wizard)', () => {
  const MAIN = 'tmAlteration/tmAlterationMain'
  const NOW = new Date().toISOString()

  async function holderOf(regNo: string, country = 'CN') {
    const { body } = await call<ChangeDraft['holder']>('tmAlteration/getApplicantInformation', {
      regNo,
      country,
    })
    return body.data
  }

  /** A change of address of `regNo` (mainland), saved through the main call. */
  async function savedChange(draftId: string, regNo: string) {
    const [mark] = (await marksOf(MAINLAND)).filter((r) => r.regNo === regNo)
    const { eligibility: _e, ...serviceMark } = mark!
    const draft: ChangeDraft = {
      ...changeWizard.newDraft(draftId, NOW),
      marks: [serviceMark as ServiceMark],
      kind: 'address',
      holder: await holderOf(regNo),
      after: {
        nameZh: '',
        nameEn: '',
        addressZh: '上海市浦东新区碧波路690号3号楼',
        addressEn: 'Building 3, No. 690 Bibo Road, Pudong New Area, Shanghai',
      },
    }
    const { body } = await call<{ saved: { revision: number } | null; read: null; acted: null }>(MAIN, {
      action: 'save',
      draft,
      baseRevision: 0,
    })
    expect(body.code).toBe(200)
    expect(body.data.saved?.revision).toBe(1)
    return draft
  }

  it('saves, reads back and orders a change as product type 13 with the official fee', async () => {
    await savedChange('chg-1', '35126478')
    const read = await call<{ read: { draft: ChangeDraft | null } }>(MAIN, {
      action: 'read',
      draftId: 'chg-1',
    })
    expect(read.body.data.read.draft).toMatchObject({ kind: 'address', service: 'variable', revision: 1 })
    const list = await call<{ read: { drafts: { draftId: string }[] } }>(MAIN, { action: 'read' })
    expect(list.body.data.read.drafts.map((d) => d.draftId)).toContain('chg-1')
    const ordered = await call<{ acted: { orderId: string; total: number } }>(MAIN, {
      action: 'order',
      draftId: 'chg-1',
    })
    expect(ordered.body.code, JSON.stringify(ordered.body)).toBe(200)
    const order = server.db.orders.find((o) => o.id === ordered.body.data.acted.orderId)!
    expect(order.productType).toBe(13)
    expect(order.total).toBe(ordered.body.data.acted.total)
    expect(order.total).toBeGreaterThan(0)
  })

  it('refuses a mark whose change is already filed, by the API as by the list', async () => {
    await savedChange('chg-2', '35126502')
    fileChange(['35126502'])
    const { body } = await call<{ issues: { path: string; message: string }[] }>(MAIN, {
      action: 'order',
      draftId: 'chg-2',
    })
    expect(body.code).not.toBe(200)
    // The draft is otherwise complete: the filed change is the only reason.
    expect(body.data.issues).toEqual([{ path: 'marks.0', message: 'svcChange:eligibility.changePending' }])
  })

  it('files a mainland draft only through the mainland call', async () => {
    await savedChange('chg-3', '66873120')
    const { body } = await call('tmAlteration/tmGlobalAlterationMain', { action: 'order', draftId: 'chg-3' })
    expect(body.code).not.toBe(200)
    expect(body.msg).toBe('This call does not file applications of that region')
  })
})
