import { beforeAll, describe, expect, it } from 'vitest'
import { emptySearchQuery, type SearchQuery } from '../../src/domain/search-query'
import { getRegister } from '../register'
import {
  buildAnalysisReport,
  comparedVerdict,
  listedVerdict,
  OBSTACLES_MAX,
  recommend,
  type ComparedMark,
} from './analysis-report'

const prior = (over: Partial<ComparedMark> = {}): ComparedMark => ({
  id: `tm${Math.random()}`,
  tier: 'medium',
  score: 70,
  live: true,
  sharedGroups: [],
  ...over,
})

describe('the risk verdict of a class', () => {
  it('is high with an identical live conflicting mark, and only live marks count', () => {
    expect(comparedVerdict([prior({ tier: 'identical' })], false)).toMatchObject({
      risk: 'high',
      chance: 'low',
      reasons: [{ kind: 'conflicting', tier: 'identical', count: 1 }, { kind: 'noGroups' }],
    })
    // The same mark no longer live is no obstacle.
    expect(comparedVerdict([prior({ tier: 'identical', live: false })], false).risk).toBe('low')
  })

  it('is high with two highly similar conflicting marks, medium with one', () => {
    expect(comparedVerdict([prior({ tier: 'high' }), prior({ tier: 'high' })], false).risk).toBe('high')
    expect(comparedVerdict([prior({ tier: 'high' })], false).risk).toBe('medium')
  })

  it('is medium with three similar marks, low with two or with none', () => {
    expect(comparedVerdict([prior(), prior(), prior()], false).risk).toBe('medium')
    expect(comparedVerdict([prior(), prior()], false).risk).toBe('low')
    expect(comparedVerdict([], true)).toMatchObject({ risk: 'low', reasons: [{ kind: 'noConflict' }] })
  })

  it('counts as conflicting only marks sharing a chosen similar group; an identical one elsewhere is medium', () => {
    const elsewhere = prior({ tier: 'identical', sharedGroups: [] })
    expect(comparedVerdict([elsewhere], true)).toMatchObject({
      risk: 'medium',
      reasons: [{ kind: 'elsewhereInClass', count: 1 }],
    })
    expect(comparedVerdict([{ ...elsewhere, sharedGroups: ['0901'] }], true).risk).toBe('high')
  })

  it('rates a class whose marks were only listed medium while any is live', () => {
    expect(listedVerdict(3)).toEqual({
      risk: 'medium',
      chance: null,
      reasons: [{ kind: 'listed', count: 3 }],
    })
    expect(listedVerdict(0).risk).toBe('low')
  })
})

describe('recommendations', () => {
  const v = (risk: 'high' | 'medium' | 'low') => ({ risk, chance: null, reasons: [] })
  it('follow the verdicts, strongest first', () => {
    const classes = [
      { no: '09', verdict: v('high') },
      { no: '35', verdict: v('medium') },
      { no: '42', verdict: v('low') },
    ]
    expect(recommend(classes, 'name', false).map((r) => r.kind)).toEqual([
      'redesign',
      'narrowGoods',
      'fileSoon',
      'chooseGroups',
    ])
    expect(recommend(classes, 'name', true)[0]).toEqual({ kind: 'redesign', classes: ['09'] })
    expect(recommend([{ no: '09', verdict: v('medium') }], 'listing', false).map((r) => r.kind)).toEqual([
      'nameSearch',
    ])
    expect(recommend([], 'name', false)).toEqual([{ kind: 'noClasses' }])
  })
})

describe('the report of a search', () => {
  beforeAll(() => {
    getRegister()
  })
  const input = (query: Partial<SearchQuery>) => ({
    orderNo: 'TM1',
    subject: query.tradeMarkText || 'x',
    query: { ...emptySearchQuery(), ...query },
    remarks: 'For watches',
    remarksUpdatedAt: null,
    attachmentNames: ['logo.png'],
    paidAt: '2026-11-20T02:00:00Z',
    deliveredAt: '2026-11-21T02:00:00Z',
    dataDate: '2026-11-21',
  })

  it('ranks the live similar marks of each chosen class and counts the others apart', () => {
    const report = buildAnalysisReport(input({ tradeMarkText: '华为', niceChoosedStr: '09;35' }))
    expect(report.basis).toBe('name')
    expect(report.classes.map((c) => c.no)).toEqual(['09', '35'])
    const c09 = report.classes[0]!
    expect(c09.obstacles.length).toBeGreaterThan(0)
    expect(c09.obstacles.length).toBeLessThanOrEqual(OBSTACLES_MAX)
    expect(c09.obstacles[0]!.tier).toBe('identical')
    expect(c09.verdict.risk).toBe('high')
    const ranks = c09.obstacles.map((m) => ['identical', 'high', 'medium'].indexOf(m.tier!))
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b))
    expect(c09.liveCount).toBeGreaterThanOrEqual(c09.obstacles.length)
    expect(report.overall).toBe('high')
    expect(report).toMatchObject({
      remarks: 'For watches',
      attachmentNames: ['logo.png'],
      dataDate: '2026-11-21',
    })
    expect(report.countries).toEqual([{ code: 'CN', nameZh: '中国', nameEn: 'China' }])
  })

  it('takes the most crowded classes when the search chose none, and lists an applicant’s marks uncompared', () => {
    const words = buildAnalysisReport(input({ tradeMarkText: '华为' }))
    expect(words.classesChosen).toBe(false)
    expect(words.classes.length).toBeGreaterThan(0)

    const applicant = getRegister().parties.find((p) => p.nameZh)!
    const listing = buildAnalysisReport(
      input({ queryWay: 'applicant', tmApplicant: applicant.nameZh, niceChoosedStr: '' }),
    )
    expect(listing.basis).toBe('listing')
    expect(listing.recommendations[0]).toEqual({ kind: 'nameSearch' })
    expect(listing.classes.length).toBeGreaterThan(0)
    for (const c of listing.classes) {
      expect(c.verdict.chance).toBeNull()
      expect(c.obstacles.every((m) => m.tier === null)).toBe(true)
    }
  })
})
