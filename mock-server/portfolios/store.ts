/**
 * Applicant portfolios (issue 15): the register applicants an account follows, what the register said about
 * their marks when the account last looked (snapshots), the changes found since, and the account's own labels
 * on register marks. A followed mark without a snapshot is compared with its facts on the day of the follow
 * (`since`), so following takes no register work and the seed needs no register.
 */
import { diffFacts, type MarkFacts, type WatchedField } from '../../src/domain/cases/register-watch'
import type { HandlerContext } from '../context'
import { newId } from '../db'
import { getRegister, partyById, registerReady, type RegisterMark } from '../register'
import { getPartyIndex } from '../register/records'
import type { Seeder } from '../seeds/seed-kit'
import { markFactsOn, type ExtraRegisterEvent } from './register-facts'

export interface PortfolioFollow {
  id: string
  accountId: string
  applicantId: string
  /** ISO instant. */
  followedAt: string
  followedBy: string
  /** The register day the account's view of the applicant's marks starts from. */
  since: string
}

export interface PortfolioSnapshot {
  accountId: string
  markId: string
  facts: MarkFacts
  /** The register day the facts are of. */
  day: string
}

export interface PortfolioChange {
  id: string
  accountId: string
  applicantId: string
  markId: string
  field: WatchedField
  from: string
  to: string
  /** The mark's latest procedure step when the change was found (the filter by procedure type). */
  procedure: string
  /** The register day the change was found on, and the instant. */
  day: string
  detectedAt: string
  seenAt: string | null
  seenBy: string | null
}

export interface PortfolioLabels {
  accountId: string
  markId: string
  labels: string[]
}

declare module '../db' {
  interface MockTables {
    portfolioFollows: PortfolioFollow[]
    portfolioSnapshots: PortfolioSnapshot[]
    portfolioChanges: PortfolioChange[]
    portfolioLabels: PortfolioLabels[]
    /** Events the demo recorded on register marks (simulation 'portfolio.registerChange'). */
    registerExtraEvents: ExtraRegisterEvent[]
  }
}

type Ctx = HandlerContext<unknown>

export function portfolioTables(ctx: Ctx) {
  const db = ctx.db
  db.portfolioFollows ??= []
  db.portfolioSnapshots ??= []
  db.portfolioChanges ??= []
  db.portfolioLabels ??= []
  db.registerExtraEvents ??= []
  return db
}

export const followsOf = (ctx: Ctx, accountId: string) =>
  portfolioTables(ctx).portfolioFollows.filter((f) => f.accountId === accountId)

/** The register marks of an applicant, newest filing first. */
export function marksOfApplicant(applicantId: string): RegisterMark[] {
  const { marks } = getRegister()
  return (getPartyIndex().byApplicant.get(applicantId) ?? [])
    .map((i) => marks[i]!)
    .sort((a, b) => (a.filingDate < b.filingDate ? 1 : a.filingDate > b.filingDate ? -1 : 0))
}

/** Whether the register holds this applicant (an 'AP' party). */
export const isRegisterApplicant = (applicantId: string) =>
  /^AP\d+$/.test(applicantId) && partyById(applicantId) !== undefined

/**
 * Compares every followed mark of the account with its snapshot on the mock's today and records each watched
 * fact that reads differently as an unseen change; the snapshot then holds today's facts. Idempotent: a second look finds nothing new.
 */
