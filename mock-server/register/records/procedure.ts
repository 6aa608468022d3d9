/**
 * A mark's procedure generated from its register entry: the events from filing to today (or to the end of
 * its life), the documents the office issued and the gazette notices. Seeded by the mark id, so the same
 * mark always has the same history; every draw is bounded by the register's dates and its "today".
 */
import type { NoticeType } from '../../../src/api/schemas/search-records'
import { dayOf, isoOf } from '../numbers'
import { createRng, hashString, type Rng } from '../prng'
import type { RegisterMark } from '../types'
import { LAST_DAY, notAfterToday, plusDays, plusMonths } from './offices'
import { EVENT_NAMES, type EventCode } from './event-names'

export type { EventCode } from './event-names'

export type DocumentKind = 'SL' | 'BH' | 'FS' | 'YY' | 'ZC' | 'BG' | 'ZR' | 'XZ' | 'CX' | 'ZX' | 'OA'

export interface RecordEvent {
  date: string
  code: EventCode
  /** done / pending (under way) / deadline (a date that may still be ahead). */
  kind: 'done' | 'pending' | 'deadline'
  milestone: boolean
  document?: DocumentKind
  notice?: NoticeType
}

/** Draws an integer day in [from, to] (both day numbers), never after the register's today. */
const dayBetween = (rng: Rng, from: number, to: number) => {
  const hi = Math.min(to, LAST_DAY)
  return hi <= from ? Math.min(from, LAST_DAY) : rng.int(from, hi)
}

/** The events of a mark, oldest first. */
export function procedureOf(mark: RegisterMark): RecordEvent[] {
  const rng = createRng(hashString(`${mark.id}:procedure`))
  const cn = mark.country === 'CN'
  const events: RecordEvent[] = []
  const add = (date: string, code: EventCode, kind: RecordEvent['kind'], extra: Partial<RecordEvent> = {}) =>
    events.push({ date, code, kind, milestone: false, ...extra })

  const filing = dayOf(mark.filingDate)
  if (mark.priorityDate) add(mark.priorityDate, 'priority', 'done', { milestone: true })
  add(mark.filingDate, 'filed', 'done', { milestone: true })
  const receipt = dayBetween(rng, filing + 20, filing + 45)
  if (cn) add(isoOf(receipt), 'receipt', 'done', { document: 'SL' })

  const pub = mark.publicationDate
  const reg = mark.registrationDate
  if (pub) {
    add(pub, 'published', 'done', { milestone: true, notice: 'preliminary' })
    // The register's registered marks were registered within the opposition period's length of their
    // publication, so its end is shown only while the mark still waits for registration. A China mark's
    // deadlines are not drawn here: the rule set derives them from these events (lifecycle.ts).
    if (!reg && !cn) add(plusMonths(pub, 3), 'oppositionEnds', 'deadline')
  }
  if (reg) {
    add(reg, 'registered', 'done', { milestone: true, notice: 'registration' })
    add(isoOf(dayBetween(rng, dayOf(reg) + 20, dayOf(reg) + 45)), 'certificate', 'done', { document: 'ZC' })
    lifeEvents(rng, mark, reg, add)
  }
  endOfStory(rng, mark, receipt, add)
  return events.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
}

type Add = (date: string, code: EventCode, kind: RecordEvent['kind'], extra?: Partial<RecordEvent>) => void

/** Renewals, changes and assignments while registered. */
function lifeEvents(rng: Rng, mark: RegisterMark, reg: string, add: Add): void {
  const expiry = mark.expiryDate ?? plusMonths(reg, 120)
  // Each earlier ten-year term that ended before the current expiry was renewed at its end.
  for (let term = 1; plusMonths(reg, term * 120) < expiry; term++) {
    add(plusMonths(reg, term * 120), 'renewed', 'done', {
      milestone: true,
      document: 'XZ',
      notice: 'renewal',
    })
  }
  const from = dayOf(reg) + 120
  const to = Math.min(dayOf(expiry), LAST_DAY) - 10
  if (to <= from) return
  if (rng.chance(0.14)) add(isoOf(rng.int(from, to)), 'change', 'done', { document: 'BG', notice: 'change' })
  if (rng.chance(0.09))
    add(isoOf(rng.int(from, to)), 'assignment', 'done', { document: 'ZR', notice: 'assignment' })
}

