import { describe, expect, it } from 'vitest'
import type { TrademarkDetail } from '../src/api/schemas/search'
import { addBusinessDays } from '../src/domain/clock'
import { addMonths, parseIsoDate, toIsoDate } from '../src/domain/dates'
import { getRegister } from './register'
import { followPageClock, mockNow, mockToday, setMockNow } from './mock-clock'
import { callApi, setupTestServer } from './test-support'

// Issue 11 §1, one clock: what the search answers about a mark's status and term follows the mock's clock
// (server.setNow), as the statistics and the record page do, not the machine's date.
const server = setupTestServer()

describe('the mock clock', () => {
  it('moves the status a search answers for a mark whose term ends', async () => {
    const { marks } = getRegister()
    const today = '2026-11-27'
    // A China registration in its first term, ending within the next year, never renewed.
    const mark = marks.find(
      (m) =>
        m.country === 'CN' &&
        m.status === 1 &&
        m.expiryDate !== null &&
        m.expiryDate > addBusinessDays(today, 30) &&
        m.expiryDate < addBusinessDays(today, 300),
    )!
    const statusOn = async (day: string) => {
      server.setNow(`${day}T10:00:00+08:00`)
      const { body } = await callApi<{ list: TrademarkDetail[] }>('tmInfo/queryTmInfoByIds', {
        ids: [mark.id],
      })
      return body.data.list[0]!.status
    }
    expect(await statusOn(today)).toBe(1)
    // Past the six-month grace period after the term ended: no longer registered.
    expect(await statusOn(toIsoDate(addMonths(parseIsoDate(mark.expiryDate!)!, 8)))).not.toBe(1)
    server.setNow(null)
  }, 60_000)
})

describe("the mock's clock in its worker", () => {
  it("follows the page's clock (a test that fakes the page's time), unless a time was set", () => {
    try {
      // The page says it is 00:00:30 on 1 December in Beijing (30 November in UTC).
      followPageClock(Date.parse('2026-11-30T16:00:30Z'))
      expect(Math.abs(mockNow().getTime() - Date.parse('2026-11-30T16:00:30Z'))).toBeLessThan(1000)
      expect(mockToday()).toBe('2026-12-01')
      setMockNow('2027-03-01T04:00:00Z')
      expect(mockToday()).toBe('2027-03-01')
    } finally {
      setMockNow(null)
      followPageClock(Date.now())
    }
  })
})
