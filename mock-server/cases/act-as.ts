import { defineSimulation } from '../simulations'

// The demo's "view as" switch: window.server.simulate('team.actAs', token, memberId). Loaded with the first
// handlers (handlers/first.ts), so it works before any case-manager call has loaded the rest of the mock.
// In the real product each member signs in with their own account; the demo has one sign-in per account, so the session is told
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
