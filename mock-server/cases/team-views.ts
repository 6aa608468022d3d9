/**
 * What the team calls answer (issue 15 "Roles and users"): members, roles and departments as the pages show
 * them, the plan's seats, and the applicants a role can be limited to.
 */
import type { SeatOrderView, SeatsView, TeamMemberView, TeamRoleView } from '../../src/api/schemas/team'
import { SEAT_PRICE, refusalText, seatsOf, type TeamRefusal } from '../../src/domain/cases/team-rules'
import type { OrderRecord } from '../commerce/orders-store'
import { BIZ, ReplyError, type HandlerContext } from '../context'
import type { MockDb, UserRecord } from '../db'
import { PRESET_NAMES, type TeamMember, type TeamRole } from './team'
import type { RolePreset } from '../../src/domain/cases/authorities'
import { SEAT_PRODUCT_TYPE } from '../../src/domain/product-types'

type Ctx = HandlerContext<unknown>

/** The payload kind of a seat order in the orders table. */
export const SEAT_ORDER_KIND = 'teamSeats'

/** Business code of a refusal for want of a free member seat (the page then offers to buy seats). */
export const SEATS_FULL = 1009

/** Ends the call with the team rule's refusal in the caller's language. */
export function refuse(ctx: Ctx, refusal: TeamRefusal, figures: { n?: number; total?: number } = {}) {
  const text = refusalText(refusal, figures)
  const code = refusal === 'seatsFull' ? SEATS_FULL : BIZ.rejected
  const field = refusal === 'duplicateEmail' ? 'email' : refusal === 'duplicateRoleName' ? 'name' : undefined
  return new ReplyError(ctx.fail(text.zh, text.en, code, { refusal, field }))
}

export const seatOrdersOf = (db: MockDb, accountId: string): OrderRecord[] =>
  (db.orders ?? []).filter(
    (o) =>
      o.userId === accountId && o.productType === SEAT_PRODUCT_TYPE && o.payload.kind === SEAT_ORDER_KIND,
  )

const seatCountOf = (order: OrderRecord) => Number(order.payload.seats ?? 0)

/** The plan's seats: included by the account type, bought by paid seat orders, used by active members. */
export function seatsFor(db: MockDb, account: UserRecord): SeatsView {
  const bought = seatOrdersOf(db, account.id)
    .filter((o) => o.paymentStatus === 'paid')
    .reduce((sum, o) => sum + seatCountOf(o), 0)
  const active = db.teamMembers.filter((m) => m.accountId === account.id && m.active).length
  return { plan: account.accountType, ...seatsOf(account.accountType, bought, active), seatPrice: SEAT_PRICE }
}

export function toSeatOrder(order: OrderRecord): SeatOrderView {
  return {
    orderId: order.id,
    orderNo: order.orderNo,
    seats: seatCountOf(order),
    total: order.total,
    status: order.paymentStatus === 'paid' ? 'paid' : order.status === 'unpaid' ? 'unpaid' : 'cancelled',
    createdAt: order.createdAt,
    paidAt: order.paidAt,
  }
}

/** The preset roles' seeded descriptions in English (the seed writes them in Chinese). */
const PRESET_DESCRIPTION_EN: Record<RolePreset, string> = {
  admin: 'Manages the team, the roles and every case',
  attorney: 'Handles every case and document; does not manage the team',
  paralegal: 'Keeps cases and deadlines up to date and uploads documents; cannot delete',
  readOnly: 'Can only view and export',
}

export function toRole(ctx: Ctx, role: TeamRole): TeamRoleView {
  const { accountId: _account, ...rest } = role
  const db = ctx.db
  // A preset's description as seeded reads in the caller's language; one the team wrote stays as written.
  const seeded = role.preset !== null && role.description === PRESET_NAMES[role.preset][2]
  return {
    ...rest,
    description:
      seeded && role.preset ? ctx.t(role.description, PRESET_DESCRIPTION_EN[role.preset]) : role.description,
    authorities: [...role.authorities],
    applicants: role.applicants ? [...role.applicants] : null,
    memberCount: db.teamMembers.filter((m) => m.roleId === role.id).length,
  }
}

export function toMember(db: MockDb, member: TeamMember, actingId: string): TeamMemberView {
  const department = db.teamDepartments.find((d) => d.id === member.departmentId)
  const role = db.teamRoles.find((r) => r.id === member.roleId)
  return {
    id: member.id,
    name: member.name,
    email: member.email,
    mobile: member.mobile,
    departmentId: member.departmentId,
    departmentName: department?.name ?? '',
    departmentNameEn: department?.nameEn ?? '',
    roleId: member.roleId,
    roleName: role?.name ?? '',
    roleNameEn: role?.nameEn ?? '',
    active: member.active,
    owner: member.owner,
    self: member.id === actingId,
    createdAt: member.createdAt,
  }
}

/** Every applicant of the account (its own name, its applicant book, its cases) with how many cases each has. */
export function applicantsOf(db: MockDb, account: UserRecord): { name: string; cases: number }[] {
  const counts = new Map<string, number>()
  const add = (name: string, n = 0) => {
    if (name.trim()) counts.set(name, (counts.get(name) ?? 0) + n)
  }
  add(account.companyName || account.name)
  for (const a of db.applicants ?? []) if (a.userId === account.id) add(a.nameZh || a.nameEn)
  for (const c of db.cases ?? []) if (c.accountId === account.id) add(c.applicant, 1)
  return [...counts].map(([name, cases]) => ({ name, cases })).sort((a, b) => b.cases - a.cases)
}

/** Drops the account's departments no member belongs to any more (departments live through their members). */
export function pruneDepartments(db: MockDb, accountId: string) {
  db.teamDepartments = db.teamDepartments.filter(
    (d) => d.accountId !== accountId || db.teamMembers.some((m) => m.departmentId === d.id),
  )
}
