import { z } from 'zod'
import type { CaseDeadlineKind } from '../../domain/cases/case-deadlines'
import { OFFICE_KINDS } from '../../domain/cases/case-record'
import { BULK_EVENT_MAX, caseFieldsSchema } from '../../domain/cases/case-rules'
import { MARK_EVENT_CODES } from '../../domain/mark-lifecycle'

const DEADLINE_KINDS = [
  'renewalDue',
  'renewalGrace',
  'oppositionDeadline',
  'refusalReview',
  'priorityDocument',
  'nonUseEvidence',
  'madridDependency',
  'task',
] as const satisfies readonly CaseDeadlineKind[]

const caseId = z.string().trim().min(1, { error: 'validation:required' })

/** A procedure event of the case: from the register, or recorded by a member (who and when). */
export const caseEventViewSchema = z.object({
  code: z.string(),
  date: z.string(),
  note: z.string(),
  /** Member id of who recorded it; '' for the register's own events. */
  recordedBy: z.string(),
  recordedByName: z.string(),
  recordedAt: z.string(),
})
export type CaseEventView = z.output<typeof caseEventViewSchema>

/** A deadline of the case as the deadline engine derives it (or a custom task). */
export const caseDeadlineViewSchema = z.object({
  key: z.string(),
  kind: z.enum(DEADLINE_KINDS),
  from: z.string(),
  nominal: z.string(),
  due: z.string(),
  calendar: z.enum(['official', 'weekendsOnly', 'none']),
  daysLeft: z.number().int(),
  basis: z.string(),
  title: z.string(),
  done: z.object({ by: z.string(), byName: z.string(), at: z.string() }).nullable(),
})
export type CaseDeadlineView = z.output<typeof caseDeadlineViewSchema>

/** The facts the deadline engine derives from a case's events. */
const factsShape = {
  status: z.number().int(),
  expiryDate: z.string().nullable(),
  deadlines: z.array(caseDeadlineViewSchema),
}

/** One case as the detail page shows it. */
export const caseDetailSchema = z.object({
  id: z.string(),
  office: z.string(),
  officeKind: z.enum(OFFICE_KINDS),
  designations: z.array(z.string()),
  markName: z.string(),
  applicationNo: z.string(),
  registrationNo: z.string(),
  classes: z.array(z.string()),
  goods: z.record(z.string(), z.array(z.string())),
  applicant: z.string(),
  agent: z.string(),
  assigneeId: z.string().nullable(),
  assigneeName: z.string(),
  reference: z.string(),
  customFields: z.array(z.object({ id: z.string(), name: z.string(), value: z.string() })),
  source: z.enum(['portfolio', 'manual', 'import', 'register']),
  notes: z.string(),
  /** The last 'filed' and 'registered' events ('' when none): what the form edits. */
  filingDate: z.string(),
  registrationDate: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The register data changed since the acting member last acknowledged it. */
  changed: z.object({ at: z.string(), fields: z.string() }).nullable(),
  ...factsShape,
})
export type CaseDetail = z.output<typeof caseDetailSchema>

/** One entry of a case's history. */
export const caseHistoryViewSchema = z.object({
  id: z.string(),
  caseId: z.string(),
  markName: z.string(),
  memberId: z.string(),
  memberName: z.string(),
  at: z.string(),
  action: z.string(),
  detail: z.record(z.string(), z.string()),
})
export type CaseHistoryView = z.output<typeof caseHistoryViewSchema>

export const teamMemberViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  roleName: z.string(),
  roleNameEn: z.string(),
  departmentName: z.string(),
  departmentNameEn: z.string(),
  email: z.string(),
  /** What ties the member to the case: 'assignee', 'recorded' (events), 'history' (changes), 'task'. */
  involvement: z.array(z.enum(['assignee', 'recorded', 'history', 'task'])),
})
export type TeamMemberView = z.output<typeof teamMemberViewSchema>

const eventInput = {
  code: z.enum(MARK_EVENT_CODES, { error: 'validation:caseEventCode' }),
  date: z.string().trim(),
  note: z.string().default(''),
}

