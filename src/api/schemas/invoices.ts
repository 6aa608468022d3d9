import { z } from 'zod'
import type { MessageKey } from '../../domain/message-key'
import { requiredString } from '../../domain/schemas'
import { isContactPhone, isUscc } from '../../domain/validation'
import { addressSchema } from './member'

const pageNum = z.coerce.number().int().min(1).default(1)
const pageSize = z.coerce.number().int().min(1).max(100).default(10)
const bilingual = z.object({ zh: z.string(), en: z.string() })

/** The states of an invoice (overview §4); 'unbilled' is an order with no live request. */
export const INVOICE_STATUSES = [
  'unbilled',
  'auditing',
  'audited',
  'notAudited',
  'invoiced',
  'mailed',
] as const
export const invoiceStatusSchema = z.enum(INVOICE_STATUSES)
/** The states a request shows in the invoice list (every state but 'unbilled'). */
export const REQUEST_STATUSES = ['auditing', 'audited', 'notAudited', 'invoiced', 'mailed'] as const
export const requestStatusSchema = z.enum(REQUEST_STATUSES)

/** Enterprise headers carry the tax particulars (§5); a personal header is a name only. */
export const HEADER_KINDS = ['enterprise', 'personal'] as const
/** VAT special invoice (enterprise headers only, with a tax line) or VAT general invoice. */
export const INVOICE_TYPES = ['vatSpecial', 'vatGeneral'] as const
export const invoiceTypeSchema = z.enum(INVOICE_TYPES)

/** Longest header title accepted (the tax system's limit). */
export const HEADER_TITLE_MAX = 100
const BANK_ACCOUNT = /^\d{8,30}$/

/** An invoice header: the particulars an invoice is made out to. */
export const invoiceHeaderSchema = z.object({
  id: z.string(),
  kind: z.enum(HEADER_KINDS),
  title: z.string(),
  taxpayerId: z.string(),
  registeredAddress: z.string(),
  bank: z.string(),
  bankAccount: z.string(),
  registeredPhone: z.string(),
  /** Taxpayer qualification proof; null for a personal header. */
  qualificationFile: z.object({ fileId: z.string(), fileName: z.string() }).nullable(),
  /** The header of the member's invoice settings. */
  isDefault: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
})

/**
 * A new or edited header (`id` to edit). Every field is checked in one pass so the form shows every problem
 * at once; an enterprise header needs all the §5 particulars, a personal one its title only.
 */
export const invoiceHeaderInputSchema = z
  .object({
    id: z.string().optional(),
    kind: z.enum(HEADER_KINDS),
    title: z.string().trim(),
    taxpayerId: z.string().trim().toUpperCase().default(''),
    registeredAddress: z.string().trim().default(''),
    bank: z.string().trim().default(''),
    bankAccount: z
      .string()
      .transform((v) => v.replace(/\s+/g, ''))
      .default(''),
    registeredPhone: z.string().trim().default(''),
    qualificationFileId: z.string().trim().default(''),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: MessageKey) =>
      ctx.addIssue({ code: 'custom', path: [path], message })
    if (!v.title) issue('title', 'validation:required')
    else if (v.title.length > HEADER_TITLE_MAX) issue('title', 'invoices:validation.titleTooLong')
    if (v.kind === 'personal') return
    if (!v.taxpayerId) issue('taxpayerId', 'validation:required')
    else if (!isUscc(v.taxpayerId)) issue('taxpayerId', 'validation:uscc')
    if (!v.registeredAddress) issue('registeredAddress', 'validation:required')
    if (!v.bank) issue('bank', 'validation:required')
    if (!v.bankAccount) issue('bankAccount', 'validation:required')
    else if (!BANK_ACCOUNT.test(v.bankAccount)) issue('bankAccount', 'invoices:validation.bankAccount')
    if (!v.registeredPhone) issue('registeredPhone', 'validation:required')
    else if (!isContactPhone(v.registeredPhone)) issue('registeredPhone', 'validation:contactPhone')
    if (!v.qualificationFileId) issue('qualificationFileId', 'invoices:validation.qualificationFile')
  })
