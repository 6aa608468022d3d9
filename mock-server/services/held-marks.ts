/**
 * The marks the licence record and the removal are filed for: the account's own marks (the demo portfolio,
 * status and term from their events), each with its registered goods and the applicant-book entry of its
 * holder. The holder is the account's company (or the person, for an individual account); it is "held by an
 * applicant of the account" when the book has an entry of that name.
 */
import { markLifecycle } from '../../src/domain/mark-lifecycle'
import type { ClassGoods } from '../../src/domain/services/mark-goods'
import type { ServiceMark } from '../../src/domain/services/types'
import type { HandlerContext } from '../context'
import type { UserRecord } from '../db'
import { portfolioGoods, portfolioOf } from '../reference-data/portfolio'
import { applicantsOf } from '../registration-applicants/store'

type Ctx = HandlerContext<unknown>

export interface HeldMark {
  mark: ServiceMark
  goods: ClassGoods[]
}

const same = (a: string, b: string) => a !== '' && a.replace(/\s+/g, '') === b.replace(/\s+/g, '')

/** The caller's marks with their holder and goods, as of the mock's today. */
export function heldMarks(ctx: Ctx, user: UserRecord): HeldMark[] {
  const today = ctx.today()
  const holderZh = user.companyName || user.name
  const holderEn = user.companyNameEn || user.nameEn
  const book = applicantsOf(ctx, user.id).find(
    (a) => same(a.nameZh, holderZh) || (holderEn !== '' && same(a.nameEn, holderEn)),
  )
  return portfolioOf(user.id, today).map((m) => {
    const life = markLifecycle(m.events, today)
    const mark: ServiceMark = {
      regNo: m.regNo,
      name: m.name,
      image: null,
      classes: [...m.niceClasses].sort(),
      holderZh,
      holderEn,
      holderAddressZh: book?.addressZh ?? '',
      holderAddressEn: book?.addressEn ?? '',
      applicantId: book?.applicantId ?? null,
      status: life.status,
      registrationDate: life.registrationDate,
      expiryDate: life.expiryDate,
      region: 'mainland',
      country: 'CN',
    }
    const goods = mark.classes.map((classNo) => ({
      classNo,
      items: portfolioGoods(classNo).map((g) => ({ zh: g.zh, en: g.en })),
    }))
    return { mark, goods }
  })
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
