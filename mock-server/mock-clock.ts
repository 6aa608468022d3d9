import { businessToday } from '../src/domain/clock'

/**
 * The mock server's clock: the real time, or the time a demo control or a test set with server.setNow. Every
 * part of the mock that needs "now" reads it here (the request context's ctx.now() and ctx.today(), the
 * simulations, and what the register derives for a day, such as a mark's status and renewal term), so one
 * setNow moves all of them together. Business days are Beijing days, through src/domain/clock.
 */
let override: string | null = null
/** How far the page's clock is from this thread's (the mock runs in a worker; the page's is the user's). */
let pageOffset = 0

export const mockNow = (): Date => (override ? new Date(override) : new Date(Date.now() + pageOffset))

/**
 * The time on the page's clock as a request left it: with no set time, the mock's "now" follows the page's
 * clock, as an in-page mock did (a test that fakes the page's clock moves the mock's with it).
 */
export function followPageClock(pageNow: number): void {
  pageOffset = pageNow - Date.now()
}

/** Today's business day (Beijing) on the mock's clock. */
export const mockToday = (): string => businessToday(mockNow())

/** Sets the mock's time (an ISO instant), or back to the real time with null. */
export function setMockNow(iso: string | null): void {
  override = iso
}
