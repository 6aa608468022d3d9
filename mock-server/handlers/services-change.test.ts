import { describe, expect, it } from 'vitest'
import { callApi, setupTestServer, signInAs } from '../test-support'
import { createOrder, markOrderPaid } from '../commerce/orders-store'

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

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [k, v] of Object.entries(fields)) data.append(k, v)
  return data
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

describe('tmInfo/queryTmInfosByApplicantForAlteration', () => {
  it("lists the account's mainland marks with the registered holder and why a mark cannot be changed", async () => {
    const { body } = await call<{ list: Row[]; total: number }>(
      'tmInfo/queryTmInfosByApplicantForAlteration',
      {},
    )
    expect(body.code).toBe(200)
    const numbers = body.data.list.map((r) => r.regNo)
    // The portfolio's six marks and the holder's mark filed through another agent.
    expect(numbers).toEqual(expect.arrayContaining(['35126478', '35126502', '66873120', '44561209']))
    expect(body.data.list.every((r) => r.country === 'CN')).toBe(true)
    const registered = body.data.list.find((r) => r.regNo === '35126478')!
    expect(registered.holderZh).toBe('上海云杉智能科技有限公司')
    // The register still has the address the company left.
    expect(registered.holderAddressZh).toBe('上海市浦东新区张江路88号2号楼501室')
    expect(registered.eligibility).toEqual({ ok: true })
    const invalid = body.data.list.find((r) => r.regNo === '60411829')!
    expect(invalid.eligibility).toEqual({ ok: false, reason: 'svcChange:eligibility.notInForce' })
  })

  it('searches by number, name and holder', async () => {
    const byName = await call<{ list: Row[] }>('tmInfo/queryTmInfosByApplicantForAlteration', {
      keyword: '杉云',
    })
    expect(byName.body.data.list.map((r) => r.regNo)).toEqual(['44561209'])
    const byNo = await call<{ list: Row[] }>('tmInfo/queryTmInfosByApplicantForAlteration', {
      keyword: '35126',
    })
    expect(byNo.body.data.list.map((r) => r.regNo).sort()).toEqual(['35126478', '35126502'])
    const byHolder = await call<{ list: Row[] }>('tmInfo/queryTmInfosByApplicantForAlteration', {
      keyword: 'nobody such',
    })
    expect(byHolder.body.data.list).toEqual([])
  })

  it('shows a mark whose change is filed and paid as not changeable again', async () => {
    fileChange(['35126478'])
    const { body } = await call<{ list: Row[] }>('tmInfo/queryTmInfosByApplicantForAlteration', {})
    expect(body.data.list.find((r) => r.regNo === '35126478')!.eligibility).toEqual({
      ok: false,
      reason: 'svcChange:eligibility.changePending',
    })
  })

  it("gives the agency its clients' marks, a renamed client's too", async () => {
    const token = signInAs(server, 'u-agency')
    const { body } = await call<{ list: Row[] }>('tmInfo/queryTmInfosByApplicantForAlteration', {}, token)
    const renamed = body.data.list.find((r) => r.regNo === '33109872')!
    expect(renamed.holderZh).toBe('深圳蓝鲸出行科技有限公司')
    expect(renamed.eligibility).toEqual({ ok: true })
    expect(body.data.list.some((r) => r.regNo === '35126478')).toBe(false)
  })
})

describe('tmInfo/queryTmInfosByApplicantForGlobalAlteration and queryGlobalAlterationTmInfos', () => {
  it("lists the enterprise's marks abroad, and groups them by office", async () => {
    const list = await call<{ list: Row[] }>('tmInfo/queryTmInfosByApplicantForGlobalAlteration', {})
    expect(list.body.data.list.map((r) => r.country).sort()).toEqual(['EM', 'GB', 'JP', 'US'])
    const grouped = await call<{ countries: { country: string; marks: Row[] }[] }>(
      'tmInfo/queryGlobalAlterationTmInfos',
      { nameEn: 'Shanghai Yunshan Intelligent Technology Co., Ltd.' },
    )
    expect(grouped.body.data.countries.map((c) => c.country).sort()).toEqual(['EM', 'GB', 'JP', 'US'])
    expect(grouped.body.data.countries.find((c) => c.country === 'US')!.marks[0]!.regNo).toBe('6123457')
  })

  it('gives the person no marks abroad', async () => {
    const token = signInAs(server, 'u-person')
    const { body } = await call<{ list: Row[] }>(
      'tmInfo/queryTmInfosByApplicantForGlobalAlteration',
      {},
      token,
    )
    expect(body.data.list).toEqual([])
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
  it('answers yes for a registered mark of the account, and why not otherwise', async () => {
    const ok = await call('tmAlteration/isCanAlter', form({ regNo: '35126478' }))
    expect(ok.body.data).toEqual({ ok: true })
    const invalid = await call('tmAlteration/isCanAlter', form({ regNo: '60411829' }))
    expect(invalid.body.data).toEqual({ ok: false, reason: 'svcChange:eligibility.notInForce' })
    fileChange(['6123457'], 17, 'US')
    const filed = await call('tmAlteration/isCanAlter', form({ regNo: '6123457', country: 'US' }))
    expect(filed.body.data).toEqual({ ok: false, reason: 'svcChange:eligibility.changePending' })
  })

  it("refuses another holder's mark and an unknown number", async () => {
    const token = signInAs(server, 'u-person')
    const other = await call('tmAlteration/isCanAlter', form({ regNo: '35126478' }), token)
    expect(other.body.data).toEqual({ ok: false, reason: 'svcChange:eligibility.notHolder' })
    const unknown = await call('tmAlteration/isCanAlter', form({ regNo: '12345' }))
    expect(unknown.body.code).toBe(1004)
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