export async function detectChanges(ctx: Ctx, accountId: string): Promise<void> {
  const follows = followsOf(ctx, accountId)
  if (follows.length === 0) return
  await registerReady()
  const db = portfolioTables(ctx)
  const today = ctx.today()
  const snapshots = new Map(
    db.portfolioSnapshots.filter((s) => s.accountId === accountId).map((s) => [s.markId, s]),
  )
  let changed = false
  for (const follow of follows) {
    for (const mark of marksOfApplicant(follow.applicantId)) {
      const snapshot = snapshots.get(mark.id)
      const before =
        snapshot?.facts ??
        markFactsOn(
          mark,
          follow.since,
          db.registerExtraEvents.filter((e) => Date.parse(e.at) <= Date.parse(follow.followedAt)),
        )
      const now = markFactsOn(mark, today, db.registerExtraEvents)
      const diffs = diffFacts(before, now)
      if (diffs.length === 0) continue
      for (const d of diffs)
        db.portfolioChanges.push({
          id: newId('PC'),
          accountId,
          applicantId: follow.applicantId,
          markId: mark.id,
          ...d,
          procedure: now.procedure,
          day: today,
          detectedAt: ctx.now().toISOString(),
          seenAt: null,
          seenBy: null,
        })
      if (snapshot) Object.assign(snapshot, { facts: now, day: today })
      else db.portfolioSnapshots.push({ accountId, markId: mark.id, facts: now, day: today })
      changed = true
    }
  }
  if (changed) ctx.changed()
}

/** Follows an applicant: its marks are watched from today on. */
export function follow(
  ctx: Ctx,
  accountId: string,
  applicantId: string,
  memberName: string,
): PortfolioFollow {
  const entry: PortfolioFollow = {
    id: newId('PF'),
    accountId,
    applicantId,
    followedAt: ctx.now().toISOString(),
    followedBy: memberName,
    since: ctx.today(),
  }
  portfolioTables(ctx).portfolioFollows.push(entry)
  ctx.changed()
  return entry
}

/** Stops following: the applicant's snapshots, changes and labels go with it. */
export function unfollow(ctx: Ctx, accountId: string, applicantId: string): void {
  const db = portfolioTables(ctx)
  const markIds = new Set(marksOfApplicant(applicantId).map((m) => m.id))
  const mine = (r: { accountId: string }) => r.accountId === accountId
  db.portfolioFollows = db.portfolioFollows.filter((f) => !(mine(f) && f.applicantId === applicantId))
  db.portfolioSnapshots = db.portfolioSnapshots.filter((s) => !(mine(s) && markIds.has(s.markId)))
  db.portfolioChanges = db.portfolioChanges.filter((c) => !(mine(c) && c.applicantId === applicantId))
  db.portfolioLabels = db.portfolioLabels.filter((l) => !(mine(l) && markIds.has(l.markId)))
  ctx.changed()
}

export const labelsOf = (ctx: Ctx, accountId: string, markId: string): string[] =>
  portfolioTables(ctx).portfolioLabels.find((l) => l.accountId === accountId && l.markId === markId)
    ?.labels ?? []

/**
 * The demo accounts' followed applicants (register parties with 20–30 marks). One of each account's is followed
 * since 2026-11-15, so the marks that moved on the register since then show as updates to look at.
 */
const SEEDED: Record<string, { applicantId: string; since?: string }[]> = {
  'u-demo': [{ applicantId: 'AP000052', since: '2026-11-15' }, { applicantId: 'AP000027' }],
  'u-agency': [
    { applicantId: 'AP000035' },
    { applicantId: 'AP000068', since: '2026-11-15' },
    { applicantId: 'AP000101' },
    { applicantId: 'AP000130' },
  ],
}

export const seedPortfolios: Seeder = (db, { today }) => {
  db.portfolioFollows = []
  db.portfolioSnapshots = []
  db.portfolioChanges = []
  db.portfolioLabels = []
  db.registerExtraEvents = []
  for (const [accountId, list] of Object.entries(SEEDED)) {
    const user = db.users.find((u) => u.id === accountId)
    if (!user) continue
    list.forEach(({ applicantId, since }, i) =>
      db.portfolioFollows.push({
        id: `PF-${accountId}-${i + 1}`,
        accountId,
        applicantId,
        followedAt: `${since && since < today ? since : today}T09:30:00+08:00`,
        followedBy: user.name,
        since: since && since < today ? since : today,
      }),
    )
  }
}
