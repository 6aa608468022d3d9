// A case of the case manager (issue 15): one of the account's marks at one office, with the office's procedure
// events. Everything time-bound about a case (status, deadlines, renewal) is derived from its events by
// src/domain/cases/case-deadlines.ts, never typed in. The mock stores these records; the pages read them.
import type { MarkEvent } from '../mark-lifecycle'

/**
 * Where the mark is filed: 'CN' (CNIPA), 'HK' (IPD), 'WIPO' (a Madrid international registration) or the
 * ISO code of another country's office (a national filing abroad, "global").
 */
export type CaseOffice = string

export type OfficeKind = 'china' | 'hongKong' | 'madrid' | 'global'
export const OFFICE_KINDS: readonly OfficeKind[] = ['china', 'hongKong', 'madrid', 'global']

export function officeKindOf(office: CaseOffice): OfficeKind {
  if (office === 'CN') return 'china'
  if (office === 'HK') return 'hongKong'
  if (office === 'WIPO') return 'madrid'
  return 'global'
}

/** A procedure event of the case; one recorded by a team member (a status update) says who and when. */
export interface CaseEvent extends MarkEvent {
  note?: string
  recordedBy?: string
  recordedAt?: string
}

/** A task the team added to a case by hand (a custom deadline), beside the derived ones. */
export interface CaseTask {
  id: string
  title: string
  /** 'YYYY-MM-DD', Beijing business day. */
  due: string
  assigneeId: string | null
  note: string
}

/** A derived or custom deadline marked done: by whom and when (the audit trail). */
export interface DeadlineDone {
  /** CaseDeadline.key */
  key: string
  by: string
  /** ISO instant. */
  at: string
  note?: string
}

export type CaseSource = 'portfolio' | 'manual' | 'import' | 'register'

export interface CaseRecord {
  id: string
  /** The account (owner user id) the case belongs to. */
  accountId: string
  office: CaseOffice
  /** Madrid: the designated members (ISO codes, 'EM' for the EU). */
  designations: string[]
  markName: string
  applicationNo: string
  registrationNo: string
  /** Nice classes, two digits. */
  classes: string[]
  /** Goods and services by class. */
  goods: Record<string, string[]>
  applicant: string
  agent: string
  /** The team member the case is assigned to. */
  assigneeId: string | null
  /** The team's own reference (docket number). */
  reference: string
  labelIds: string[]
  /** Values of the account's custom fields, by field id. */
  customFields: Record<string, string>
  /**
   * The office's events. For a 'portfolio' case the mock reads the mark's live events (its seeded story) and
   * appends these, so the case, home and the renewal view agree.
   */
  events: CaseEvent[]
  tasks: CaseTask[]
  done: DeadlineDone[]
  source: CaseSource
  notes: string
  createdAt: string
  updatedAt: string
}
