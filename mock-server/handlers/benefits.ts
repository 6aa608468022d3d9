import { memberCalls } from '../../src/api/catalogue/member'
import { memberSchemas } from '../../src/api/schemas/member'
import type { BankCard, Campaign, Coupon, OrderCoupon } from '../../src/api/schemas/benefits'
import {
  isCardExpiryFuture,
  maskCardNumber,
  maskMobile,
  normalizeCardNumber,
} from '../../src/domain/bank-card'
import { addBusinessDays, businessDayStamp, daysBetween } from '../../src/domain/clock'
import { BIZ, ReplyError, type HandlerContext } from '../context'
import { newId, type MockDb } from '../db'
import { defineHandlers, type Handler } from '../define-handlers'
import { cardsOf, findCard, removeCard, setDefaultCard } from '../commerce/cards-store'
import { amountBeforeCoupons, couponsOf, problemOf, statusOf } from '../commerce/coupons-store'
import { findOrder } from '../commerce/orders-store'
import type { BankCardRecord, CampaignRecord, CouponRecord } from '../seeds/benefits'

type Ctx = HandlerContext<unknown>
type Schemas = typeof memberSchemas

function toCoupon(db: MockDb, c: CouponRecord, today: string): Coupon {
  const status = statusOf(c, today)
  const order = c.usedOrderId ? db.orders?.find((o) => o.id === c.usedOrderId) : undefined
  return {
    id: c.id,
    code: c.code,
    kind: c.kind,
    amount: c.amount,
    minSpend: c.minSpend,
    productTypes: [...c.productTypes],
    validFrom: c.validFrom,
    validUntil: c.validUntil,
    status,
    daysLeft: status === 'valid' ? daysBetween(today, c.validUntil) : null,
    grantedAt: c.grantedAt,
    usedAt: c.usedAt,
    usedOrderId: c.usedOrderId,
    usedOrderNo: order?.orderNo ?? c.usedOrderNo,
  }
}

const toCard = ({ userId: _owner, mobile, ...card }: BankCardRecord): BankCard => ({
  ...card,
  mobile: maskMobile(mobile),
})

function notFound(ctx: Ctx, zh: string, en: string): never {
  throw new ReplyError(ctx.fail(zh, en, BIZ.notFound))
}

/** The campaign open (or last ended, or next upcoming) on the mock's day. */
function currentCampaign(db: MockDb, today: string): CampaignRecord | undefined {
  const all = [...(db.campaigns ?? [])].sort((a, b) => a.startDate.localeCompare(b.startDate))
  return (
    all.find((c) => c.startDate <= today && today <= c.endDate) ??
    all.filter((c) => c.endDate < today).at(-1) ??
    all.find((c) => c.startDate > today)
  )
}

function toCampaign(db: MockDb, campaign: CampaignRecord, userId: string, today: string): Campaign {
  const received = (db.coupons ?? []).filter((c) => c.userId === userId && c.campaignId === campaign.id)
  const phase = today < campaign.startDate ? 'upcoming' : today > campaign.endDate ? 'ended' : 'open'
  return {
    id: campaign.id,
    startDate: campaign.startDate,
    endDate: campaign.endDate,
    phase,
    tickets: campaign.tickets.map((t) => ({ ...t, productTypes: [...t.productTypes] })),
    totalAmount: campaign.tickets.reduce((s, t) => s + t.amount, 0),
    validDays: campaign.validDays,
    received: received.length > 0,
    receivedAt: received[0]?.grantedAt ?? null,
  }
}

