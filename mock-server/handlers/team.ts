import { casesCalls } from '../../src/api/catalogue/cases'
import { teamSchemas } from '../../src/api/schemas/team'
import { actingMember } from '../cases/team'
import { defineHandlers } from '../define-handlers'
import { defineSimulation } from '../simulations'

/** The case manager's team: who the session acts as, roles, members, departments (issue 15). */
export const teamHandlers = defineHandlers(casesCalls, teamSchemas, {
  brandmanagementAccountJudgment(ctx) {
    const { account, member, role, grant } = actingMember(ctx)
    return ctx.ok({
      accountId: account.id,
      memberId: member.id,
      memberName: member.name,
      owner: member.owner,
      roleId: role.id,
      roleName: role.name,
      roleNameEn: role.nameEn,
      authorities: [...grant.authorities],
      applicants: grant.applicants ? [...grant.applicants] : null,
    })
  },
})

// The demo's "view as" switch: window.server.simulate('team.actAs', token, memberId). In the real product
// each member signs in with their own account; the demo has one sign-in per account, so the session is told
// which member of the account's team it acts as ('' = the owner).
defineSimulation('team.actAs', ({ db }, token = '', memberId = '') => {
  const session = db.sessions.find((s) => s.token === token)
  if (!session) throw new Error('[mock] team.actAs: no such session')
  if (memberId === '') {
    delete session.memberId
    return ''
  }
  const member = db.teamMembers.find((m) => m.id === memberId && m.accountId === session.userId)
  if (!member) throw new Error(`[mock] team.actAs: ${memberId} is not a member of ${session.userId}`)
  if (!member.active) throw new Error(`[mock] team.actAs: ${memberId} is disabled`)
  session.memberId = member.id
  return member.id
})
