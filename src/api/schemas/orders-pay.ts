import { z } from 'zod'
import { requiredString } from '../../domain/schemas'
import { FEE_LINE_KINDS, OFFICIAL_FEES, type FeeLine, type OfficialFeeId } from '../../domain/pricing'
import { isProductTypeId, type ProductTypeId } from '../../domain/product-types'

const bilingual = z.object({ zh: z.string(), en: z.string() })
const orderId = requiredString
const pageNum = z.coerce.number().int().min(1).default(1)
const pageSize = z.coerce.number().int().min(1).max(100).default(10)

export const PAYMENT_METHODS = ['card', 'wallet', 'alipay', 'offline', 'coupon', 'dummy'] as const
export type PaymentMethodCode = (typeof PAYMENT_METHODS)[number]

/** One fee line of an order (src/domain/pricing FeeLine). */
export const feeLineSchema = z.object({
  kind: z.enum(FEE_LINE_KINDS),
  quantity: z.number().int(),
  official: z.number(),
  service: z.number(),
  /** Per-country lines of global and Madrid filings: the country or region (ISO alpha-2, EM, BX, OA). */
  country: z.string().optional(),
  /** The Nice class of a per-class line. */
  classNo: z.string().optional(),
  /** The mark (0-based) of a multi-mark application. */
  mark: z.number().int().optional(),
  /** A service's line for one registered mark. */
  regNo: z.string().optional(),
  /** The official fee item the line charges (its name words a per-case, basic or grace line). */
  fee: z.enum(Object.keys(OFFICIAL_FEES) as [OfficialFeeId, ...OfficialFeeId[]]).optional(),
}) satisfies z.ZodType<FeeLine>

/** The delivery of a search report bought for a query (product type 4). */
export const reportDeliverySchema = z.object({
  status: z.enum(['pending', 'delivered']),
  /** When the report is due: one working day after payment. */
  dueAt: z.string(),
  deliveredAt: z.string().nullable(),
})

/** A bank-transfer proof waiting for the finance team's confirmation. */
export const transferProofSchema = z.object({
  fileId: z.string(),
  fileName: z.string(),
  payerName: z.string(),
  submittedAt: z.string(),
})

/**
 * An order as the payment pages show it: what it is for, its fees (official, service and the coupon discount
 * apart), what is left to pay, and where its payment stands. `kind` tells a standard order from a temporary
 * order made by staff for a quote (with its own described items) and a balance order that was partly paid.
 */
export const payableOrderSchema = z.object({
  id: z.string(),
  orderNo: z.string(),
  productType: z.number().int(),
  serviceName: bilingual,
  kind: z.enum(['standard', 'temporary', 'balance']),
  trademarkName: z.string(),
  niceClasses: z.array(z.string()),
  countries: z.array(z.string()),
  lines: z.array(feeLineSchema),
  /** Described items of a temporary order (what the staff quoted); empty for other orders. */
  items: z.array(z.object({ description: bilingual, amount: z.number() })),
  officialFee: z.number(),
  serviceFee: z.number(),
  couponDiscount: z.number(),
  /** officialFee + serviceFee - couponDiscount. */
  total: z.number(),
  /** Already paid on a balance order (a deposit); 0 otherwise. */
  paidAmount: z.number(),
  /** What is left to pay now: total - paidAmount, 0 once paid. */
  amountDue: z.number(),
  status: z.enum(['unpaid', 'processing', 'completed', 'cancelled', 'refunding', 'refunded']),
  paymentStatus: z.enum(['unpaid', 'paying', 'paid']),
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  couponIds: z.array(z.string()),
  transfer: transferProofSchema.nullable(),
  report: reportDeliverySchema.nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** The order's debit note (the one record the debit-note list reads), once issued. */
  debitNoteNo: z.string().nullable(),
})
export type PayableOrder = z.output<typeof payableOrderSchema>

const productTypeField = z
  .number()
  .int()
  .refine((n): n is ProductTypeId => isProductTypeId(n), { message: 'validation:required' })

const niceClassNo = z.string().regex(/^(0[1-9]|[1-3]\d|4[0-5])$/, { message: 'validation:niceRange' })

/** The tbOrder calls of paying: creating an order, reading it, offline transfer, coupons and status. */
export const ordersPaySchemas = {
  /** Creates an unpaid order priced by src/domain/pricing from the service, classes and priority. */
  tbOrderCreateOrder: {
    req: z.object({
      productType: productTypeField,
      trademarkName: requiredString.max(60),
      classes: z
        .array(z.object({ no: niceClassNo, items: z.number().int().min(1).max(200) }))
        .max(45)
        .default([]),
      priority: z.boolean().default(false),
      countries: z
        .array(z.string().regex(/^[A-Z]{2}$/))
        .min(1)
        .default(['CN']),
      applicantName: z.string().trim().max(100).optional(),
    }),
    res: payableOrderSchema,
  },
  /** Demo build: creates a sample order to try paying (standard, temporary quote or balance). */
  tbOrderCreateOrderDemo: {
    req: z.object({ kind: z.enum(['standard', 'temporary', 'balance']).default('standard') }),
    res: payableOrderSchema,
  },
  /** One of the member's orders, as the payment pages show it. */
  tbOrderGetOrder: { req: z.object({ orderId }), res: payableOrderSchema },
  /** Submits the proof of a bank transfer; the order then awaits the finance team's confirmation. */
  tbOrderOffLinePay: {
    req: z.object({
      orderId,
      fileId: requiredString,
      payerName: requiredString.max(100),
      remark: z.string().trim().max(200).default(''),
    }),
    res: payableOrderSchema,
  },
  /** Redeems coupons on an order; when they cover what is due, the order is paid by coupon. */
  tbOrderUseCouponsPay: {
    req: z.object({ orderId, couponIds: z.array(z.string()).min(1, { message: 'validation:required' }) }),
    res: z.object({ order: payableOrderSchema, discount: z.number(), paid: z.boolean() }),
  },
  /** Where an order's payment stands; the wallet page polls it. */
  tbOrderGetOrderStatus: {
    req: z.object({ orderId }),
    res: z.object({
      orderId: z.string(),
      status: payableOrderSchema.shape.status,
      paymentStatus: payableOrderSchema.shape.paymentStatus,
      paymentMethod: payableOrderSchema.shape.paymentMethod,
      paidAt: z.string().nullable(),
      amountDue: z.number(),
      /** A bank transfer waits for confirmation. */
      awaitingConfirmation: z.boolean(),
    }),
  },
  /** The member's orders still to pay, newest first. */
  tbOrderNoPayOrder: {
    req: z.object({ pageNum, pageSize }),
    res: z.object({
      list: z.array(payableOrderSchema),
      total: z.number().int(),
      pageNum: z.number().int(),
      pageSize: z.number().int(),
    }),
  },
} as const satisfies Record<string, { req: z.ZodType; res: z.ZodType }>
