import { z } from 'zod'
import type { AssignmentDraft } from '../../domain/services/assignment'
import { applicantSchema } from './registration-drafts'
import { serviceCallSchemas, serviceDraftBaseSchema } from './services'

/*
 * Schemas of the assignment calls (issue 12): the wizard's calls on the service shape (tmAssignmentMain saves,
 * reads and acts; queryTmInfoByApplicantPlus lists the marks; isCanAlter checks them; getApplicantInformation
 * names the assignor), and which of the holder's marks must be assigned with the chosen ones (商标法 Art 42).
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

/** An assignment draft: the service's base, the two parties and the related marks' decisions. */
export const assignmentDraftSchema = serviceDraftBaseSchema.extend({
  service: z.literal('assignment'),
  assignor: applicantSchema.nullable(),
  assigneeSource: z.enum(['book', 'new']),
  assignee: applicantSchema.nullable(),
  relatedMarks: z.array(relatedMarkSchema).max(200),
  relatedFor: z.string(),
  relatedChoices: z.record(
    z.string(),
    z.object({ include: z.boolean().nullable(), reason: z.string().max(300) }),
  ),
}) satisfies z.ZodType<AssignmentDraft>

const S = serviceCallSchemas(assignmentDraftSchema)

export const servicesAssignmentSchemas = {
  /** Saves, reads, orders, completes or deletes an assignment (by `action`). */
  tmAssignmentTmAssignmentMain: S.main,
  /** The account's marks with whether each may be assigned now (mainland, in force, held, not being assigned). */
  tmInfoQueryTmInfoByApplicantPlus: S.marks,
  /** Whether the chosen marks may be assigned now (form body; `draftId` leaves the caller's own draft out). */
  tmAssignmentIsCanAlter: S.eligibility,
  /** The mark's registered holder, the assignor, as the applicant book holds it (null without an entry). */
  tmAssignmentGetApplicantInformation: S.holder,
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
