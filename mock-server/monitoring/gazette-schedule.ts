/**
 * When the living register's gazette issues appear (issue 16, trademark monitoring). Light on purpose (no
 * register): the demo's "publish the next issue" control (the simulation below, loaded with the first
 * handlers) runs before the monitoring handlers are loaded.
 *
 * The CNIPA Trademark Gazette appears four times a month, on the 6th, 13th, 20th and 27th (Beijing), numbered
 * as the register numbers its issues (register/records/offices.ts gazetteIssue: issue 478 was January 1995's
 * first). The register ends on REGISTER_TODAY (2026-11-22); the living register publishes every issue after
 * it, from issue 2009 (27 Nov 2026), on its day of the mock clock. The demo control publishes the next issue
 * at once: it is then dated the day it was published, and the issues after it keep their days.
 */
import { toIsoDate } from '../../src/domain/dates'
import { defineSimulation } from '../simulations'
import { businessDate } from '../../src/domain/clock'
import type { MockDb } from '../db'

/** The first issue the register does not hold (the first published after REGISTER_TODAY, 2026-11-22). */
export const FIRST_LIVING_ISSUE = 2009
const FIRST_ISSUE_NO = 478
const FIRST_YEAR = 1995
const ISSUE_DAYS = [6, 13, 20, 27] as const

export interface EarlyIssue {
  issueNo: number
  publishedOn: string
}

declare module '../db' {
  interface MockTables {
    /** Issues the demo control published ahead of their day (monitoring). */
    gazetteEarlyIssues: EarlyIssue[]
  }
}

/** The day an issue appears on the gazette's schedule. */
export function scheduledOn(issueNo: number): string {
  const n = issueNo - FIRST_ISSUE_NO
  const months = Math.floor(n / 4)
  const year = FIRST_YEAR + Math.floor(months / 12)
  const month = (months % 12) + 1
  return toIsoDate({ year, month, day: ISSUE_DAYS[n % 4]! })
}

export interface PublishedIssue {
  issueNo: number
  publishedOn: string
  early: boolean
}

/** The issues of the living register published by `today` (Beijing day), oldest first. */
export function publishedIssues(db: MockDb, today: string): PublishedIssue[] {
  const early = new Map(
    (db.gazetteEarlyIssues ?? []).filter((e) => e.publishedOn <= today).map((e) => [e.issueNo, e]),
  )
  const issues: PublishedIssue[] = []
  for (let no = FIRST_LIVING_ISSUE; ; no++) {
    const onTime = scheduledOn(no)
    const ahead = early.get(no)
    if (ahead && ahead.publishedOn < onTime)
      issues.push({ issueNo: no, publishedOn: ahead.publishedOn, early: true })
    else if (onTime <= today) issues.push({ issueNo: no, publishedOn: onTime, early: false })
    else break
  }
  return issues
}

/** The next issue to appear after `today` and the day it is due. */
export function nextIssue(db: MockDb, today: string): { issueNo: number; scheduledOn: string } {
  const last = publishedIssues(db, today).at(-1)
  const issueNo = last ? last.issueNo + 1 : FIRST_LIVING_ISSUE
  return { issueNo, scheduledOn: scheduledOn(issueNo) }
}

/** Publishes the next issue now (the demo control): it is dated `today`. */
export function publishNextIssue(db: MockDb, today: string): PublishedIssue {
  const { issueNo } = nextIssue(db, today)
  db.gazetteEarlyIssues ??= []
  db.gazetteEarlyIssues.push({ issueNo, publishedOn: today })
  return { issueNo, publishedOn: today, early: true }
}

// window.server.simulate('monitoring.publishGazette'): the next gazette issue appears now.
defineSimulation('monitoring.publishGazette', ({ db, now }) => publishNextIssue(db, businessDate(now)))
