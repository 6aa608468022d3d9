/**
 * The search sees the living register too: the marks published in the gazette issues that have appeared
 * (monitoring/gazette.ts), not only the register built at start. A mark a watch reported this week is found
 * by its name, number and applicant like any other, and counts in the registration wizard's similar-mark check.
 */
import type { BoundHandler } from '../define-handlers'
import type { MockDb } from '../db'
import { issueContent, rememberPublication } from '../monitoring/gazette'
import { publishedIssues } from '../monitoring/gazette-schedule'
import { includeLaterMarks } from './engine'

/** Makes the search's lookups include the issues published by `today` (Beijing day). */
export function syncLivingRegister(db: MockDb, today: string): void {
  const issues = publishedIssues(db, today)
  includeLaterMarks(issues.map((i) => `${i.issueNo}@${i.publishedOn}`).join(','), () =>
    issues.flatMap(({ issueNo, publishedOn }) => {
      rememberPublication(issueNo, publishedOn)
      return issueContent(issueNo, publishedOn).entries.flatMap((e) =>
        e.section === 'preliminary' ? [e.mark] : [],
      )
    }),
  )
}

/** Handlers that read the search's lookups, run on the living register of their request's day. */
export const withLivingRegister = (handlers: BoundHandler[]): BoundHandler[] =>
  handlers.map((bound) => ({
    ...bound,
    handle: (ctx) => {
      syncLivingRegister(ctx.db, ctx.today())
      return bound.handle(ctx)
    },
  }))
