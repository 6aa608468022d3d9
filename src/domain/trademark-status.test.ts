import { describe, it, expect } from 'vitest'
import {
  CHINA_STATUSES,
  COMBINED_STATUSES,
  DEFAULT_QUERY_STATUSES,
  EUROPE_DEFAULT_QUERY_STATUSES,
  expandStatuses,
  OTHER_COUNTRY_STATUSES,
  trademarkStatusLabel,
} from './trademark-status'

describe('status lists', () => {
  it('splits ids 1–8 (China) and 9–12 (other countries)', () => {
    expect(CHINA_STATUSES.map((s) => s.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    expect(OTHER_COUNTRY_STATUSES.map((s) => s.id)).toEqual([9, 10, 11, 12])
  })
  it('merges equivalent statuses in the combined list and covers every id once', () => {
    expect(COMBINED_STATUSES.slice(0, 3).map((s) => s.ids)).toEqual([
      [1, 10],
      [2, 9],
      [3, 11],
    ])
    const ids = COMBINED_STATUSES.flatMap((s) => s.ids).sort((a, b) => a - b)
    expect(ids).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
  })
  it('has no duplicate labels in the combined list', () => {
    expect(new Set(COMBINED_STATUSES.map((s) => s.zh)).size).toBe(COMBINED_STATUSES.length)
    expect(new Set(COMBINED_STATUSES.map((s) => s.en)).size).toBe(COMBINED_STATUSES.length)
  })
  it('has the documented defaults, including the Europe list ending at 13', () => {
    expect(DEFAULT_QUERY_STATUSES).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(EUROPE_DEFAULT_QUERY_STATUSES).toHaveLength(13)
    expect(EUROPE_DEFAULT_QUERY_STATUSES.at(-1)).toBe(13)
  })
})

describe('trademarkStatusLabel', () => {
  it('returns bilingual labels', () => {
    expect(trademarkStatusLabel(1)).toEqual({ zh: '已注册', en: 'Registered' })
    expect(trademarkStatusLabel(10)).toEqual({ zh: '已注册', en: 'Registered' })
    expect(trademarkStatusLabel(9)).toEqual({ zh: '无效', en: 'Invalid' })
    expect(trademarkStatusLabel(3)).toEqual({ zh: '初审公告', en: 'Published for opposition' })
    expect(trademarkStatusLabel(11)?.en).toBe('Preliminary published')
    expect(trademarkStatusLabel(4)).toEqual({ zh: '驳回复审中', en: 'Pending review of refusal' })
    expect(trademarkStatusLabel(5)).toEqual({ zh: '异议中', en: 'Pending opposition' })
    expect(trademarkStatusLabel(6)).toEqual({ zh: '待审中', en: 'Pending application' })
    expect(trademarkStatusLabel(7)?.zh).toBe('撤销/无效宣告中')
    expect(trademarkStatusLabel(8)).toEqual({ zh: '其他', en: 'Other' })
  })
  it('returns undefined for unknown ids', () => {
    expect(trademarkStatusLabel(13)).toBeUndefined()
    expect(trademarkStatusLabel(0)).toBeUndefined()
  })

  it('expands a status filter to the equivalent statuses of other countries', () => {
    expect([...expandStatuses([1, 6])].sort((a, b) => a - b)).toEqual([1, 6, 10])
    expect([...expandStatuses(DEFAULT_QUERY_STATUSES)].sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 9, 10, 11,
    ])
    expect([...expandStatuses([12])]).toEqual([12])
  })
})
