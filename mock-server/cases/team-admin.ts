/**
 * The team's writes (issue 15 "Roles and users"): roles and members are created, changed and deleted only by a
 * member whose role grants team.manage, under the rules of src/domain/cases/team-rules.ts. Departments have no
 * calls of their own: saving a member under a new department name creates it, and a department is dropped
 * once no member belongs to it. Extra member seats are bought through a seat order (an order of the orders
 * area, paid on the payment pages); paying it adds the seats.
 */
import { authorityCalls } from '../../src/api/catalogue/authority'
import { casesCalls } from '../../src/api/catalogue/cases'
import { teamSchemas } from '../../src/api/schemas/team'
import {
  memberDeleteRefusal,
  memberSaveRefusal,
  roleDeleteRefusal,
  refusalText,
  roleSaveRefusal,
  seatOrderRefusal,
} from '../../src/domain/cases/team-rules'
import { seatOrderLines } from '../../src/domain/pricing'
import { SEAT_PRODUCT_TYPE } from '../../src/domain/product-types'
import { createOrder, isPayable } from '../commerce/orders-store'
import { BIZ, ReplyError, type HandlerContext } from '../context'
import { newId } from '../db'
import { defineHandlers } from '../define-handlers'
import { requireAuthority, type TeamMember, type TeamRole } from './team'
import {
  SEAT_ORDER_KIND,
  applicantsOf,
  pruneDepartments,
  refuse,
  seatOrdersOf,
  seatsFor,
  toMember,
  toRole,
  toSeatOrder,
} from './team-views'

type Ctx = HandlerContext<unknown>

const notFound = (ctx: Ctx, zh: string, en: string) => new ReplyError(ctx.fail(zh, en, BIZ.notFound))
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/** The account's department named `name` (in either language), made when there is none yet; '' = none. */
function departmentNamed(ctx: Ctx, accountId: string, name: string): string | null {
  if (!name) return null
  const found = ctx.db.teamDepartments.find(
    (d) => d.accountId === accountId && (same(d.name, name) || same(d.nameEn, name)),
  )
  if (found) return found.id
  const id = newId('dept-')
  ctx.db.teamDepartments.push({ id, accountId, name, nameEn: name })
  return id
}

