import { z } from 'zod'
import { CASE_STEP_KEYS } from '../../domain/case-steps'
import { isIsoDate } from '../../domain/dates'
import { INVOICE_STATUSES, ORDER_STATUSES, PAYMENT_STATUSES } from '../../domain/order-routes'
import { contactPhoneField, requiredString, zipCodeField } from '../../domain/schemas'
import { hasOnlyAllowedCharacters } from '../../domain/validation'
import { feeLineSchema } from './orders-pay'

const bilingual = z.object({ zh: z.string(), en: z.string() })
const pageNum = z.coerce.number().int().min(1).default(1)
const pageSize = z.coerce.number().int().min(1).max(100).default(10)
const orderIdBody = z.object({ orderId: requiredString })

/** Longest own reference the case file takes. */
export const YOUR_REF_MAX = 50
/** Longest recipient name and address a waybill takes. */
export const RECIPIENT_MAX = 30
export const ADDRESS_MAX = 120
export const REFUND_REASON_MAX = 200
export const KEYWORD_MAX = 50

/** The customer's own reference: up to 50 of the §5 allowed characters (CJK, letters, digits, spaces, +). */
export const yourRefField = requiredString
  .max(YOUR_REF_MAX, { error: 'orders:validation.yourRefTooLong' })
  .refine(hasOnlyAllowedCharacters, { error: 'validation:specialCharacters' })

/** Order number or trademark; order numbers carry a hyphen before a child's part number. */
export const orderKeywordField = z
  .string()
  .trim()
  .max(KEYWORD_MAX, { error: 'orders:validation.keywordTooLong' })
  .refine((v) => hasOnlyAllowedCharacters(v.replaceAll('-', '')), { error: 'validation:specialCharacters' })

const optionalDay = z
  .string()
  .trim()
  .refine((v) => v === '' || isIsoDate(v), { error: 'validation:date' })

/** The order list's filter form; '' means "any". The keyword and the date range are checked. */
export const orderFilterFormSchema = z
  .object({
    service: z.string(),
    status: z.string(),
    pay: z.string(),
    invoice: z.string(),
    from: optionalDay,
    to: optionalDay,
    q: orderKeywordField,
  })
  .refine((f) => f.from === '' || f.to === '' || f.from <= f.to, {
    error: 'validation:dateRange',
    path: ['to'],
  })
export type OrderFilterForm = z.input<typeof orderFilterFormSchema>

/** §5 Address: recipient, phone, postal code and detailed address, all required and well formed. */
export const mailingFormSchema = z.object({
  recipient: requiredString
    .max(RECIPIENT_MAX, { error: 'orders:validation.recipientTooLong' })
    .refine((v) => hasOnlyAllowedCharacters(v.replaceAll('·', '')), {
      error: 'validation:specialCharacters',
    }),
  phone: contactPhoneField,
  postalCode: zipCodeField,
  address: requiredString.max(ADDRESS_MAX, { error: 'orders:validation.addressTooLong' }),
})
export type MailingForm = z.input<typeof mailingFormSchema>

/** The refund request form: why the customer wants the money back. */
export const refundFormSchema = z.object({
  reason: requiredString.max(REFUND_REASON_MAX, { error: 'orders:validation.reasonTooLong' }),
})
export type RefundForm = z.input<typeof refundFormSchema>

/** The own-reference editor. */
export const yourRefFormSchema = z.object({ yourRef: yourRefField })

const stepSchema = z.object({ key: z.enum(CASE_STEP_KEYS), date: z.string() })

/** One row of the order list (a top-level order or a child order). */
export const orderSummarySchema = z.object({
  id: z.string(),
  orderNo: z.string(),
  parentId: z.string().nullable(),
  productType: z.number().int(),
  serviceName: bilingual,
  trademarkName: z.string(),
  applicantName: z.string(),
  applicantNameEn: z.string(),
  niceClasses: z.array(z.string()),
  countries: z.array(z.string()),
  officialFee: z.number(),
  serviceFee: z.number(),
  couponDiscount: z.number(),
  total: z.number(),
  currency: z.literal('CNY'),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  invoiceStatus: z.enum(INVOICE_STATUSES),
  debitNoteNo: z.string().nullable(),
  debitNoteDate: z.string().nullable(),
  yourRef: z.string().nullable(),
  caseNo: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  refundRequestedAt: z.string().nullable(),
  childCount: z.number().int(),
  /** The last case step reached, if any. */
  latestStep: stepSchema.nullable(),
})

/** A fee line; `kind` names it (firstClass, extraClass, excessItems, priority, case …). */
export const orderDetailSchema = orderSummarySchema.extend({
  lines: z.array(feeLineSchema),
  paymentMethod: z.enum(['card', 'wallet', 'alipay', 'offline', 'coupon', 'dummy']).nullable(),
  countryNames: z.array(z.object({ code: z.string(), zh: z.string(), en: z.string() })),
  refundReason: z.string().nullable(),
  invoiceAuditReason: bilingual.nullable(),
  parentOrderNo: z.string().nullable(),
})

export const mailingSchema = z.object({
  recipient: z.string(),
  phone: z.string(),
  postalCode: z.string(),
  address: z.string(),
  courier: z.string().nullable(),
  trackingNo: z.string().nullable(),
})

export const orderDocumentSchema = z.object({
  id: z.string(),
  kind: z.enum([
    'paymentReceipt',
    'powerOfAttorney',
    'filingReceipt',
    'acceptanceNotice',
    'certificate',
    'decision',
    'report',
  ]),
  fileName: z.string(),
  date: z.string(),
  size: z.number().int(),
  /** Downloads through file/download. */
  fileId: z.string(),
})

