/**
 * The marks the licence record and the removal are filed for: the account's mainland marks as every service
 * sees them (mock-server/services/marks.ts: status and term from their events, holder from the applicant
 * book), each with the goods it is registered for (the same list the mark's record page shows).
 */
import type { ClassGoods } from '../../src/domain/services/mark-goods'
import type { ServiceMark } from '../../src/domain/services/types'
import type { HandlerContext } from '../context'
import type { UserRecord } from '../db'
import { portfolioGoods } from '../reference-data/portfolio'
import { accountServiceMarks } from './marks'

type Ctx = HandlerContext<unknown>

export interface HeldMark {
  mark: ServiceMark
  goods: ClassGoods[]
}

/** The goods a mark is registered for, class by class. */
export const registeredGoods = (mark: ServiceMark): ClassGoods[] =>
  [...mark.classes].sort().map((classNo) => ({
    classNo,
    items: portfolioGoods(classNo).map((g) => ({ zh: g.zh, en: g.en })),
  }))

/** The caller's mainland marks with their goods, as of the mock's today. */
export function heldMarks(ctx: Ctx, _user: UserRecord): HeldMark[] {
  return accountServiceMarks(ctx)
    .filter((mark) => mark.region === 'mainland')
    .map((mark) => ({ mark: { ...mark, classes: [...mark.classes].sort() }, goods: registeredGoods(mark) }))
}

/** One of the caller's marks by registration number, or undefined. */
export const heldMark = (ctx: Ctx, user: UserRecord, regNo: string): HeldMark | undefined =>
  heldMarks(ctx, user).find((h) => h.mark.regNo === regNo.trim())

/** A mark matches a search by number, name or holder (case- and space-insensitive). */
export function matchesKeyword(mark: ServiceMark, keyword: string): boolean {
  const k = keyword.replace(/\s+/g, '').toLowerCase()
  if (k === '') return true
  return [mark.regNo, mark.name, mark.holderZh, mark.holderEn].some((v) =>
    v.replace(/\s+/g, '').toLowerCase().includes(k),
  )
}

const OPEN: ReadonlySet<string> = new Set(['unpaid', 'processing', 'completed', 'refunding'])

/**
 * A removal of this mark is already ordered (and neither cancelled nor refunded): the office would refuse a
 * second one. Removal orders name their marks in `payload.regNos`.
 */
export function removalInProgress(ctx: Ctx, userId: string, regNo: string): boolean {
  return (ctx.db.orders ?? []).some(
    (o) =>
      o.userId === userId &&
      o.productType === 34 &&
      o.parentId === null &&
      OPEN.has(o.status) &&
      Array.isArray(o.payload.regNos) &&
      (o.payload.regNos as unknown[]).includes(regNo),
  )
}