const memberHandlers = defineHandlers(authorityCalls, teamSchemas, {
  caseManagementAuthorityRolePut(ctx) {
    const { account } = requireAuthority(ctx, 'team.manage')
    const { id, ...input } = ctx.body
    const roles = ctx.db.teamRoles.filter((r) => r.accountId === account.id)
    const existing = id ? roles.find((r) => r.id === id) : undefined
    if (id && !existing) throw notFound(ctx, '角色不存在', 'Role not found')
    if (roles.some((r) => r.id !== id && same(r.name, input.name))) throw refuse(ctx, 'duplicateRoleName')
    const refusal = roleSaveRefusal(existing, input.authorities)
    if (refusal) throw refuse(ctx, refusal)
    if (input.applicants) {
      const known = new Set(applicantsOf(ctx.db, account).map((a) => a.name))
      const unknown = input.applicants.filter((a) => !known.has(a))
      if (unknown.length)
        return ctx.fail(
          `不是本账户的申请人：${unknown.join('、')}`,
          `Not applicants of this account: ${unknown.join(', ')}`,
        )
    }
    const fields = { ...input, applicants: input.applicants ? [...new Set(input.applicants)] : null }
    let role: TeamRole
    if (existing) role = Object.assign(existing, fields)
    else {
      role = {
        id: newId('role-'),
        accountId: account.id,
        ...fields,
        preset: null,
        createdAt: ctx.now().toISOString(),
      }
      ctx.db.teamRoles.push(role)
    }
    return ctx.ok(toRole(ctx, role))
  },
  caseManagementAuthorityRoleDelete(ctx) {
    const { account } = requireAuthority(ctx, 'team.manage')
    const role = ctx.db.teamRoles.find((r) => r.id === ctx.body.id && r.accountId === account.id)
    if (!role) throw notFound(ctx, '角色不存在', 'Role not found')
    const using = ctx.db.teamMembers.filter((m) => m.roleId === role.id).length
    const refusal = roleDeleteRefusal(role, using)
    if (refusal) throw refuse(ctx, refusal, { n: using })
    ctx.db.teamRoles = ctx.db.teamRoles.filter((r) => r !== role)
    return ctx.ok({ id: role.id })
  },
  caseManagementAuthorityUserPut(ctx) {
    const { account, member: acting } = requireAuthority(ctx, 'team.manage')
    const { id, departmentName, ...input } = ctx.body
    const team = ctx.db.teamMembers.filter((m) => m.accountId === account.id)
    const existing = id ? team.find((m) => m.id === id) : undefined
    if (id && !existing) throw notFound(ctx, '成员不存在', 'Member not found')
    if (!ctx.db.teamRoles.some((r) => r.id === input.roleId && r.accountId === account.id))
      throw notFound(ctx, '角色不存在', 'Role not found')
    const seats = seatsFor(ctx.db, account)
    const refusal = memberSaveRefusal(input, existing, team, acting.id, seats)
    if (refusal) throw refuse(ctx, refusal, { n: seats.used, total: seats.total })
    const fields = { ...input, departmentId: departmentNamed(ctx, account.id, departmentName) }
    let member: TeamMember
    if (existing) member = Object.assign(existing, fields)
    else {
      member = {
        id: newId('m-'),
        accountId: account.id,
        userId: null,
        ...fields,
        owner: false,
        createdAt: ctx.now().toISOString(),
      }
      ctx.db.teamMembers.push(member)
    }
    pruneDepartments(ctx.db, account.id)
    return ctx.ok(toMember(ctx.db, member, acting.id))
  },
  caseManagementAuthorityUserDelete(ctx) {
    const { account, member: acting } = requireAuthority(ctx, 'team.manage')
    const member = ctx.db.teamMembers.find((m) => m.id === ctx.body.id && m.accountId === account.id)
    if (!member) throw notFound(ctx, '成员不存在', 'Member not found')
    const refusal = memberDeleteRefusal(member, acting.id)
    if (refusal) throw refuse(ctx, refusal)
    ctx.db.teamMembers = ctx.db.teamMembers.filter((m) => m !== member)
    // Their cases wait for another assignee; a session acting as them acts as the owner again.
    for (const c of ctx.db.cases ?? []) if (c.assigneeId === member.id) c.assigneeId = null
    for (const s of ctx.db.sessions) if (s.memberId === member.id) delete s.memberId
    pruneDepartments(ctx.db, account.id)
    return ctx.ok({ id: member.id })
  },
})

const seatHandlers = defineHandlers(casesCalls, teamSchemas, {
  brandmanagementCreateAccountOrder(ctx) {
    const { account } = requireAuthority(ctx, 'team.manage')
    const unpaid = seatOrdersOf(ctx.db, account.id).find(isPayable)
    const refusal = seatOrderRefusal(account.accountType, unpaid !== undefined)
    if (refusal === 'unpaidSeatOrder' && unpaid) {
      // The page offers to pay the waiting order at once.
      const text = refusalText(refusal, { orderNo: unpaid.orderNo })
      return ctx.fail(text.zh, text.en, BIZ.rejected, {
        refusal,
        orderId: unpaid.id,
        orderNo: unpaid.orderNo,
      })
    }
    if (refusal) throw refuse(ctx, refusal)
    const { seats } = ctx.body
    const order = createOrder(ctx.db, {
      userId: account.id,
      productType: SEAT_PRODUCT_TYPE,
      trademarkName: '',
      applicantName: account.companyName || account.name,
      countries: [],
      lines: seatOrderLines(seats),
      payload: { kind: SEAT_ORDER_KIND, seats },
      now: ctx.now().toISOString(),
    })
    return ctx.ok(toSeatOrder(order))
  },
})

export const teamAdminHandlers = [...memberHandlers, ...seatHandlers]
