import { describe, it, expect } from 'vitest'
import {
  STATUS_CEILING,
  STATUS_STEP,
  STATUS_TICK_MS,
  nextStatusProgress,
  progressFor,
} from './upload-progress'

describe('progressFor', () => {
  it.each([
    [0, 30],
    [249, 30],
    [250, 40],
    [374, 40],
    [375, 50],
    [499, 50],
    [500, 80],
    [899, 80],
    [900, 90],
    [999, 90],
    [1000, 100],
    [1200, 100],
  ])('uploaded %i of 1000 -> %i', (uploaded, expected) => {
    expect(progressFor(1000, uploaded)).toBe(expected)
  })
  it('guards a total of zero or less', () => {
    expect(progressFor(0, 0)).toBe(30)
    expect(progressFor(-5, 10)).toBe(30)
    expect(progressFor(Number.NaN, 10)).toBe(30)
  })
})

describe('status mode', () => {
  it('has the documented cadence', () => {
    expect([STATUS_STEP, STATUS_TICK_MS, STATUS_CEILING]).toEqual([3, 1500, 99])
  })
  it('advances by the step', () => {
    expect(nextStatusProgress(30)).toBe(33)
  })
  it('stops at the ceiling and never reaches 100 on its own', () => {
    expect(nextStatusProgress(97)).toBe(99)
    expect(nextStatusProgress(99)).toBe(99)
    let value = 0
    for (let i = 0; i < 100; i++) value = nextStatusProgress(value)
    expect(value).toBe(99)
  })
  it('does not move a completed bar backwards', () => {
    expect(nextStatusProgress(100)).toBe(100)
  })
})
