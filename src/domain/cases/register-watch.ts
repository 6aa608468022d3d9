// Applicant portfolios (issue 15 "add applicants to the account and pull their marks from the register; tell the
// user when a mark's register data changed"). The account keeps a snapshot of what the register said about each
// followed mark; a change is a watched fact that reads differently now. The mock detects changes with these
// rules; the pages validate what the user types (an applicant's name, a label) with the same ones.
import { z } from 'zod'
import type { RuleMessage } from '../account-rules'
import { isSearchablePartyText } from '../validation'

/** The facts of a register mark the account watches, on one day. */
export interface MarkFacts {
  /** §4 status id as the register derives it on that day. */
  status: number
  /** The latest procedure step on the register by that day: 'YYYY-MM-DD|eventCode' ('' before any). */
  procedure: string
  /** '' until registered. */
  registrationNo: string
  /** Last day of the current term; '' until registered. */
  expiryDate: string
}

export const WATCHED_FIELDS = ['status', 'procedure', 'registrationNo', 'expiryDate'] as const
export type WatchedField = (typeof WATCHED_FIELDS)[number]

export interface FactChange {
  field: WatchedField
  from: string
  to: string
}

const valueOf = (facts: MarkFacts, field: WatchedField): string => String(facts[field])

/** What changed from `before` to `after`, in the order of WATCHED_FIELDS; [] when nothing did. */
export function diffFacts(before: MarkFacts, after: MarkFacts): FactChange[] {
  return WATCHED_FIELDS.flatMap((field) => {
    const from = valueOf(before, field)
    const to = valueOf(after, field)
    return from === to ? [] : [{ field, from, to }]
  })
}

/** A procedure value split into its day and event code. */
export function splitProcedure(value: string): { date: string; code: string } {
  const [date = '', code = ''] = value.split('|')
  return { date, code }
}

/** How many applicants one account may follow. */
export const FOLLOWED_APPLICANTS_MAX = 20
/** How many marks one "add to my cases" may take. */
export const ADD_TO_CASES_MAX = 100
export const LABEL_MAX_LENGTH = 20
export const LABELS_PER_MARK_MAX = 5
export const APPLICANT_QUERY_MIN = 2
export const APPLICANT_QUERY_MAX = 60

/** The problem with an applicant name typed into "follow an applicant", or null when it can be searched. */
export function applicantQueryProblem(value: string): RuleMessage | null {
  const v = value.trim()
  if (v === '') return 'validation:required'
  if (v.length < APPLICANT_QUERY_MIN || v.length > APPLICANT_QUERY_MAX)
    return 'validation:portfolioApplicantLength'
  return isSearchablePartyText(v) ? null : 'validation:specialCharacters'
}

/** The problem with one label of a mark, or null. */
export function labelProblem(value: string): RuleMessage | null {
  const v = value.trim()
  if (v === '') return 'validation:required'
  if (v.length > LABEL_MAX_LENGTH) return 'validation:portfolioLabelLength'
  return isSearchablePartyText(v) ? null : 'validation:specialCharacters'
}

/** The problem with a mark's whole label list (each label, their number, duplicates), or null. */
export function labelsProblem(labels: readonly string[]): RuleMessage | null {
  if (labels.length > LABELS_PER_MARK_MAX) return 'validation:portfolioLabelsMax'
  for (const label of labels) {
    const problem = labelProblem(label)
    if (problem) return problem
  }
  const trimmed = labels.map((l) => l.trim())
  return new Set(trimmed).size === trimmed.length ? null : 'validation:portfolioLabelDuplicate'
}

/** The form of "follow an applicant": the name searched for. */
export const applicantQuerySchema = z.object({
  name: z.string().superRefine((value, ctx) => {
    const problem = applicantQueryProblem(value)
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value })
  }),
})

/** The label editor: one new label. */
export const labelInputSchema = z.object({
  label: z.string().superRefine((value, ctx) => {
    const problem = labelProblem(value)
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value })
  }),
})
