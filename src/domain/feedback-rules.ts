import { z } from 'zod'
import { checkInlineImage } from './image-data-url'
import { requiredString } from './schemas'
import { isEmail, isMobile } from './validation'

/**
 * What a customer writes to the portal's staff: feedback on the portal (feedback/saveFeedback) and, when an
 * account is to be closed or downgraded, which of its data to keep (member/retainedInformationFeedback). The
 * forms and the server check with these same fields.
 */
export const FEEDBACK_KINDS = ['suggestion', 'problem', 'complaint', 'other'] as const
export type FeedbackKind = (typeof FEEDBACK_KINDS)[number]

export const FEEDBACK_CONTENT_MIN = 10
export const FEEDBACK_CONTENT_MAX = 1000

/** A way to answer: empty, or a mainland mobile number or an e-mail address. */
export const isReplyContact = (value: string): boolean => value === '' || isMobile(value) || isEmail(value)

const feedbackContent = requiredString
  .min(FEEDBACK_CONTENT_MIN, { error: 'validation:feedbackTooShort' })
  .max(FEEDBACK_CONTENT_MAX, { error: 'validation:feedbackTooLong' })

/** Feedback on the portal: its kind, what happened, how to answer, and an optional screenshot. */
export const feedbackFormSchema = z.object({
  kind: z.enum(FEEDBACK_KINDS, { error: 'validation:required' }),
  content: feedbackContent,
  contact: z.string().trim().refine(isReplyContact, { error: 'validation:replyContact' }).default(''),
  /** The page the feedback was written on ('' when not known). */
  page: z.string().trim().max(200).default(''),
  /** A JPG, PNG or GIF data URL of at most 2 MB, checked by content; '' for none. */
  screenshot: z
    .string()
    .default('')
    .superRefine((value, ctx) => {
      if (value === '') return
      const check = checkInlineImage(value)
      if (!check.ok) ctx.addIssue({ code: 'custom', message: check.error, input: '' })
    }),
})
export type FeedbackForm = z.input<typeof feedbackFormSchema>

/** Closing the account, or turning a company or agency account into an individual one. */
export const ACCOUNT_REQUEST_KINDS = ['close', 'downgrade'] as const
export type AccountRequestKind = (typeof ACCOUNT_REQUEST_KINDS)[number]

/** The account's data a customer can ask to keep (a copy sent to them, or kept on the downgraded account). */
export const RETAINABLE_DATA = [
  'trademarks',
  'orders',
  'invoices',
  'officialDocuments',
  'applicants',
  'addresses',
] as const
export type RetainableData = (typeof RETAINABLE_DATA)[number]

export const RETENTION_REASON_MAX = 500

/** The request of member/retainedInformationFeedback. */
export const retentionRequestSchema = z.object({
  kind: z.enum(ACCOUNT_REQUEST_KINDS, { error: 'validation:required' }),
  keep: z
    .array(z.enum(RETAINABLE_DATA))
    .default([])
    .transform((list) => [...new Set(list)]),
  reason: z.string().trim().max(RETENTION_REASON_MAX, { error: 'validation:reasonTooLong' }).default(''),
  /** Typed by the customer to confirm they mean it. */
  confirmed: z.boolean({ error: 'validation:confirmRequired' }).refine((v) => v, {
    error: 'validation:confirmRequired',
  }),
})
export type RetentionRequestForm = z.input<typeof retentionRequestSchema>

/** Whether an account of this kind can ask for this: only company and agency accounts can be downgraded. */
export const canRequest = (kind: AccountRequestKind, accountType: 'enterprise' | 'agency' | 'individual') =>
  kind === 'close' || accountType !== 'individual'
