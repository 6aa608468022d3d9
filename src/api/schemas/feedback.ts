import { z } from 'zod'
import {
  ACCOUNT_REQUEST_KINDS,
  FEEDBACK_KINDS,
  RETAINABLE_DATA,
  feedbackFormSchema,
  retentionRequestSchema,
} from '../../domain/feedback-rules'

/** A close or downgrade request of the account, with the data the customer asked to keep. */
export const accountRequestSchema = z.object({
  id: z.string(),
  ticketNo: z.string().describe('Quoted when staff contact the customer'),
  kind: z.enum(ACCOUNT_REQUEST_KINDS),
  keep: z.array(z.enum(RETAINABLE_DATA)),
  reason: z.string(),
  status: z
    .enum(['received'])
    .describe('Staff contact the customer before anything changes; nothing happens to the account by itself'),
  createdAt: z.string(),
})
export type AccountRequest = z.output<typeof accountRequestSchema>

const ticket = z.object({ id: z.string(), ticketNo: z.string(), createdAt: z.string() })

/** Request and response schemas of the feedback calls of the member area. */
export const feedbackSchemas = {
  /**
   * Records a close or downgrade request and which of the account's data to keep. One open request per
   * account; a downgrade is for company and agency accounts only.
   */
  memberRetainedInformationFeedback: { req: retentionRequestSchema, res: accountRequestSchema },
  /** Feedback on the portal; answered by staff at the contact given (or the account's own). */
  feedbackSaveFeedback: {
    req: feedbackFormSchema,
    res: ticket.extend({ kind: z.enum(FEEDBACK_KINDS), hasScreenshot: z.boolean() }),
  },
  /** Liveness: the server answers a greeting with its clock, so a client can tell it is up and in time. */
  hello: {
    req: z.object({}),
    res: z.object({
      greeting: z.string().describe("In the caller's language"),
      serverTime: z.string().describe('ISO instant on the server'),
      businessDate: z.string().describe('Today in Beijing, YYYY-MM-DD'),
      signedIn: z.boolean().describe('Whether the token sent names a live session'),
    }),
  },
} as const
