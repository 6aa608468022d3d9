import { z } from 'zod'
import { OFFICE_KINDS } from '../../domain/cases/case-record'
import {
  CASE_DEADLINE_KINDS,
  DEADLINE_NOTE_MAX,
  REMIND_CHANNELS,
  remindOffsetsProblem,
  taskTitleProblem,
} from '../../domain/cases/deadline-rules'
import { isIsoDate } from '../../domain/dates'

export const caseDeadlineKindSchema = z.enum(CASE_DEADLINE_KINDS)
export const officeKindSchema = z.enum(OFFICE_KINDS)
export const remindChannelSchema = z.enum(REMIND_CHANNELS)

const blob = z.custom<Blob>((value) => typeof Blob !== 'undefined' && value instanceof Blob, {
  error: 'validation:required',
})

const day = z
  .string()
  .trim()
  .refine((v) => isIsoDate(v), { error: 'validation:date' })

export const deadlineNoteField = z
  .string()
  .trim()
  .max(DEADLINE_NOTE_MAX, { error: 'deadlines:validation.noteTooLong' })

export const taskTitleField = z
  .string()
  .trim()
  .superRefine((v, c) => {
    const p = taskTitleProblem(v)
    if (p) c.addIssue({ code: 'custom', message: `deadlines:validation.title.${p}` })
  })

/** A done mark: who (member id and name) and when, with the note they gave. */
export const deadlineDoneSchema = z.object({
  key: z.string(),
  by: z.string(),
  byName: z.string(),
  at: z.string(),
  note: z.string(),
})

/** One deadline of a case (derived by the engine, or a custom task), with what the calendar shows of its case. */
export const deadlineRowSchema = z.object({
  key: z.string(),
  caseId: z.string(),
  kind: caseDeadlineKindSchema,
  officeKind: officeKindSchema,
  office: z.string(),
  from: z.string(),
  nominal: z.string(),
  due: z.string(),
  calendar: z.enum(['official', 'weekendsOnly', 'none']),
  daysLeft: z.number().int(),
  basis: z.string(),
  title: z.string(),
  /** The task's note ('' for a derived deadline). */
  note: z.string(),
  /** The task's assignee, or the case's for a derived deadline. */
  assigneeId: z.string().nullable(),
  assigneeName: z.string(),
  markName: z.string(),
  applicationNo: z.string(),
  registrationNo: z.string(),
  reference: z.string(),
  done: deadlineDoneSchema.nullable(),
})
export type DeadlineRow = z.output<typeof deadlineRowSchema>

export const teamMemberRefSchema = z.object({ id: z.string(), name: z.string() })

const deadlineRef = z.object({ caseId: z.string().min(1), key: z.string().min(1) })

const taskFields = {
  title: taskTitleField,
  due: day,
  assigneeId: z.string().nullable().default(null),
  note: deadlineNoteField.default(''),
}

/** The task form (add or edit); the due day's range is checked against the business today by the caller. */
export const taskFormSchema = z.object({
  title: taskTitleField,
  due: z.string().trim().min(1, { error: 'deadlines:validation.due.required' }).pipe(day),
  assigneeId: z.string(),
  note: deadlineNoteField,
})
export type TaskForm = z.input<typeof taskFormSchema>

const offsetsField = z.array(z.number()).superRefine((v, c) => {
  const p = remindOffsetsProblem(v)
  if (p) c.addIssue({ code: 'custom', message: `deadlines:validation.offsets.${p}` })
})

export const remindRuleInputSchema = z.object({
  /** 'all' or one deadline kind. */
  kind: z.union([z.literal('all'), caseDeadlineKindSchema]),
  offsets: offsetsField,
  channels: z.array(remindChannelSchema).min(1, { error: 'deadlines:validation.channels' }),
})
export type RemindRuleInput = z.input<typeof remindRuleInputSchema>

export const remindRuleSchema = remindRuleInputSchema.extend({
  id: z.string(),
  memberId: z.string(),
  createdAt: z.string(),
})
export type RemindRule = z.output<typeof remindRuleSchema>

