/**
 * The deadline rows of a record's procedure, from the rule set's answer (src/domain/mark-lifecycle.ts): the
 * register's China marks and the demo accounts' marks show the same rows, worded the same, with the holiday
 * rollover said where a period ended on a rest day.
 */
import type { ProcedureEvent } from '../../../src/api/schemas/search-records'
import type { RolledDeadline } from '../../../src/domain/deadline-calendar'
import type { MarkDeadlineKind, MarkLifecycle } from '../../../src/domain/mark-lifecycle'
import { EVENT_NAMES } from './event-names'

export const DEADLINE_NAMES: Readonly<Record<MarkDeadlineKind, { zh: string; en: string }>> = {
  oppositionDeadline: { zh: '异议期届满', en: 'Opposition period ends' },
  renewalDue: { zh: '续展期届满（专用权期限届满）', en: 'Renewal due (registration term ends)' },
  renewalGrace: { zh: '宽展期届满', en: 'Grace period ends' },
  refusalReview: { zh: '驳回复审期限届满', en: 'Last day to request review of the refusal' },
  priorityDocument: { zh: '优先权证明文件提交期限', en: 'Last day to file priority documents' },
  nonUseEvidence: { zh: '使用证据提交期限', en: 'Last day to file evidence of use' },
}

/** What the row says about a rolled-over period, in both languages ('' when it ends on its nominal day). */
export function rolloverNote(d: RolledDeadline): { noteZh: string; noteEn: string } {
  return {
    noteZh:
      (d.due === d.nominal ? '' : `期限届满日${d.nominal}为节假日或周末，顺延至${d.due}`) +
      (d.calendar === 'weekendsOnly' ? `（${d.due.slice(0, 4)}年法定节假日安排尚未公布，仅按周末顺延）` : ''),
    noteEn:
      (d.due === d.nominal ? '' : `${d.nominal} is a holiday or weekend: rolled over to ${d.due}`) +
      (d.calendar === 'weekendsOnly'
        ? ` (the official ${d.due.slice(0, 4)} holiday schedule is not published yet: only weekends were rolled over)`
        : ''),
  }
}

const row = (
  date: string,
  code: string,
  name: { zh: string; en: string },
  today: string,
  milestone: boolean,
  note = { noteZh: '', noteEn: '' },
): ProcedureEvent => ({
  date,
  code,
  nameZh: name.zh,
  nameEn: name.en,
  state: date <= today ? 'done' : 'due',
  milestone,
  ...note,
})

/**
 * A register mark's term and open deadlines as procedure rows: when renewal opens, the term's last day and
 * the grace period's (rolled over), and each open deadline (opposition, review of a refusal, priority
 * documents, evidence of use). A mark whose life ended shows only the day its term ended, if it had one.
 */
export function registerDeadlineRows(life: MarkLifecycle, today: string): ProcedureEvent[] {
  const rows: ProcedureEvent[] = []
  if (life.renewal) {
    const { opens, expiry, graceEnds } = life.renewal
    rows.push(row(opens, 'renewalOpens', EVENT_NAMES.renewalOpens, today, false))
    rows.push(row(expiry.due, 'expiry', EVENT_NAMES.expiry, today, true, rolloverNote(expiry)))
    rows.push(row(graceEnds.due, 'graceEnds', EVENT_NAMES.graceEnds, today, false, rolloverNote(graceEnds)))
  } else if (
    life.expiryDate &&
    life.ended &&
    (life.ended.reason === 'lapsed' || life.ended.reason === 'expired')
  ) {
    rows.push(row(life.expiryDate, 'expiry', EVENT_NAMES.expiry, today, true))
  }
  for (const d of life.deadlines) {
    if (d.kind === 'renewalDue' || d.kind === 'renewalGrace') continue
    const name = d.kind === 'oppositionDeadline' ? EVENT_NAMES.oppositionEnds : DEADLINE_NAMES[d.kind]
    const code = d.kind === 'oppositionDeadline' ? 'oppositionEnds' : d.kind
    rows.push(row(d.due, code, name, today, false, rolloverNote(d)))
  }
  return rows
}
