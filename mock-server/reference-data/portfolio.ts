/**
 * The demo accounts' marks as procedure events: what the office did and when, laid out around the seed's
 * today. Everything else about these marks (status, renewal prompt, deadlines on home, notices in the bell,
 * the record page) is derived from these events by src/domain/mark-lifecycle.ts, so nothing can disagree.
 */
import { addBusinessDays } from '../../src/domain/clock'
import { addMonths, parseIsoDate, toIsoDate } from '../../src/domain/dates'
import { markLifecycle, type MarkEvent, type MarkLifecycle } from '../../src/domain/mark-lifecycle'
import { GOODS_BY_CLASS } from '../register/goods'
import { DEMO_USER_IDS, marksOf, type SampleMark } from './brands'

export interface PortfolioMark extends SampleMark {
  /** Record id of the mark's archive page ('PF' + application number; register ids are 'TM' + 7 digits). */
  id: string
  userId: string
  /** China files a mark and registers it under the same number. */
  applicationNo: string
  events: MarkEvent[]
}

type Story = (at: (months: number, days?: number) => string) => MarkEvent[]

const e = (code: MarkEvent['code'], date: string): MarkEvent => ({ code, date })

/** A mark filed, published and registered on the usual rhythm, registered on `reg`. */
const registered = (reg: string): MarkEvent[] => [
  e('filed', shift(reg, -11, -14)),
  e('published', shift(reg, -3, -2)),
  e('registered', reg),
]

const shift = (from: string, months: number, days = 0) => {
  const parsed = parseIsoDate(from)
  if (!parsed) throw new RangeError(`portfolio: not a day "${from}"`)
  return addBusinessDays(toIsoDate(addMonths(parsed, months)), days)
}

// Each story, by the mark's number: relative to today, so the demo always shows the same situations.
const STORIES: Readonly<Record<string, Story>> = {
  // u-demo
  '35126478': (at) => registered(at(-120, 40)), // renewal window, term ends in about 40 days
  '35126502': (at) => registered(at(-122)), // expired 2 months ago: grace period
  '41870233': (at) => [e('filed', at(-9)), e('published', at(0, -40))], // open to opposition
  '52307716': (at) => [e('filed', at(-8)), e('refused', at(0, -6))], // refused: review deadline
  '60411829': (at) => [...registered(at(-117)), e('invalidated', at(0, -60))], // invalid: no prompt
  // Priority documents were due 3 months after filing, some days ago, and none were filed: overdue.
  '66873120': (at) => [e('priority', at(-8)), e('filed', at(-3, -9))],
  // u-agency
  '29874561': (at) => registered(at(-120, 10)), // renewal due within days
  '33109872': (at) => [...registered(at(-72)), e('nonUseNotified', at(0, -20))], // non-use: evidence due
  '38765410': (at) => registered(at(-128)), // not renewed, grace over: no prompt
  '45120398': (at) => [e('filed', at(-10)), e('published', at(-3, 12))], // opposition closes in ~12 days
  '50236784': (at) => [...registered(at(-242)), e('renewed', at(-126)), e('change', at(-8))], // renewed once, now in grace
  '56672019': (at) => [e('filed', at(-7)), e('refused', at(0, -12))], // refused: review deadline
  '53316608': (at) => [e('filed', at(-10)), e('refused', at(-1, -20))], // refused, review period over: final
  // u-person
  '47788210': (at) => registered(at(-120, 100)), // renewal window opens early
  '58902314': (at) => [...registered(at(-50)), e('revoked', at(-4))], // revoked: no prompt
  '63341087': (at) => [e('priority', at(-5)), e('filed', at(0, -40))], // in examination, priority documents due
}

/** Whether a record id is a demo account's mark ('PF' + application number) rather than a register mark. */
export const isPortfolioMarkId = (id: string) => id.startsWith('PF')

/** The marks of one demo account with their events as of `today`. */
export function portfolioOf(userId: string, today: string): PortfolioMark[] {
  const at = (months: number, days = 0) => shift(today, months, days)
  return marksOf(userId).map((mark) => ({
    ...mark,
    niceClasses: [...mark.niceClasses],
    id: `PF${mark.regNo}`,
    userId,
    applicationNo: mark.regNo,
    events: (STORIES[mark.regNo]?.(at) ?? [e('filed', at(-3))]).map((ev) => ({ ...ev })),
  }))
}

/** A demo account's mark by record id or application number, with its events as of `today`. */
export function findPortfolioMark(by: { id?: string; applicationNo?: string }, today: string) {
  for (const userId of DEMO_USER_IDS) {
    const found = portfolioOf(userId, today).find(
      (m) => (by.id && m.id === by.id) || (by.applicationNo && m.applicationNo === by.applicationNo),
    )
    if (found) return found
  }
  return undefined
}

/** The rule set applied to a portfolio mark. */
export const lifecycleOf = (mark: PortfolioMark, today: string): MarkLifecycle =>
  markLifecycle(mark.events, today)

/** How many items of a class a demo mark is registered for (the first ones of the class's list). */
const GOODS_PER_CLASS = 4

/** The goods a demo mark is registered for in one class: the record page and the services agree. */
export const portfolioGoods = (classNo: string) =>
  (GOODS_BY_CLASS[Number(classNo) - 1] ?? []).slice(0, GOODS_PER_CLASS)