/** A reminder: scheduled (sentAt null) or sent, for one deadline at one offset. */
export const reminderSchema = z.object({
  id: z.string(),
  ruleId: z.string(),
  caseId: z.string(),
  key: z.string(),
  kind: caseDeadlineKindSchema,
  markName: z.string(),
  due: z.string(),
  offset: z.number().int(),
  /** The day it is (or was) sent. */
  on: z.string(),
  channels: z.array(remindChannelSchema),
  sentAt: z.string().nullable(),
})
export type Reminder = z.output<typeof reminderSchema>

/** A simulated e-mail the mock "sent". */
export const outboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  at: z.string(),
})

export const casesDeadlinesSchemas = {
  /**
   * Deadlines of one case (`caseId`) or of every case the member sees due within [from, to]; derived by the
   * deadline engine only. Overdue ones (up to PAST_DEADLINE_DAYS) are included.
   */
  brandmanagementGetCasemanagementTasks: {
    req: z
      .object({ caseId: z.string().optional(), from: day.optional(), to: day.optional() })
      .refine((r) => !r.from || !r.to || r.from <= r.to, { error: 'validation:dateRange', path: ['to'] }),
    res: z.object({
      today: z.string(),
      list: z.array(deadlineRowSchema),
      members: z.array(teamMemberRefSchema),
    }),
  },
  /** One deadline with its audit trail (done and reopened entries) and its reminders. */
  brandmanagementGetCaseTrademarkTaskInfo: {
    req: deadlineRef,
    res: z.object({
      deadline: deadlineRowSchema,
      history: z.array(
        z.object({ action: z.string(), memberName: z.string(), at: z.string(), note: z.string() }),
      ),
      reminders: z.array(reminderSchema),
    }),
  },
  /** Marks several deadlines done, or reopens them; all or nothing. */
  brandmanagementSaveCaseTrademarkTaskInfo: {
    req: z.object({
      action: z.enum(['done', 'reopen']),
      items: z.array(deadlineRef).min(1).max(500),
      note: deadlineNoteField.default(''),
    }),
    res: z.object({ changed: z.number().int() }),
  },
  /** A custom task added, edited or deleted; or one deadline marked done / reopened. */
  brandmanagementSaveSingleCaseTrademarkTaskInfo: {
    req: z.discriminatedUnion('action', [
      z.object({ action: z.literal('add'), caseId: z.string().min(1), ...taskFields }),
      z.object({
        action: z.literal('edit'),
        caseId: z.string().min(1),
        taskId: z.string().min(1),
        ...taskFields,
      }),
      z.object({ action: z.literal('delete'), caseId: z.string().min(1), taskId: z.string().min(1) }),
      z.object({ action: z.literal('done'), ...deadlineRef.shape, note: deadlineNoteField.default('') }),
      z.object({ action: z.literal('reopen'), ...deadlineRef.shape }),
    ]),
    res: z.object({ key: z.string() }),
  },
  /**
   * The member's reminder settings, the scheduled and sent reminders and the simulated outbox; with `rule`, saves
   * a rule first. Reading delivers the reminders due by today (once).
   */
  brandmanagementCaseManagementReminds: {
    req: z.object({ rule: remindRuleInputSchema.optional() }),
    res: z.object({
      today: z.string(),
      rules: z.array(remindRuleSchema),
      scheduled: z.array(reminderSchema),
      sent: z.array(reminderSchema),
      outbox: z.array(outboxMailSchema),
    }),
  },
  /** Removes one of the member's reminder rules. */
  brandmanagementRemind: {
    req: z.object({ id: z.string().min(1) }),
    res: z.object({ id: z.string() }),
  },
  /** The deadlines of [from, to] with their official fees, as .xlsx. */
  brandmanagementTaskFeeExcelDownload: {
    req: z
      .object({ from: day, to: day })
      .refine((r) => r.from <= r.to, { error: 'validation:dateRange', path: ['to'] }),
    res: z.custom<Blob>(),
  },
  /** The same sheet back with the done column filled: marks those deadlines done; all or nothing. */
  brandmanagementTaskFeeExcelImport: {
    req: z.object({ file: blob }),
    res: z.object({
      changed: z.number().int(),
      errors: z.array(z.object({ row: z.number().int(), message: z.string() })),
    }),
  },
} as const
