import { describe, expect, it } from 'vitest'
import type { MemberGrantView } from '../../src/api/schemas/team'
import { ROLE_PRESETS } from '../../src/domain/cases/authorities'
import { callApi, setupTestServer, signInAs } from '../test-support'

const server = setupTestServer({ signedInAs: 'u-demo' })

const grant = (token = 't-u-demo') =>
  callApi<MemberGrantView>('brandmanagement/accountJudgment', {}, { token })

describe('brandmanagement/accountJudgment', () => {
  it("answers the owner's grant: every authority, every applicant", async () => {
    const { body } = await grant()
    expect(body.code).toBe(200)
    expect(body.data).toMatchObject({ memberId: 'm-u-demo-owner', owner: true, applicants: null })
    expect(body.data.authorities).toEqual([...ROLE_PRESETS.admin])
  })

  it("answers the role's grant once the demo switch acts as a read-only colleague", async () => {
    const readOnly = server.db.teamMembers.find(
      (m) => m.accountId === 'u-demo' && m.roleId === 'role-u-demo-readOnly',
    )!
    expect(server.simulate('team.actAs', 't-u-demo', readOnly.id)).toBe(readOnly.id)
    const { body } = await grant()
    expect(body.data).toMatchObject({ memberId: readOnly.id, owner: false, roleName: '只读' })
    expect(body.data.authorities).toEqual([...ROLE_PRESETS.readOnly])
    server.simulate('team.actAs', 't-u-demo', '')
    expect((await grant()).body.data.owner).toBe(true)
  })

  it("refuses to act as another account's member, and gives an account without a team its owner", async () => {
    const agencyMember = server.db.teamMembers.find((m) => m.accountId === 'u-agency' && !m.owner)!
    expect(() => server.simulate('team.actAs', 't-u-demo', agencyMember.id)).toThrow(/not a member/)
    const token = signInAs(server, 'u-seed-1')
    const { body } = await grant(token)
    expect(body.data).toMatchObject({ memberId: 'm-u-seed-1-owner', owner: true })
  })

  it('needs a session', async () => {
    expect((await grant('nope')).body.code).toBe(401)
  })
})