const factsChange = z.object({
  ...factsShape,
  /** Deadline keys the event opened and closed. */
  opened: z.array(z.string()),
  closed: z.array(z.string()),
})

const historyFilter = {
  /** One case; without it every case the member sees (the account's activity record). */
  caseId: z.string().optional(),
  memberId: z.string().default(''),
  action: z.string().default(''),
  from: z.string().default(''),
  to: z.string().default(''),
  pageNo: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
}

export const casesDetailSchemas = {
  /** Creates a case (no id; source 'manual') or updates one; the rules of case-rules.ts plus a unique reference. */
  brandmanagementAddOrUpdateCaseManagement: {
    req: caseFieldsSchema.extend({ id: z.string().optional() }),
    res: z.object({ id: z.string(), created: z.boolean(), changed: z.array(z.string()) }),
  },
  /** One case with its derived status, expiry and deadlines. */
  brandmanagementGetCaseInfoDeTail: {
    req: z.object({ id: caseId }),
    res: caseDetailSchema,
  },
  /**
   * The case's agent and the team members involved; without caseId, what the case form offers: the team, the
   * account's applicants (book and cases) and agents.
   */
  brandmanagementGetCasemanagementAgents: {
    req: z.object({ caseId: z.string().optional() }),
    res: z.object({
      agent: z.object({ name: z.string(), caseCount: z.number().int() }).nullable(),
      involved: z.array(teamMemberViewSchema),
      members: z.array(z.object({ id: z.string(), name: z.string() })),
      applicants: z.array(z.string()),
      agents: z.array(z.string()),
    }),
  },
  /** The case's classes with their titles and goods (matched to the class list's English where known). */
  brandmanagementGetIntclsDetails: {
    req: z.object({ caseId }),
    res: z.object({
      classes: z.array(
        z.object({
          no: z.string(),
          name: z.string(),
          nameEn: z.string(),
          goods: z.array(z.object({ zh: z.string(), en: z.string(), group: z.string() })),
        }),
      ),
    }),
  },
  /** History entries, newest first, of one case or of every case the member sees, filtered and paged. */
  brandmanagementGetCaseTaskHistory: {
    req: z.object(historyFilter),
    res: z.object({
      total: z.number().int(),
      list: z.array(caseHistoryViewSchema),
      members: z.array(z.object({ id: z.string(), name: z.string() })),
      actions: z.array(z.string()),
    }),
  },
  /** The acting member acknowledges the case's changed register data. */
  brandmanagementCaseChangeInfoKnown: {
    req: z.object({ caseId }),
    res: z.object({ caseId: z.string(), at: z.string() }),
  },
  /** The case's office events in date order, and the facts derived from them. */
  brandmanagementGetCaseTrademarkProcessInfo: {
    req: z.object({ caseId }),
    res: z.object({ events: z.array(caseEventViewSchema), ...factsShape }),
  },
  /** Records one event on several cases at once (all or none). */
  brandmanagementSaveCaseTrademarkProcessInfo: {
    req: z.object({ caseIds: z.array(z.string()).min(1).max(BULK_EVENT_MAX), ...eventInput }),
    res: z.object({
      saved: z.number().int(),
      results: z.array(
        z.object({
          caseId: z.string(),
          status: z.number().int(),
          opened: z.array(z.string()),
          closed: z.array(z.string()),
        }),
      ),
    }),
  },
  /** Records one event on a case: the deadlines derived before and after tell what it changed. */
  brandmanagementSaveSingleCaseTrademarkProcessInfo: {
    req: z.object({ caseId, ...eventInput }),
    res: factsChange,
  },
  /** What the printable case summary (/leaflet) shows: the case, its deadlines and its last 10 history entries. */
  collectCollectPreview: {
    req: z.object({ caseId }),
    res: z.object({
      case: caseDetailSchema,
      history: z.array(caseHistoryViewSchema),
      /** Beijing date and time the summary was made. */
      generatedAt: z.string(),
    }),
  },
}
