import { businessToday } from '../src/domain/clock'

/**
 * The mock server's clock: the real time, or the time a demo control or a test set with server.setNow. Every
 * part of the mock that needs "now" reads it here (the request context's ctx.now() and ctx.today(), the
 * simulations, and what the register derives for a day, such as a mark's status and renewal term), so one
 * setNow moves all of them together. Business days are Beijing days, through src/domain/clock.
 */
let override: string | null = null

export const mockNow = (): Date => (override ? new Date(override) : new Date())

/** Today's business day (Beijing) on the mock's clock. */
export const mockToday = (): string => businessToday(mockNow())

/** Sets the mock's time (an ISO instant), or back to the real time with null. */
export function setMockNow(iso: string | null): void {
  override = iso
}
