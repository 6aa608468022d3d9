/**
 * The marks the change flow works on, as the mock's register knows them: the demo accounts' marks with the
 * holder the register records, the holders' marks the accounts do not manage, and the enterprise's marks abroad.
 * Eligibility is the domain's rule (src/domain/services/change.ts) fed with what only the server knows: whether
 * the holder is one of the account's applicants and whether a change for the mark is already filed.
 */
import { addBusinessDays } from '../../src/domain/clock'
import {
  changeEligibility,
  sameText,
  type ChangeHolder,
  type HolderParticulars,
} from '../../src/domain/services/change'
import type { Eligibility, ServiceMark } from '../../src/domain/services/types'
import type { Ctx } from '../wizards/mock-wizard'
import { perRequest } from '../context'
import { DEMO_USER_IDS } from '../reference-data/brands'
import { lifecycleOf, portfolioOf } from '../reference-data/portfolio'
import {
  GLOBAL_MARKS,
  HOLDER_OF,
  OTHER_MAINLAND_MARKS,
  registeredDates,
  registeredHolder,
  type OtherRegisteredMark,
} from '../reference-data/registered-holders'

/** A register mark with its registered holder (the holder's applicant id and agent included). */
export interface HeldMark {
  mark: ServiceMark
  holder: ChangeHolder
  /** The account that manages the mark in the demo (its portfolio or its holder's). */
  userId: string
}

const toServiceMark = (
  fields: Omit<ServiceMark, 'holderZh' | 'holderEn' | 'holderAddressZh' | 'holderAddressEn' | 'applicantId'>,
  holder: ChangeHolder,
): ServiceMark => ({
  ...fields,
  holderZh: holder.nameZh,
  holderEn: holder.nameEn,
  holderAddressZh: holder.addressZh,
  holderAddressEn: holder.addressEn,
  applicantId: holder.applicantId,
})

function fromOther(m: OtherRegisteredMark, today: string): HeldMark {
  const holder = registeredHolder(m.holder, today)
  const { registrationDate, expiryDate } = registeredDates(m.registeredMonthsAgo, today)
  const mark = toServiceMark(
    {
      regNo: m.regNo,
      name: m.name,
      image: null,
      classes: [...m.classes],
      status: m.status,
      registrationDate,
      expiryDate: expiryDate ? addBusinessDays(expiryDate, -1) : null,
      region: m.country === 'CN' ? 'mainland' : 'global',
      country: m.country,
    },
    holder,
  )
  return { mark, holder, userId: m.holder.userId }
}

/**
 * Every mark of the demo register the change flow knows, as of `today`. It depends on the day alone, so the
 * last day's list is kept: a mark list or an order checks many marks against it in one request.
 */
export function registeredMarks(today: string): HeldMark[] {
  if (registerOf?.today !== today) registerOf = { today, marks: buildRegister(today) }
  return registerOf.marks
}

let registerOf: { today: string; marks: HeldMark[] } | null = null

function buildRegister(today: string): HeldMark[] {
  const portfolio = DEMO_USER_IDS.flatMap((userId) =>
    portfolioOf(userId, today).flatMap((p): HeldMark[] => {
      const entry = HOLDER_OF[p.regNo]
      if (!entry) return []
      const life = lifecycleOf(p, today)
      const holder = registeredHolder(entry, today)
      const mark = toServiceMark(
        {
          regNo: p.regNo,
          name: p.name,
          image: null,
          classes: [...p.niceClasses],
          status: life.status,
          registrationDate: life.registrationDate,
          expiryDate: life.expiryDate,
          region: 'mainland',
          country: 'CN',
        },
        holder,
      )
      return [{ mark, holder, userId }]
    }),
  )
  return [...portfolio, ...[...OTHER_MAINLAND_MARKS, ...GLOBAL_MARKS].map((m) => fromOther(m, today))]
}

/** One mark by registration number (and office). */
export function findHeldMark(ctx: Ctx, regNo: string, country = 'CN'): HeldMark | undefined {
  const n = regNo.trim().toUpperCase()
  return registeredMarks(ctx.today()).find(
    (h) => h.mark.regNo.toUpperCase() === n && h.mark.country === country.toUpperCase(),
  )
}

