import { z } from 'zod'
import { applicantSchema } from './registration-drafts'

/*
 * Schemas of the assignment calls of issue 12 that are the flow's own (the draft's save, order and
 * completion go through the generic wizard calls): may this mark be assigned, who holds it, and which of the
 * holder's marks must be assigned with it (商标法 Art 42).
 */

const regNo = z
  .string()
  .trim()
  .regex(/^[A-Z]?\d{6,10}$/, { message: 'validation:registrationNumberFormat' })

const relatedMarkSchema = z.object({
  regNo: z.string(),
  name: z.string(),
  classes: z.array(z.string()),
  status: z.number().int(),
  relatedTo: z.string(),
  match: z.enum(['identical', 'samePronunciation', 'contains', 'sharedElement']),
  sharedGroups: z.array(z.string()),
})

export const servicesAssignmentSchemas = {
  /**
   * Whether the mark may be assigned (form body): mainland, registered or pending, held by the account, not
   * already in an assignment with an order. `reason` is the translation key the row shows; `message` the same
   * words in the caller's language. `draftId` leaves the caller's own draft out of the "already" check.
   */
  tmAssignmentIsCanAlter: {
    req: z.object({ regNo, draftId: z.string().optional() }),
    res: z.object({ regNo: z.string(), ok: z.boolean(), reason: z.string().nullable(), message: z.string() }),
  },
  /** The mark's registered holder, the assignor, as the applicant book holds it (null without an entry). */
  tmAssignmentGetApplicantInformation: {
    req: z.object({ regNo }),
    res: z.object({ regNo: z.string(), holder: applicantSchema.nullable() }),
  },
  /**
   * The holder's identical or similar marks on similar goods (same similar group) that must be assigned with
   * the marks named, found again for each mark that joins; `relatedFor` is the key the draft keeps.
   */
  tmAssignmentAssignQuery: {
    req: z.object({ regNos: z.array(regNo).min(1).max(50) }),
    res: z.object({ relatedFor: z.string(), marks: z.array(relatedMarkSchema) }),
  },
} as const satisfies Record<string, { req: z.ZodType; res: z.ZodType }>

export type AssignmentEligibilityAnswer = z.output<
  typeof servicesAssignmentSchemas.tmAssignmentIsCanAlter.res
>
