/**
 * The search sees the living register too, not only the register built at start:
 * - the marks published in the gazette issues that have appeared (monitoring/gazette.ts): a mark a watch
 *   reported this week is found by its name, number and applicant like any other;
 * - the demo accounts' own marks (reference-data/portfolio.ts), with their status of the day: a customer who
 *   searches for their mark, its number or their company finds it, as the record page, home and the bell
 *   show it.
 * Both count in the registration wizard's similar-mark check.
 */
import type { BoundHandler } from '../define-handlers'
import type { MockDb } from '../db'
import { issueContent, rememberPublication } from '../monitoring/gazette'
import { publishedIssues } from '../monitoring/gazette-schedule'
import { DEMO_USER_IDS } from '../reference-data/brands'
import { portfolioOf } from '../reference-data/portfolio'
import { portfolioHolder, portfolioRegisterMark } from '../reference-data/portfolio-record'
import { includeLaterMarks } from './engine'

/** Makes the search's lookups include the issues published by `today` (Beijing day). */
export function syncLivingRegister(db: MockDb, today: string): void {
  const issues = publishedIssues(db, today)
  const owners = DEMO_USER_IDS.map((id) => db.users.find((u) => u.id === id))
  const holders = DEMO_USER_IDS.map((id, k) => portfolioHolder(id, owners[k]))
  const key = [
    ...issues.map((i) => `${i.issueNo}@${i.publishedOn}`),
    `portfolio@${today}`,
    ...holders.map((h) => `${h.nameZh}/${h.nameEn}`),
  ].join(',')
  includeLaterMarks(key, () => ({
    marks: [
      ...issues.flatMap(({ issueNo, publishedOn }) => {
        rememberPublication(issueNo, publishedOn)
        return issueContent(issueNo, publishedOn).entries.flatMap((e) =>
          e.section === 'preliminary' ? [e.mark] : [],
        )
      }),
      ...DEMO_USER_IDS.flatMap((id) => portfolioOf(id, today).map((m) => portfolioRegisterMark(m, today))),
    ],
    parties: holders,
  }))
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
