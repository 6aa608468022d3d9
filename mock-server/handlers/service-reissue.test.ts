import { describe, expect, it } from 'vitest'
import type { ReissueValidateData } from '../../src/api/schemas/service-reissue'
import { callApi, setupTestServer, signInAs } from '../test-support'

const server = setupTestServer({ signedInAs: 'u-demo' })
const call = <T>(path: string, body: object, token = 't-u-demo', lang = 'en') =>
  callApi<T>(path, body, { token, lang })

describe('tmReissueRegister/validate (29)', () => {
  it('says for each of the caller’s marks whether its registration certificate can be reissued, and why not', async () => {
    const res = await call<ReissueValidateData>('tmReissueRegister/validate', {
      regNos: ['35126478', '41870233', '60411829'],
    })
    expect(res.body.code).toBe(200)
    expect(res.body.data.list.map((r) => [r.regNo, r.eligible, r.reason])).toEqual([
      ['35126478', true, null],
      ['41870233', false, 'svcReissue:ineligible.notRegistered'],
      ['60411829', false, 'svcReissue:ineligible.notInForce'],
    ])
    expect(server.schemaViolations).toEqual([])
  })
  it('refuses a mark that is not the caller’s, and a caller without a session', async () => {
    const other = await call('tmReissueRegister/validate', { regNos: ['50236784'] }, 't-u-demo', 'zh-CN')
    expect(other.body.code).toBe(1004)
    expect(other.body.msg).toBe('没有找到您名下注册号为 50236784 的商标')
    const anonymous = await callApi('tmReissueRegister/validate', { regNos: ['35126478'] })
    expect(anonymous.body.code).toBe(401)
  })
})

describe('tmReissueOthers/validate (30)', () => {
  it('needs a change, transfer or renewal certificate on the record, and lists them', async () => {
    const token = signInAs(server, 'u-agency')
    const res = await call<ReissueValidateData>(
      'tmReissueOthers/validate',
      { regNos: ['50236784', '29874561'] },
      token,
    )
    const [renewed, plain] = res.body.data.list
    expect(renewed).toMatchObject({ eligible: true, reason: null })
    expect(renewed!.onRecord.map((c) => c.kind)).toEqual(['renewal', 'change'])
    expect(plain).toMatchObject({
      eligible: false,
      reason: 'svcReissue:ineligible.noCertificate',
      onRecord: [],
    })
    expect(server.schemaViolations).toEqual([])
  })
})