const ticketList: Handler<Schemas['memberGetMemberThanksgivingTicketList']> = (ctx) => {
  const user = ctx.requireUser()
  const today = ctx.today()
  const all = couponsOf(ctx.db, user.id).map((c) => toCoupon(ctx.db, c, today))
  const counts = { valid: 0, used: 0, expired: 0 }
  for (const c of all) counts[c.status] += 1
  const { status, pageNum, pageSize } = ctx.body
  const matching = all.filter((c) => c.status === status)
  // Valid coupons soonest-ending first (what to spend next); the others most recent first.
  if (status === 'valid') matching.sort((a, b) => a.validUntil.localeCompare(b.validUntil))
  else if (status === 'used') matching.sort((a, b) => (b.usedAt ?? '').localeCompare(a.usedAt ?? ''))
  else matching.sort((a, b) => b.validUntil.localeCompare(a.validUntil))
  const list = matching.slice((pageNum - 1) * pageSize, pageNum * pageSize)
  return ctx.ok({ list, total: matching.length, pageNum, pageSize, counts })
}

const ticketFlag: Handler<Schemas['memberGetMemberThanksgivingTicketFlag']> = (ctx) => {
  const user = ctx.requireUser()
  const campaign = currentCampaign(ctx.db, ctx.today())
  if (!campaign) return ctx.ok({ flag: false, campaignId: null, endDate: null })
  const view = toCampaign(ctx.db, campaign, user.id, ctx.today())
  return ctx.ok({ flag: view.phase === 'open' && !view.received, campaignId: view.id, endDate: view.endDate })
}

const orderCoupons: Handler<Schemas['memberIsIncludeExpiredCoupons']> = (ctx) => {
  const user = ctx.requireUser()
  const today = ctx.today()
  const order = findOrder(ctx.db, user.id, ctx.body.orderId)
  if (!order) notFound(ctx, '订单不存在', 'Order not found')
  const list: OrderCoupon[] = couponsOf(ctx.db, user.id)
    .filter((c) => {
      const status = statusOf(c, today)
      return status === 'valid' || (ctx.body.includeExpired && status === 'expired')
    })
    .map((c) => ({ ...toCoupon(ctx.db, c, today), problem: problemOf(c, order, today) }))
    // Usable first (biggest first), then the others, expired last.
    .sort(
      (a, b) =>
        Number(a.problem !== null) - Number(b.problem !== null) ||
        Number(a.status === 'expired') - Number(b.status === 'expired') ||
        b.amount - a.amount,
    )
  return ctx.ok({ list, amount: amountBeforeCoupons(order) })
}

const queryTicketInfo: Handler<Schemas['christmasQueryTicketInfo']> = (ctx) => {
  const user = ctx.requireUser()
  const campaign = currentCampaign(ctx.db, ctx.today())
  return ctx.ok(campaign ? toCampaign(ctx.db, campaign, user.id, ctx.today()) : null)
}

const grant: Handler<Schemas['christmasGrant']> = (ctx) => {
  const user = ctx.requireUser()
  const today = ctx.today()
  const campaign = currentCampaign(ctx.db, today)
  if (!campaign || today < campaign.startDate)
    return ctx.fail('活动尚未开始', 'The campaign has not started yet')
  if (today > campaign.endDate)
    return ctx.fail(`活动已于 ${campaign.endDate} 结束`, `The campaign ended on ${campaign.endDate}`)
  if (toCampaign(ctx.db, campaign, user.id, today).received)
    return ctx.fail(
      '您已领取过本季礼券，每位会员限领一次',
      'You have already claimed this season’s coupons; each member can claim them once',
    )
  const now = ctx.now().toISOString()
  const until = addBusinessDays(today, campaign.validDays - 1)
  const coupons = campaign.tickets.map((ticket, i): CouponRecord => ({
    id: newId('cpn-'),
    userId: user.id,
    kind: 'christmas',
    code: `XM${businessDayStamp(now).slice(2)}${String(Date.parse(now) % 10000).padStart(4, '0')}${i}`,
    campaignId: campaign.id,
    amount: ticket.amount,
    minSpend: ticket.minSpend,
    productTypes: [...ticket.productTypes],
    validFrom: today,
    validUntil: until,
    grantedAt: now,
    usedAt: null,
    usedOrderId: null,
    usedOrderNo: null,
  }))
  ;(ctx.db.coupons ??= []).push(...coupons)
  ctx.changed()
  return ctx.ok({
    campaign: toCampaign(ctx.db, campaign, user.id, today),
    coupons: coupons.map((c) => toCoupon(ctx.db, c, today)),
  })
}

