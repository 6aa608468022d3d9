// The rules of the case manager's team (issue 15 "Roles and users"): member seats of the plan, who can be
// deleted or disabled, which roles can be deleted or changed. The member and role pages hide or disable what
// these refuse; the mock refuses it with the same rule and the message here.
import type { Authority } from './authorities'
import type { Bilingual } from './authority-catalogue'

export type AccountKind = 'enterprise' | 'agency' | 'individual'

/** Member seats included in each account's plan (the owner takes one). */
export const PLAN_SEATS: Readonly<Record<AccountKind, number>> = { enterprise: 5, agency: 10, individual: 1 }

/** The price of one extra member seat (CNY, for as long as the account exists). */
export const SEAT_PRICE = 300

/** At most this many seats in one seat order. */
export const SEAT_ORDER_MAX = 20

export interface Seats {
  /** Included in the plan. */
  included: number
  /** Bought through paid seat orders. */
  bought: number
  total: number
  /** Active members (a disabled member frees the seat). */
  used: number
}

export const seatsOf = (kind: AccountKind, bought: number, activeMembers: number): Seats => ({
  included: PLAN_SEATS[kind],
  bought,
  total: PLAN_SEATS[kind] + bought,
  used: activeMembers,
})

export const hasFreeSeat = (seats: Pick<Seats, 'total' | 'used'>) => seats.used < seats.total

/** The seats typed for a seat order as a number, or null unless it is a whole number from 1 to SEAT_ORDER_MAX. */
export function seatCountOf(typed: string): number | null {
  const text = typed.trim()
  if (!/^\d{1,3}$/.test(text)) return null
  const n = Number(text)
  return n >= 1 && n <= SEAT_ORDER_MAX ? n : null
}

/** An individual account is one person's: it has no team to add seats to. */
export const canBuySeats = (kind: AccountKind) => kind !== 'individual'

/**
 * Why the account cannot order more seats now, or null: an individual account buys none, and a seat order
 * waits for its payment (or its deletion) before the next one, so two unpaid orders never pile up.
 */
export function seatOrderRefusal(kind: AccountKind, hasUnpaidSeatOrder: boolean) {
  if (!canBuySeats(kind)) return 'individualSeats' as const
  if (hasUnpaidSeatOrder) return 'unpaidSeatOrder' as const
  return null
}

/** The longest member name, role name, department name and role description accepted (§5 name limits). */
export const TEAM_TEXT_MAX = { memberName: 50, roleName: 50, departmentName: 50, description: 100 } as const

export type TeamRefusal =
  | 'ownerDelete'
  | 'selfDelete'
  | 'ownerDisable'
  | 'selfDisable'
  | 'ownerRole'
  | 'duplicateEmail'
  | 'seatsFull'
  | 'adminRoleDelete'
  | 'roleInUse'
  | 'adminKeepsTeam'
  | 'duplicateRoleName'
  | 'individualSeats'
  | 'unpaidSeatOrder'

interface MemberLike {
  id: string
  owner: boolean
  email: string
  active: boolean
  roleId: string
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/** Why the acting member may not delete `target`, or null. */
export function memberDeleteRefusal(target: Pick<MemberLike, 'id' | 'owner'>, actingId: string) {
  if (target.owner) return 'ownerDelete' as const
  if (target.id === actingId) return 'selfDelete' as const
  return null
}

/**
 * Why a member cannot be saved as `input` (a new one when `existing` is undefined), or null. `team` is the
 * account's members; `seats` counts the active ones.
 */
export function memberSaveRefusal(
  input: { email: string; active: boolean; roleId: string },
  existing: MemberLike | undefined,
  team: readonly MemberLike[],
  actingId: string,
  seats: Pick<Seats, 'total' | 'used'>,
): TeamRefusal | null {
  if (team.some((m) => m.id !== existing?.id && sameEmail(m.email, input.email))) return 'duplicateEmail'
  if (existing?.owner && input.roleId !== existing.roleId) return 'ownerRole'
  if (existing && !input.active && existing.active) {
    if (existing.owner) return 'ownerDisable'
    if (existing.id === actingId) return 'selfDisable'
  }
  const takesSeat = input.active && !existing?.active
  if (takesSeat && !hasFreeSeat(seats)) return 'seatsFull'
  return null
}

/** Why a role cannot be deleted (the administrator preset, or members still hold it), or null. */
export function roleDeleteRefusal(role: { preset: string | null }, membersUsing: number) {
  if (role.preset === 'admin') return 'adminRoleDelete' as const
  if (membersUsing > 0) return 'roleInUse' as const
  return null
}

/** Why a role cannot be saved with these authorities (the administrator keeps team.manage), or null. */
export function roleSaveRefusal(
  role: { preset: string | null } | undefined,
  authorities: readonly Authority[],
) {
  if (role?.preset === 'admin' && !authorities.includes('team.manage')) return 'adminKeepsTeam' as const
  return null
}

/** The message of each refusal, as the mock answers it; {n}, {total}, {orderNo} are filled in by refusalText. */
export const TEAM_REFUSALS: Readonly<Record<TeamRefusal, Bilingual>> = {
  ownerDelete: { zh: '账户所有者不能删除', en: "The account's owner cannot be deleted" },
  selfDelete: { zh: '不能删除您自己', en: 'You cannot delete yourself' },
  ownerDisable: { zh: '账户所有者不能停用', en: "The account's owner cannot be disabled" },
  selfDisable: { zh: '不能停用您自己', en: 'You cannot disable yourself' },
  ownerRole: {
    zh: '账户所有者始终是管理员，角色不能更改',
    en: "The account's owner is always an administrator; the role cannot change",
  },
  duplicateEmail: {
    zh: '团队中已有成员使用此邮箱',
    en: 'A member of the team already uses this e-mail',
  },
  seatsFull: {
    zh: '成员席位已用完（{n}/{total}），请先停用或删除一位成员',
    en: 'All member seats are taken ({n}/{total}): disable or delete a member first',
  },
  adminRoleDelete: { zh: '管理员角色不能删除', en: 'The administrator role cannot be deleted' },
  roleInUse: {
    zh: '仍有 {n} 位成员使用此角色，请先为他们更换角色',
    en: '{n} member(s) still have this role: give them another role first',
  },
  adminKeepsTeam: {
    zh: '管理员角色必须保留“管理团队”权限',
    en: 'The administrator role must keep "Manage the team"',
  },
  duplicateRoleName: { zh: '已有同名角色', en: 'A role with this name already exists' },
  individualSeats: {
    zh: '个人账户仅供一人使用，不能购买成员席位',
    en: 'An individual account is for one person and cannot buy member seats',
  },
  unpaidSeatOrder: {
    zh: '席位订单 {orderNo} 尚未支付：请先支付，或在“订单管理”中删除后再下新单',
    en: 'Seat order {orderNo} is not paid yet: pay it, or delete it under My orders, before ordering again',
  },
}

/** The refusal's message in both languages with its figures filled in. */
export function refusalText(
  refusal: TeamRefusal,
  figures: { n?: number; total?: number; orderNo?: string } = {},
): Bilingual {
  const fill = (s: string) =>
    s
      .replace('{n}', String(figures.n ?? ''))
      .replace('{total}', String(figures.total ?? ''))
      .replace('{orderNo}', figures.orderNo ?? '')
  const text = TEAM_REFUSALS[refusal]
  return { zh: fill(text.zh), en: fill(text.en) }
}
