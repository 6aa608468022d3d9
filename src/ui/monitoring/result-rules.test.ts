import { describe, expect, it } from 'vitest'
import type { Hit, Watch } from '../../api/schemas/monitoring'
import { canOppose, deadlineTone, defaultWatch, hitReasons, rankHits } from './result-rules'

const hit = (over: Partial<Hit>): Hit => ({
  id: 'h',
  watchId: 'w',
  issueNo: 2009,
  publishedOn: '2026-11-27',
  section: 'preliminary',
  note: { zh: '', en: '' },
  markId: 'm',
  applicationNo: '80000001',
  name: 'X',
  imageUrl: '',
  markKind: 'word',
  applicant: { id: 'p', zh: '甲', en: 'A' },
  country: 'CN',
  classes: ['09'],
  goods: { zh: [], en: [] },
  filingDate: '2026-06-01',
  status: { code: 1, zh: '', en: '' },
  similarity: null,
  matchedBy: 'mark',
  tier: 'low',
  recommendedAction: 'none',
  oppositionDeadline: '2027-02-27',
  daysLeft: 90,
  read: false,
  ...over,
})

const similarity = (score: number) => ({
  score,
  level: 'high' as const,
  reasons: [],
  classOverlap: { classes: [], groups: [] },
  imageDistance: null,
})

describe('deadlineTone: how the days left to oppose read', () => {
  it('is red (urgent) from 15 days down to the last day, grey once passed, plain before', () => {
    expect(deadlineTone(16)).toBe('open')
    expect(deadlineTone(15)).toBe('urgent')
    expect(deadlineTone(0)).toBe('urgent')
    expect(deadlineTone(-1)).toBe('passed')
    expect(deadlineTone(null)).toBe('none')
  })
})

describe('rankHits', () => {
  it('puts higher tiers first, then higher similarity, then the nearest deadline', () => {
    const ranked = rankHits([
      hit({ id: 'low', tier: 'low', similarity: similarity(99) }),
      hit({ id: 'med-far', tier: 'medium', similarity: similarity(70), daysLeft: 80 }),
      hit({ id: 'high-70', tier: 'high', similarity: similarity(70) }),
      hit({ id: 'med-near', tier: 'medium', similarity: similarity(70), daysLeft: 10 }),
      hit({ id: 'high-95', tier: 'high', similarity: similarity(95) }),
    ])
    expect(ranked.map((h) => h.id)).toEqual(['high-95', 'high-70', 'med-near', 'med-far', 'low'])
  })
})

describe('defaultWatch', () => {
  const watch = (id: string, unreadCount: number, status: Watch['status'] = 'active') =>
    ({ id, unreadCount, hitCount: unreadCount, status }) as Watch
  it('opens the started watch with most unread hits, never an unpaid one', () => {
    expect(defaultWatch([watch('a', 1), watch('b', 9, 'unpaid'), watch('c', 4)])?.id).toBe('c')
    expect(defaultWatch([watch('b', 9, 'unpaid')])).toBeUndefined()
  })
})

describe('hitReasons', () => {
  it('words the engine codes as search results do, once each, leaving unknown codes out', () => {
    expect(
      hitReasons(['exact', 'pinyin-spelling', 'same-pinyin', 'edit-distance-characters:2', 'odd']),
    ).toEqual([
      { kind: 'identical' },
      { kind: 'same-pronunciation' },
      { kind: 'characters-differ', count: 2 },
    ])
  })
})

describe('canOppose', () => {
  it('offers opposing a preliminary approval until its last day only', () => {
    expect(canOppose(hit({ daysLeft: 0 }))).toBe(true)
    expect(canOppose(hit({ daysLeft: -1 }))).toBe(false)
    expect(canOppose(hit({ section: 'assignment', daysLeft: null, oppositionDeadline: null }))).toBe(false)
  })
})