const cardList: Handler<Schemas['memberGetMemberBankCardList']> = (ctx) => {
  const user = ctx.requireUser()
  return ctx.ok({ list: cardsOf(ctx.db, user.id).map(toCard) })
}

const saveCard: Handler<Schemas['memberCreateOrUpdateBankCard']> = (ctx) => {
  const user = ctx.requireUser()
  const { id, cardNumber, cvv: _cvv, isDefault, expiry, ...fields } = ctx.body
  // The schema checks the MM/YY form; whether it has passed is judged on the mock's clock.
  if (fields.cardType === 'credit' && !isCardExpiryFuture(expiry, ctx.today()))
    return ctx.fail('信用卡已过有效期', 'This credit card has expired', BIZ.rejected, { field: 'expiry' })
  const digits = normalizeCardNumber(cardNumber)
  const cardExpiry = fields.cardType === 'credit' ? expiry.trim() : null
  let card: BankCardRecord
  if (id) {
    card = findCard(ctx.db, user.id, id) ?? notFound(ctx, '银行卡不存在', 'Bank card not found')
    Object.assign(card, fields, { expiry: cardExpiry })
    if (digits)
      Object.assign(card, { last4: digits.slice(-4), maskedNumber: maskCardNumber(digits.slice(-4)) })
  } else {
    const last4 = digits.slice(-4)
    const same = cardsOf(ctx.db, user.id).find((c) => c.bankCode === fields.bankCode && c.last4 === last4)
    if (same)
      return ctx.fail(
        `尾号 ${last4} 的银行卡已添加`,
        `The card ending in ${last4} has already been added`,
        BIZ.rejected,
        { field: 'cardNumber' },
      )
    card = {
      id: newId('card-'),
      userId: user.id,
      ...fields,
      last4,
      maskedNumber: maskCardNumber(last4),
      expiry: cardExpiry,
      isDefault: false,
      createdAt: ctx.now().toISOString(),
    }
    ;(ctx.db.bankCards ??= []).push(card)
  }
  const hasDefault = cardsOf(ctx.db, user.id).some((c) => c.isDefault)
  if (isDefault || !hasDefault) setDefaultCard(ctx.db, user.id, card.id)
  ctx.changed()
  return ctx.ok(toCard(card))
}

const deleteCard: Handler<Schemas['memberDelMemberBankCard']> = (ctx) => {
  const user = ctx.requireUser()
  if (!removeCard(ctx.db, user.id, ctx.body.id)) notFound(ctx, '银行卡不存在', 'Bank card not found')
  ctx.changed()
  const next = cardsOf(ctx.db, user.id).find((c) => c.isDefault)
  return ctx.ok({ id: ctx.body.id, defaultId: next?.id ?? null })
}

const makeDefault: Handler<Schemas['memberSetDefaultBankCard']> = (ctx) => {
  const user = ctx.requireUser()
  const card = findCard(ctx.db, user.id, ctx.body.id) ?? notFound(ctx, '银行卡不存在', 'Bank card not found')
  setDefaultCard(ctx.db, user.id, card.id)
  ctx.changed()
  return ctx.ok(toCard(card))
}

/** Coupons and bank cards. */
export const benefitsHandlers = defineHandlers(memberCalls, memberSchemas, {
  memberGetMemberThanksgivingTicketList: ticketList,
  memberGetMemberThanksgivingTicketFlag: ticketFlag,
  memberIsIncludeExpiredCoupons: orderCoupons,
  christmasQueryTicketInfo: queryTicketInfo,
  christmasGrant: grant,
  memberGetMemberBankCardList: cardList,
  memberCreateOrUpdateBankCard: saveCard,
  memberDelMemberBankCard: deleteCard,
  memberSetDefaultBankCard: makeDefault,
})
