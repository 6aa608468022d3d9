import { describe, it, expect } from 'vitest'
import * as c from './constants'

describe('constants', () => {
  it('keeps the back-end-facing limits', () => {
    expect(c.REQUEST_TIMEOUT_MS).toBe(1_200_000)
    expect(c.UPLOAD_MAX_BYTES).toBe(2_048_000)
    expect(c.QUERY_IMAGE_MAX_BYTES).toBe(5_120_000)
    expect(c.LICENCE_IMAGE_MAX_BYTES).toBe(10_240_000)
    expect(c.RESULTS_PAGE_SIZE).toBe(56)
    expect(c.VIENNA_CODES_MAX).toBe(5)
    expect(c.TAX_RATE).toBe(0.0672)
  })
  it('has region counts summing to 42 plus WO', () => {
    const { wipo, ...regions } = c.REGION_COUNTS
    expect(Object.values(regions).reduce((a, b) => a + b, 0)).toBe(42)
    expect(wipo).toBe(1)
  })
  it('has ten distinct chart colours', () => {
    expect(new Set(c.CHART_PALETTE).size).toBe(10)
    for (const colour of c.CHART_PALETTE) expect(colour).toMatch(/^#[0-9a-f]{6}$/)
  })
  it('keeps image suffixes a subset of upload suffixes', () => {
    for (const s of c.IMAGE_SUFFIXES) expect(c.UPLOAD_SUFFIXES).toContain(s)
    expect(c.ANALYSIS_YEARS.begin).toBeLessThan(c.ANALYSIS_YEARS.end)
  })
})