const documentsRes = z.object({ list: z.array(orderDocumentSchema) })

export const caseItemSchema = z.object({
  orderId: z.string(),
  orderNo: z.string(),
  productType: z.number().int(),
  serviceName: bilingual,
  trademarkName: z.string(),
  niceClasses: z.array(z.string()),
  countries: z.array(z.string()),
  caseNo: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  yourRef: z.string().nullable(),
  latestStep: stepSchema.nullable(),
  nextStep: z.enum(CASE_STEP_KEYS).nullable(),
})

export const ordersManageSchemas = {
  /** The member's orders (top-level), newest first, filtered; children come with getChildrenOrder. */
  tbOrderGetMemberOrderList: {
    req: z
      .object({
        /** Product type ids (a service may have several ids, e.g. 0 and 1). */
        productTypes: z.array(z.coerce.number().int()).default([]),
        status: z.enum(ORDER_STATUSES).optional(),
        paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
        invoiceStatus: z.enum(INVOICE_STATUSES).optional(),
        dateFrom: optionalDay.default(''),
        dateTo: optionalDay.default(''),
        keyword: orderKeywordField.default(''),
        pageNum,
        pageSize,
      })
      .refine((r) => r.dateFrom === '' || r.dateTo === '' || r.dateFrom <= r.dateTo, {
        error: 'validation:dateRange',
        path: ['dateTo'],
      }),
    res: z.object({
      list: z.array(orderSummarySchema),
      total: z.number().int(),
      pageNum: z.number().int(),
      pageSize: z.number().int(),
    }),
  },
  /** Deletes an unpaid order (and its children); a paid order is refused. */
  tbOrderDelMemberOrder: { req: orderIdBody, res: z.object({ orderId: z.string() }) },
  /** Asks a refund of a paid order in process; it cannot be withdrawn or asked twice. */
  tbOrderCreateRefundOrder: {
    req: refundFormSchema.extend({ orderId: requiredString }),
    res: z.object({ orderId: z.string(), status: z.literal('refunding'), refundRequestedAt: z.string() }),
  },
  tbOrderGetOrderDetail: { req: orderIdBody, res: orderDetailSchema },
  /** Several orders at once (e.g. the orders of an invoice request), in the order asked. */
  tbOrderGetOrderDetailList: {
    req: z.object({ orderIds: z.array(requiredString).min(1).max(50) }),
    res: z.object({ list: z.array(orderDetailSchema) }),
  },
  tbOrderGetChildrenOrder: { req: orderIdBody, res: z.object({ list: z.array(orderSummarySchema) }) },
  tbOrderGetChildrenStatus: {
    req: orderIdBody,
    res: z.object({
      list: z.array(
        z.object({
          orderId: z.string(),
          orderNo: z.string(),
          status: z.enum(ORDER_STATUSES),
          latestStep: stepSchema.nullable(),
        }),
      ),
    }),
  },
  /** The case steps of an order: done (with dates), current and still to come. */
  tbOrderGetCaseStatus: {
    req: orderIdBody,
    res: z.object({
      orderId: z.string(),
      closed: z.boolean(),
      steps: z.array(
        z.object({
          key: z.enum(CASE_STEP_KEYS),
          state: z.enum(['done', 'current', 'pending']),
          date: z.string().nullable(),
        }),
      ),
    }),
  },
  tbOrderCreateCaseyouref: {
    req: z.object({ orderId: requiredString, yourRef: yourRefField }),
    res: z.object({ orderId: z.string(), yourRef: z.string() }),
  },
  tbOrderUpdateCaseyouref: {
    req: z.object({ orderId: requiredString, yourRef: yourRefField }),
    res: z.object({ orderId: z.string(), yourRef: z.string() }),
  },
  /** The mailing details of an order; not editable once something was posted. */
  tbOrderGetMailing: {
    req: orderIdBody,
    res: z.object({ mailing: mailingSchema.nullable(), editable: z.boolean() }),
  },
  tbOrderUpdateMailing: {
    req: mailingFormSchema.extend({ orderId: requiredString }),
    res: z.object({ mailing: mailingSchema }),
  },
  tbOrderDescFile: { req: orderIdBody, res: documentsRes },
  tbOrderDescFileGet: { req: orderIdBody, res: documentsRes },
  /** The office that decides the case (one per country) and our handler of it. */
  tbOrderGetOrderOffice: {
    req: orderIdBody,
    res: z.object({
      offices: z.array(z.object({ country: z.string(), name: bilingual })),
      handler: z.object({ name: z.string(), nameEn: z.string(), email: z.string(), phone: z.string() }),
    }),
  },
  /** Every case of the member (paid orders), no paging, with its latest step: /caseAndNewStatus. */
  tbOrderGetNoLimitOrder: {
    req: z.object({ keyword: orderKeywordField.default('') }),
    res: z.object({ list: z.array(caseItemSchema) }),
  },
} as const

export type OrderSummary = z.output<typeof orderSummarySchema>
export type OrderDetail = z.output<typeof orderDetailSchema>
export type OrderDocument = z.output<typeof orderDocumentSchema>
export type OrderMailing = z.output<typeof mailingSchema>
export type CaseItem = z.output<typeof caseItemSchema>
export type OrderListFilters = z.input<(typeof ordersManageSchemas)['tbOrderGetMemberOrderList']['req']>
