/**
 * The renewal list's calls: the signed-in account's marks (the demo portfolio, mock-server/reference-data/
 * portfolio.ts) with the facts of their renewal: register events and a pending renewal filing. The status is
 * read from those by the client's renewal-status machine; the dates here come from the same rule set
 * (src/domain/mark-lifecycle.ts), so the list agrees with home and the record.
 */
import { renewalCalls } from '../../src/api/catalogue/renewal'
import { renewalListSchemas, type RenewalMark } from '../../src/api/schemas/renewal-list'
import { trademarkStatusLabel } from '../../src/domain/trademark-status'
import { defineHandlers } from '../define-handlers'
import type { HandlerContext } from '../context'
import type { UserRecord } from '../db'
import { lifecycleOf, portfolioOf, type PortfolioMark } from '../reference-data/portfolio'
import { pendingRenewalOf } from '../renewal/renewal-filings'

function rowOf(ctx: HandlerContext<unknown>, user: UserRecord, mark: PortfolioMark): RenewalMark {
  const today = ctx.today()
  const life = lifecycleOf(mark, today)
  const filing = pendingRenewalOf(ctx.db, user.id, mark, today)
  const status = trademarkStatusLabel(life.status) ?? { zh: '', en: '' }
  return {
    regNo: mark.regNo,
    recordId: mark.id,
    applicationNo: mark.applicationNo,
    name: mark.name,
    classes: [...mark.niceClasses],
    holderZh: user.companyName || user.name,
    holderEn: user.companyNameEn || user.nameEn || user.companyName || user.name,
    status: life.status,
    statusZh: status.zh,
    statusEn: status.en,
    registrationDate: life.registrationDate,
    expiryDate: life.expiryDate,
    // Only what has happened by today: a later event is not yet on the register.
    events: mark.events.filter((e) => e.date <= today).map((e) => ({ code: e.code, date: e.date })),
    submittedOn: filing?.on ?? null,
    submittedOrderNo: filing?.orderNo ?? null,
  }
}

const fold = (text: string) => text.toLowerCase().replace(/\s+/g, '')

export const renewalListHandlers = defineHandlers(renewalCalls, renewalListSchemas, {
  trademarkQueryExtension(ctx) {
    const user = ctx.requireUser()
    const keyword = fold(ctx.body.keyword)
    const rows = portfolioOf(user.id, ctx.today()).map((mark) => rowOf(ctx, user, mark))
    const list = keyword
      ? rows.filter((r) =>
          [r.regNo, r.name, r.holderZh, r.holderEn].some((field) => fold(field).includes(keyword)),
        )
      : rows
    return ctx.ok({ today: ctx.today(), total: list.length, list })
  },
  trademarkGetExtend(ctx) {
    const user = ctx.requireUser()
    const mark = portfolioOf(user.id, ctx.today()).find((m) => m.regNo === ctx.body.regNo)
    if (!mark) return ctx.fail('没有找到该商标', 'No such trademark in your account', 1004)
    const row = rowOf(ctx, user, mark)
    const renewal = lifecycleOf(mark, ctx.today()).renewal
    return ctx.ok({
      regNo: row.regNo,
      name: row.name,
      events: row.events,
      submittedOn: row.submittedOn,
      submittedOrderNo: row.submittedOrderNo,
      validdate: row.expiryDate,
      oneYearBefore: renewal?.opens ?? null,
      sixMonthAfter: renewal?.graceEnds.nominal ?? null,
      today: ctx.today(),
    })
  },
})