/**
 * Whether the holder is the caller's: one of its applicants (the same entry, or one of the same name), or its
 * own company or name. A holder renamed since registration is still the same applicant-book entry.
 */
export function holderIsCallers(
  ctx: Ctx,
  holder: HolderParticulars & { applicantId?: string | null },
): boolean {
  const user = ctx.requireUser()
  const mine = (ctx.db.applicants ?? []).filter((a) => a.userId === user.id)
  if (holder.applicantId && mine.some((a) => a.applicantId === holder.applicantId)) return true
  const same = (a: HolderParticulars) =>
    (a.nameZh !== '' && holder.nameZh !== '' && sameText(a.nameZh, holder.nameZh)) ||
    (a.nameEn !== '' && holder.nameEn !== '' && sameText(a.nameEn, holder.nameEn))
  return (
    mine.some(same) ||
    same({
      nameZh: user.companyName || user.name,
      nameEn: user.companyNameEn || user.nameEn,
      addressZh: '',
      addressEn: '',
    })
  )
}

/** Registration numbers with a change filed by anyone of this account that the office has not decided yet. */
export function pendingChangeNumbers(ctx: Ctx): Set<string> {
  const out = new Set<string>()
  for (const order of ctx.db.orders ?? []) {
    if (order.productType !== 13 && order.productType !== 17) continue
    if (order.status === 'cancelled' || order.status === 'refunded' || order.status === 'completed') continue
    // An unpaid order is still a draft: it blocks nothing until it is paid.
    if (order.paymentStatus !== 'paid') continue
    const regNos = order.payload.regNos
    if (Array.isArray(regNos))
      for (const n of regNos) if (typeof n === 'string') out.add(`${order.countries[0] ?? 'CN'}:${n}`)
    const keys = order.payload.markKeys
    if (Array.isArray(keys)) for (const k of keys) if (typeof k === 'string') out.add(k)
  }
  return out
}

export const markKey = (m: Pick<ServiceMark, 'country' | 'regNo'>) => `${m.country}:${m.regNo}`

/** pendingChangeNumbers once per request: a mark list judges every row against the same orders. */
const pendingOnce = perRequest((ctx) => pendingChangeNumbers(ctx))
export const pendingChangesOfRequest = (ctx: Ctx) => pendingOnce(ctx, null)

/** The change eligibility of a mark for the caller. */
export function eligibilityFor(ctx: Ctx, held: HeldMark, pending = pendingChangeNumbers(ctx)): Eligibility {
  const openCases = pending.has(markKey(held.mark)) ? new Set([held.mark.regNo]) : new Set<string>()
  return changeEligibility(held.mark, { today: ctx.today(), openCases }, holderIsCallers(ctx, held.holder))
}

/** The marks the caller may look at in the change flow: its own and its applicants', mainland or abroad. */
export function callersMarks(ctx: Ctx, region: 'mainland' | 'global'): HeldMark[] {
  const user = ctx.requireUser()
  return registeredMarks(ctx.today()).filter(
    (h) =>
      (h.userId === user.id || holderIsCallers(ctx, h.holder)) &&
      (region === 'mainland') === (h.mark.region === 'mainland'),
  )
}

/**
 * The marks the register records under this holder's name and address (mainland): what a change of name or
 * address must cover. Marks no longer in force need no change and are left out.
 */
export function marksOfHolder(ctx: Ctx, holder: HolderParticulars): HeldMark[] {
  const pending = pendingChangeNumbers(ctx)
  return registeredMarks(ctx.today()).filter((h) => {
    // A mark whose change is already filed is covered by that change.
    if (h.mark.region !== 'mainland' || pending.has(markKey(h.mark))) return false
    const nameMatches =
      (holder.nameZh !== '' && sameText(h.holder.nameZh, holder.nameZh)) ||
      (holder.nameEn !== '' && sameText(h.holder.nameEn, holder.nameEn))
    const addressMatches =
      (holder.addressZh === '' && holder.addressEn === '') ||
      (holder.addressZh !== '' && sameText(h.holder.addressZh, holder.addressZh)) ||
      (holder.addressEn !== '' && sameText(h.holder.addressEn, holder.addressEn))
    return (
      nameMatches &&
      addressMatches &&
      changeEligibility(h.mark, { today: ctx.today(), openCases: new Set() }).ok
    )
  })
}
