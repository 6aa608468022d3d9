// Schemas of the renewal list's calls (trademark/getExtend, trademark/queryExtension): the account's marks
// with the facts their renewal status is read from (src/machines/shared/renewal-status.ts), never the
// status itself, so the list, the record, home and the renewal wizard cannot disagree.
import { z } from 'zod'
import { requiredString } from '../../domain/schemas'
import { hasOnlyAllowedCharacters } from '../../domain/validation'

/** Longest search text of the renewal list. */
export const RENEWAL_KEYWORD_MAX = 50

/** Registration number, trademark name or holder: up to 50 of the §5 characters (CJK, letters, digits, space, +). */
export const renewalKeywordField = z
  .string()
  .trim()
  .max(RENEWAL_KEYWORD_MAX, { error: 'validation:searchTooLong' })
  .refine(hasOnlyAllowedCharacters, { error: 'validation:specialCharacters' })

/** The search form of the renewal list. */
export const renewalSearchFormSchema = z.object({ keyword: renewalKeywordField })
export type RenewalSearchForm = z.input<typeof renewalSearchFormSchema>

/** A register event the renewal rules read (src/domain/mark-lifecycle.ts). */
export const renewalEventSchema = z.object({ code: z.string(), date: z.string() })

/** The facts of one mark's renewal: its events and a pending renewal filing. */
const renewalFactsShape = {
  /** Registration number (the application number while it is not registered). */
  regNo: z.string(),
  events: z.array(renewalEventSchema),
  /** The day a renewal still pending was filed for the current term, or null. */
  submittedOn: z.string().nullable(),
  /** Its order number, for the link to it. */
  submittedOrderNo: z.string().nullable(),
}

/** One row of the renewal list. */
export const renewalMarkSchema = z.object({
  ...renewalFactsShape,
  /** Id of the mark's record page (/trademarkArchives?id=). */
  recordId: z.string(),
  applicationNo: z.string(),
  name: z.string(),
  classes: z.array(z.string()),
  holderZh: z.string(),
  holderEn: z.string(),
  /** §4 China status id and its names. */
  status: z.number().int(),
  statusZh: z.string(),
  statusEn: z.string(),
  registrationDate: z.string().nullable(),
  expiryDate: z.string().nullable(),
})

export const renewalListSchemas = {
  /** Renewal date info of one of the account's marks (overview §3: validdate, oneYearBefore, sixMonthAfter, today). */
  trademarkGetExtend: {
    req: z.object({ regNo: requiredString }),
    res: z.object({
      ...renewalFactsShape,
      name: z.string(),
      /** Last day of the term, first day of the window and last day of grace (nominal); null when not registered. */
      validdate: z.string().nullable(),
      oneYearBefore: z.string().nullable(),
      sixMonthAfter: z.string().nullable(),
      /** Today on the server's clock: the day the status is read for. */
      today: z.string(),
    }),
  },
  /** The account's marks for the renewal list, searched by number, name or holder. */
  trademarkQueryExtension: {
    req: z.object({ keyword: renewalKeywordField.optional().default('') }),
    res: z.object({
      today: z.string(),
      total: z.number().int(),
      list: z.array(renewalMarkSchema),
    }),
  },
} as const

export type RenewalMark = z.output<typeof renewalMarkSchema>
export type RenewalDateInfo = z.output<typeof renewalListSchemas.trademarkGetExtend.res>