/** How the mark's story stands: its pending step, its deadlines or how it ended. */
function endOfStory(rng: Rng, mark: RegisterMark, receipt: number, add: Add): void {
  const { status, registrationDate: reg, publicationDate: pub, expiryDate: expiry } = mark
  const filing = dayOf(mark.filingDate)
  const cn = mark.country === 'CN'
  const deadlines = () => {
    if (!expiry || cn) return
    add(plusMonths(expiry, -12), 'renewalOpens', 'deadline')
    add(expiry, 'expiry', 'deadline', { milestone: true })
    add(plusMonths(expiry, 6), 'graceEnds', 'deadline')
  }
  switch (status) {
    case 1:
    case 10:
      return deadlines()
    case 7: {
      const filed = isoOf(dayBetween(rng, dayOf(reg!) + 200, LAST_DAY - 5))
      add(filed, 'cancellationFiled', 'done', { document: 'CX' })
      add(filed, 'cancellationPending', 'pending', { milestone: true })
      return deadlines()
    }
    case 2:
    case 9: {
      if (reg && expiry) {
        const graceEnds = plusMonths(expiry, 6)
        if (dayOf(graceEnds) < LAST_DAY) {
          if (!cn) {
            add(expiry, 'expiry', 'deadline', { milestone: true })
            add(graceEnds, 'graceEnds', 'deadline')
          }
          const lapsed = dayBetween(rng, dayOf(graceEnds) + 30, dayOf(graceEnds) + 90)
          add(isoOf(lapsed), 'lapsed', 'done', { milestone: true, document: 'ZX', notice: 'removal' })
          return
        }
        const ended = isoOf(dayBetween(rng, dayOf(reg) + 200, LAST_DAY - 5))
        if (rng.chance(0.6)) add(ended, 'invalidated', 'done', { milestone: true, notice: 'invalidation' })
        else add(ended, 'revoked', 'done', { milestone: true, notice: 'revocation' })
        return
      }
      const refused = dayBetween(rng, filing + 180, filing + 300)
      add(isoOf(refused), 'refused', 'done', { document: 'BH' })
      if (rng.chance(0.12)) add(isoOf(dayBetween(rng, refused + 5, refused + 14)), 'withdrawn', 'done')
      else add(notAfterToday(plusDays(isoOf(refused), 30)), 'refusalFinal', 'done', { milestone: true })
      return
    }
    case 3:
    case 11:
      return
    case 5: {
      const opposed = dayBetween(rng, dayOf(pub!) + 20, dayOf(plusMonths(pub!, 3)))
      add(isoOf(opposed), 'opposed', 'done', { document: 'YY' })
      add(isoOf(opposed), 'oppositionPending', 'pending', { milestone: true })
      return
    }
    case 4: {
      const refused = dayBetween(rng, filing + 150, filing + 220)
      add(isoOf(refused), 'refused', 'done', { document: 'BH' })
      const review = dayBetween(rng, refused + 10, refused + 15)
      add(isoOf(review), 'reviewFiled', 'done', { document: 'FS' })
      add(isoOf(review), 'reviewPending', 'pending', { milestone: true })
      return
    }
    case 8:
      if (reg) {
        const filed = isoOf(dayBetween(rng, dayOf(reg) + 100, LAST_DAY - 5))
        add(filed, 'surrenderFiled', 'pending', { milestone: true })
        return deadlines()
      }
      add(isoOf(dayBetween(rng, filing + 60, filing + 300)), 'suspended', 'pending', { milestone: true })
      return
    default: {
      // 6 and 12: still under examination; foreign offices often send an office action first.
      if (status === 12 && rng.chance(0.3) && filing + 90 < LAST_DAY)
        add(isoOf(dayBetween(rng, filing + 90, filing + 200)), 'officeAction', 'done', { document: 'OA' })
      const since = mark.country === 'CN' ? receipt : filing + 1
      add(isoOf(Math.min(since, LAST_DAY)), 'examination', 'pending', { milestone: true })
    }
  }
}

export { EVENT_NAMES }
