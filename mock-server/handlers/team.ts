import { authorityCalls } from '../../src/api/catalogue/authority'
import { casesCalls } from '../../src/api/catalogue/cases'
import { teamSchemas } from '../../src/api/schemas/team'
import { AUTHORITY_GROUPS } from '../../src/domain/cases/authority-catalogue'
import { actingMember, requireAuthority } from '../cases/team'
import { teamAdminHandlers } from '../cases/team-admin'
import { applicantsOf, seatOrdersOf, seatsFor, toMember, toRole, toSeatOrder } from '../cases/team-views'
import { BIZ } from '../context'
import { defineHandlers } from '../define-handlers'
// The demo's "view as" switch is registered with the first handlers; tests build the mock from these.
import '../cases/act-as'

/** The case manager's team: who the session acts as, roles, members, departments, seats (issue 15). */
const grantHandlers = defineHandlers(casesCalls, teamSchemas, {
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
  brandmanagementGetBrandManagementAccountOrder(ctx) {
    const { account } = requireAuthority(ctx, 'case.view')
    const list = seatOrdersOf(ctx.db, account.id)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id))
      .map(toSeatOrder)
    return ctx.ok({ list, seats: seatsFor(ctx.db, account) })
  },
})

// Reads need seeing the cases; every write (team-admin) needs team.manage.
const readHandlers = defineHandlers(authorityCalls, teamSchemas, {
  caseManagementAuthorityRole(ctx) {
    const { account } = requireAuthority(ctx, 'case.view')
    const list = ctx.db.teamRoles
      .filter((r) => r.accountId === account.id)
      .sort((a, b) => Number(b.preset === 'admin') - Number(a.preset === 'admin'))
      .map((r) => toRole(ctx, r))
    return ctx.ok({ list })
  },
  caseManagementAuthorityUser(ctx) {
    const { account, member: acting } = requireAuthority(ctx, 'case.view')
    const { departmentId, roleId, keyword } = ctx.body
    const needle = keyword.toLowerCase()
    const list = ctx.db.teamMembers
      .filter((m) => m.accountId === account.id)
      .filter((m) => !departmentId || m.departmentId === departmentId)
      .filter((m) => !roleId || m.roleId === roleId)
      .filter(
        (m) =>
          !needle ||
          m.name.toLowerCase().includes(needle) ||
          m.email.toLowerCase().includes(needle) ||
          m.mobile.includes(needle),
      )
      .sort((a, b) => Number(b.owner) - Number(a.owner) || a.createdAt.localeCompare(b.createdAt))
      .map((m) => toMember(ctx.db, m, acting.id))
    return ctx.ok({ list, total: list.length, seats: seatsFor(ctx.db, account) })
  },
  caseManagementAuthorityDepartment(ctx) {
    const { account } = requireAuthority(ctx, 'case.view')
    const list = ctx.db.teamDepartments
      .filter((d) => d.accountId === account.id)
      .map((d) => ({
        id: d.id,
        name: d.name,
        nameEn: d.nameEn,
        memberCount: ctx.db.teamMembers.filter((m) => m.departmentId === d.id).length,
      }))
    return ctx.ok({ list })
  },
  caseManagementAuthorityAuthority(ctx) {
    requireAuthority(ctx, 'case.view')
    return ctx.ok({ groups: AUTHORITY_GROUPS.map((g) => ({ ...g, authorities: [...g.authorities] })) })
  },
  caseManagementAuthorityApplicantsByRole(ctx) {
    const { account } = requireAuthority(ctx, 'case.view')
    const choices = applicantsOf(ctx.db, account)
    const { roleId } = ctx.body
    if (!roleId) return ctx.ok({ choices, roleId: '', scope: null, visible: choices })
    const role = ctx.db.teamRoles.find((r) => r.id === roleId && r.accountId === account.id)
    if (!role) return ctx.fail('角色不存在', 'Role not found', BIZ.notFound)
    const scope = role.applicants ? [...role.applicants] : null
    const visible = scope ? choices.filter((c) => scope.includes(c.name)) : choices
    return ctx.ok({ choices, roleId, scope, visible })
  },
})

export const teamHandlers = [...grantHandlers, ...readHandlers, ...teamAdminHandlers]
