import { z } from 'zod'
import { benefitsSchemas } from './benefits'
import { accountRequestSchema } from './feedback'
import { certificationFieldsSchema } from '../../domain/certification'
import { contactPhoneField, emailField, requiredString, zipCodeField } from '../../domain/schemas'

const empty = z.object({})

/** A mailing address of the member (where certificates and invoices are posted). */
export const addressSchema = z.object({
  id: z.string(),
  recipient: z.string(),
  phone: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  /** Street, building and room. */
  address: z.string(),
  /** Six-digit postal code. */
  zipCode: z.string(),
  /** At most one address per member is the default. */
  isDefault: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
})

/** Creates an address, or updates the member's address `id` when given. */
export const addressInputSchema = z.object({
  id: z.string().optional(),
  recipient: requiredString,
  phone: contactPhoneField,
  province: requiredString,
  city: requiredString,
  district: z.string().trim().default(''),
  address: requiredString,
  zipCode: zipCodeField,
  /** Makes this the default address (the previous default loses the flag). The first address is always default. */
  isDefault: z.boolean().default(false),
})

export const certificationStatusSchema = z.enum(['reviewing', 'approved', 'rejected'])

/** The company verification of an enterprise or agency account (overview §3, §4). */
export const certificationSchema = certificationFieldsSchema.omit({ licenceFileId: true }).extend({
  id: z.string(),
  status: certificationStatusSchema,
  /** Why staff rejected it; empty unless status is 'rejected'. */
  rejectReason: z.string(),
  uscc: z.string(),
  /** The business licence; contentType is read from its bytes (an image or a PDF). */
  licenceFile: z.object({
    fileId: z.string(),
    fileName: z.string(),
    url: z.string(),
    size: z.number().int(),
    contentType: z.string(),
  }),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
})

export const memberSchemas = {
  ...benefitsSchemas,
  /** Records one visit or behaviour of the user (anonymous visits too). */
  memberRecordUser: {
    req: z.object({
      /** Route or screen, e.g. '/home'. */
      page: requiredString,
      /** What happened: 'view' unless told, e.g. 'click', 'search', 'download'. */
      action: z.string().trim().default('view'),
      detail: z.string().default(''),
    }),
    res: z.object({ id: z.string(), recordedAt: z.string() }),
  },
  /** The signed-in member's profile. */
  memberGetUserInfo: {
    req: empty,
    res: z.object({
      id: z.string(),
      name: z.string(),
      nameEn: z.string(),
      email: z.string(),
      mobile: z.string(),
      gender: z.enum(['male', 'female', 'unknown']),
      accountType: z.enum(['enterprise', 'agency', 'individual']),
      currency: z.enum(['CNY', 'USD', 'EUR']),
      lang: z.enum(['zh-CN', 'en']),
      avatar: z.string(),
      companyName: z.string(),
      companyNameEn: z.string(),
      /** 'none' until a company verification is submitted; individuals are never verified. */
      certificationStatus: z.enum(['none', 'reviewing', 'approved', 'rejected']),
      couponCount: z.number().int(),
      unreadNotices: z.number().int(),
      addressCount: z.number().int(),
      /** The open request to close or downgrade the account (member/retainedInformationFeedback), or null. */
      accountRequest: accountRequestSchema.nullable(),
      wechatBound: z.boolean(),
      isPurchase: z.boolean(),
      createdAt: z.string(),
      lastLoginAt: z.string(),
    }),
  },
  /** Same as memberAddress/createMemberAddress (older path kept by the order screens). */
  memberCreateMemberAddress: { req: addressInputSchema, res: addressSchema },
  /** The default mailing address, or null when the member has none. */
  memberGetMemberAddress: { req: empty, res: addressSchema.nullable() },
  /** Sends an e-mail to the member (to their account address unless `to` is given). */
  memberSendmail: {
    req: z.object({
      subject: requiredString,
      content: requiredString,
      to: emailField.optional(),
    }),
    res: z.object({ mailId: z.string(), to: z.string(), sentAt: z.string() }),
  },
  /**
   * Submits (or resubmits after a rejection) the company verification; it goes to 'reviewing'. The server
   * checks the fields with domain certificationInputSchema and answers code 1001 with `data.issues`
   * ({ field, message key }) when a rule is broken.
   */
  memberInfoInsertCertification: { req: certificationFieldsSchema, res: certificationSchema },
  /** The latest company verification, or null when none was submitted. */
  memberInfoGetCertification: { req: empty, res: certificationSchema.nullable() },
  memberAddressGetMemberAddressList: {
    req: empty,
    res: z.object({ list: z.array(addressSchema), total: z.number().int() }),
  },
  /** Deletes an address; if it was the default, the most recently updated remaining one becomes default. */
  memberAddressDeleteMemberAddress: {
    req: z.object({ id: requiredString }),
    res: z.object({ id: z.string(), defaultId: z.string().nullable() }),
  },
  /** Makes the address the member's only default. */
  memberAddressUpdateIsDefault: { req: z.object({ id: requiredString }), res: addressSchema },
  memberAddressCreateMemberAddress: { req: addressInputSchema, res: addressSchema },
  memberAddressGetMemberAddress: { req: z.object({ id: requiredString }), res: addressSchema },
} as const

export type Address = z.output<typeof addressSchema>
export type Certification = z.output<typeof certificationSchema>