export type InvoiceHeaderInput = z.input<typeof invoiceHeaderInputSchema>

/** The member's invoice settings: default header, mailing address and invoice type. */
export const invoiceSettingsSchema = z.object({
  defaultHeaderId: z.string().nullable(),
  addressId: z.string().nullable(),
  invoiceType: invoiceTypeSchema,
  header: invoiceHeaderSchema.nullable(),
  address: addressSchema.nullable(),
})

/** A paid (or not) order as the invoice request shows it, with why it cannot be invoiced if so. */
export const invoiceableOrderSchema = z.object({
  id: z.string(),
  orderNo: z.string(),
  productType: z.number().int(),
  serviceName: bilingual,
  trademarkName: z.string(),
  officialFee: z.number(),
  serviceFee: z.number(),
  couponDiscount: z.number(),
  total: z.number(),
  paymentStatus: z.enum(['unpaid', 'paying', 'paid']),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  debitNoteNo: z.string().nullable(),
  debitNoteDate: z.string().nullable(),
  invoiceStatus: invoiceStatusSchema,
  /** null when the order can go on a new request. */
  blockedReason: z.enum(['notPaid', 'refunded', 'requested']).nullable(),
})

const timelineStep = z.object({
  status: requestStatusSchema,
  /** When it happened, or when it is expected for a step still ahead. */
  at: z.string(),
  done: z.boolean(),
})

/** An invoice request with its state, tax line and timeline. */
export const invoiceSchema = z.object({
  id: z.string(),
  requestNo: z.string(),
  status: requestStatusSchema,
  /** Why the audit refused it (caller's language); '' unless not audited. */
  rejectReason: z.string(),
  invoiceType: invoiceTypeSchema,
  headerId: z.string(),
  header: z.object({
    kind: z.enum(HEADER_KINDS),
    title: z.string(),
    taxpayerId: z.string(),
    registeredAddress: z.string(),
    bank: z.string(),
    bankAccount: z.string(),
    registeredPhone: z.string(),
  }),
  orders: z.array(
    z.object({
      id: z.string(),
      orderNo: z.string(),
      serviceName: bilingual,
      trademarkName: z.string(),
      total: z.number(),
    }),
  ),
  amount: z.number(),
  taxRate: z.number(),
  tax: z.number(),
  totalWithTax: z.number(),
  address: z.object({ recipient: z.string(), phone: z.string(), address: z.string(), zipCode: z.string() }),
  remark: z.string(),
  requestedAt: z.string(),
  timeline: z.array(timelineStep),
  /** Official invoice number once invoiced, else null. */
  fapiaoNo: z.string().nullable(),
  /** Courier waybill once mailed, else null. */
  trackingNo: z.string().nullable(),
})

const moveStatus = z.enum(['audited', 'notAudited', 'invoiced', 'mailed'])
const invoiceId = requiredString

