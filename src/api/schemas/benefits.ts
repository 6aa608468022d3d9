import { z } from 'zod'
import { BANK_CODES, CARD_TYPES, bankCardSchema } from '../../domain/bank-card'

/** Coupons (thanksgiving tickets, christmas grants) and the member's bank cards. */
const couponStatus = z.enum(['valid', 'used', 'expired'])
const couponProblem = z.enum(['expired', 'used', 'notApplicable', 'minSpend', 'notFound'])

/** One coupon as the member sees it. Amounts in CNY. */
export const couponSchema = z.object({
  id: z.string(),
  /** The ticket number printed on the coupon. */
  code: z.string(),
  kind: z.enum(['thanksgiving', 'christmas', 'welcome']),
  amount: z.number(),
  /** 0 = no minimum spend. */
  minSpend: z.number(),
  /** Product type ids it applies to; empty = every service. */
  productTypes: z.array(z.number().int()),
  validFrom: z.string(),
  validUntil: z.string(),
  status: couponStatus,
  /** Days left until the last day of use (0 = ends today); null unless valid. */
  daysLeft: z.number().int().nullable(),
  grantedAt: z.string(),
  usedAt: z.string().nullable(),
  usedOrderId: z.string().nullable(),
  usedOrderNo: z.string().nullable(),
})
export type Coupon = z.infer<typeof couponSchema>
export type CouponStatus = z.infer<typeof couponStatus>

/** A coupon offered for an order, with the reason it cannot be used there (null = usable). */
export const orderCouponSchema = couponSchema.extend({ problem: couponProblem.nullable() })
export type OrderCoupon = z.infer<typeof orderCouponSchema>

/** A stored bank card: never the full number nor the CVV. */
export const bankCardViewSchema = z.object({
  id: z.string(),
  bankCode: z.enum(BANK_CODES),
  cardType: z.enum(CARD_TYPES),
  last4: z.string(),
  maskedNumber: z.string(),
  holderName: z.string(),
  /** The reserved mobile, masked (138****5678). */
  mobile: z.string(),
  expiry: z.string().nullable(),
  isDefault: z.boolean(),
  createdAt: z.string(),
})
export type BankCard = z.infer<typeof bankCardViewSchema>

const campaignSchema = z.object({
  id: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** 'upcoming' before startDate, 'ended' after endDate. */
  phase: z.enum(['upcoming', 'open', 'ended']),
  tickets: z.array(z.object({ amount: z.number(), minSpend: z.number(), productTypes: z.array(z.number()) })),
  /** Sum of the pack's amounts (CNY). */
  totalAmount: z.number(),
  validDays: z.number().int(),
  /** Whether this member has claimed the pack, and when. */
  received: z.boolean(),
  receivedAt: z.string().nullable(),
})
export type Campaign = z.infer<typeof campaignSchema>

const idInput = z.object({ id: z.string().min(1) })

export const benefitsSchemas = {
  memberGetMemberThanksgivingTicketList: {
    req: z.object({
      status: couponStatus.default('valid'),
      pageNum: z.coerce.number().int().min(1).default(1),
      pageSize: z.coerce.number().int().min(1).max(100).default(10),
    }),
    res: z.object({
      list: z.array(couponSchema),
      total: z.number().int(),
      pageNum: z.number().int(),
      pageSize: z.number().int(),
      /** How many coupons the member has in each status (the tab counts). */
      counts: z.object({ valid: z.number().int(), used: z.number().int(), expired: z.number().int() }),
    }),
  },
  memberGetMemberThanksgivingTicketFlag: {
    req: z.object({}),
    /** `flag`: the season's ticket pack can be claimed now (campaign open and not yet claimed). */
    res: z.object({ flag: z.boolean(), campaignId: z.string().nullable(), endDate: z.string().nullable() }),
  },
  memberIsIncludeExpiredCoupons: {
    req: z.object({ orderId: z.string().min(1), includeExpired: z.boolean().default(false) }),
    /** The unused coupons for the order (expired ones only when asked), usable ones first. */
    res: z.object({ list: z.array(orderCouponSchema), amount: z.number() }),
  },
  christmasQueryTicketInfo: { req: z.object({}), res: campaignSchema.nullable() },
  christmasGrant: {
    req: z.object({}),
    res: z.object({ campaign: campaignSchema, coupons: z.array(couponSchema) }),
  },
  memberGetMemberBankCardList: { req: z.object({}), res: z.object({ list: z.array(bankCardViewSchema) }) },
  memberCreateOrUpdateBankCard: { req: bankCardSchema(), res: bankCardViewSchema },
  memberDelMemberBankCard: {
    req: idInput,
    res: z.object({ id: z.string(), defaultId: z.string().nullable() }),
  },
  memberSetDefaultBankCard: { req: idInput, res: bankCardViewSchema },
} as const satisfies Record<string, { req: z.ZodType; res: z.ZodType }>