export const invoicesSchemas = {
  /** The member's invoice headers, the default first. */
  memberInvoiceGetInvoiceInfo: {
    req: z.object({}),
    res: z.object({ list: z.array(invoiceHeaderSchema), total: z.number().int() }),
  },
  /** Creates a header, or updates the member's header `id`. */
  memberInvoiceAddInvoiceInfo: { req: invoiceHeaderInputSchema, res: invoiceHeaderSchema },
  /** Deletes a header; one used by a request still in progress cannot be deleted. */
  memberInvoiceDeleteInvoiceInfo: {
    req: z.object({ id: requiredString }),
    res: z.object({ id: z.string() }),
  },
  /** The member's invoice settings with the default header and address resolved. */
  memberInvoiceEchoInvoice: { req: z.object({}), res: invoiceSettingsSchema },
  /** Saves the invoice settings (default header, mailing address, invoice type). */
  memberInvoiceFirstInvoice: {
    req: z.object({
      defaultHeaderId: requiredString,
      addressId: requiredString,
      invoiceType: invoiceTypeSchema,
    }),
    res: invoiceSettingsSchema,
  },
  /**
   * Orders for an invoice request: without `orderIds`, the paid orders that can be invoiced (paged);
   * with them, exactly those orders of the member, each saying whether it can be invoiced.
   */
  memberInvoiceGetMemberOrderList: {
    req: z.object({ orderIds: z.array(z.string()).max(50).optional(), pageNum, pageSize }),
    res: z.object({
      list: z.array(invoiceableOrderSchema),
      total: z.number().int(),
      pageNum: z.number().int(),
      pageSize: z.number().int(),
    }),
  },
  /** One invoice request for one or several paid orders not yet invoiced. */
  memberInvoiceInsertInvoice: {
    req: z.object({
      orderIds: z.array(requiredString).min(1, { error: 'invoices:validation.ordersRequired' }).max(50),
      headerId: requiredString,
      invoiceType: invoiceTypeSchema,
      addressId: requiredString,
      remark: z.string().trim().max(200).default(''),
    }),
    res: invoiceSchema,
  },
  /** The member's invoice requests, newest first; `status` filters; `counts` has every state's total. */
  memberInvoiceGetInvoice: {
    req: z.object({ status: requestStatusSchema.optional(), pageNum, pageSize }),
    res: z.object({
      list: z.array(invoiceSchema),
      total: z.number().int(),
      pageNum: z.number().int(),
      pageSize: z.number().int(),
      counts: z.record(z.string(), z.number().int()),
    }),
  },
  /** Moves a request to its next state (the invoicing desk's step); a refusal needs a reason. */
  memberInvoiceUpdateInvoiceStatus: {
    req: z.object({ invoiceId, status: moveStatus, reason: z.string().trim().max(200).default('') }),
    res: invoiceSchema,
  },
  /** The same move for several requests; those that cannot move are listed with why. */
  memberInvoiceBatchUpdateInvoiceStatus: {
    req: z.object({
      invoiceIds: z.array(requiredString).min(1).max(100),
      status: moveStatus,
      reason: z.string().trim().max(200).default(''),
    }),
    res: z.object({
      updated: z.array(z.string()),
      refused: z.array(z.object({ invoiceId: z.string(), reason: z.string() })),
    }),
  },
  /** Resubmits a refused request for audit, optionally with another (corrected) header. */
  memberInvoiceTriggerInvoiceSynergy: {
    req: z.object({ invoiceId, headerId: z.string().trim().optional() }),
    res: invoiceSchema,
  },
  /** Applicants an invoice header can be filled from: the verified company and the orders' applicants. */
  memberInvoiceGetApplicantList: {
    req: z.object({}),
    res: z.object({
      list: z.array(
        z.object({
          name: z.string(),
          taxpayerId: z.string(),
          address: z.string(),
          source: z.enum(['certification', 'order']),
          /** Id of the header already made out to this name, if any. */
          headerId: z.string().nullable(),
        }),
      ),
    }),
  },
  /** Completes the invoice particulars of an applicant: creates or updates the header with that title. */
  memberInvoicePerfectApplicant: { req: invoiceHeaderInputSchema, res: invoiceHeaderSchema },
  /** The service contract template (.docx), party A filled from a header when given. */
  memberInvoiceDownloadContractTemplate: {
    req: z.object({ headerId: z.string().trim().optional() }),
    res: z.custom<Blob>(),
  },
} as const

export type InvoiceHeader = z.output<typeof invoiceHeaderSchema>
export type InvoiceSettings = z.output<typeof invoiceSettingsSchema>
export type InvoiceableOrder = z.output<typeof invoiceableOrderSchema>
export type Invoice = z.output<typeof invoiceSchema>
export type InvoiceStatusValue = z.output<typeof invoiceStatusSchema>
export type RequestStatus = z.output<typeof requestStatusSchema>
export type InvoiceType = z.output<typeof invoiceTypeSchema>
export type HeaderKind = (typeof HEADER_KINDS)[number]
