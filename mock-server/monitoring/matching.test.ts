import { beforeAll, describe, expect, it } from 'vitest'
import { markById } from '../register'
import { loadFullPinyin } from '../register/pinyin'
import { toDetail } from '../search/engine'
import { DEMO_USER_IDS, marksOf } from '../reference-data/brands'
import { issueContent } from './gazette'
import { FIRST_LIVING_ISSUE, scheduledOn } from './gazette-schedule'
import { oppositionEndsOn } from './store'
import { gazetteIssue } from '../register/records/offices'
import { matchIssue, type WatchCriteria } from './matching'

const watchOf = (name: string, classes: string[], extra: Partial<WatchCriteria> = {}): WatchCriteria => ({
  kind: 'mark',
  name,
  imageHash: null,
  classes,
  groups: [],
  countries: ['CN'],
  applicantId: null,
  watchedRegNo: null,
  ...extra,
})

beforeAll(async () => {
  await loadFullPinyin()
})

describe('the living register', () => {
  it('continues the register’s issue numbering on the CNIPA schedule', () => {
    expect(scheduledOn(FIRST_LIVING_ISSUE)).toBe('2026-11-27')
    expect(scheduledOn(FIRST_LIVING_ISSUE + 1)).toBe('2026-12-06')
    for (let no = FIRST_LIVING_ISSUE; no < FIRST_LIVING_ISSUE + 12; no++)
      expect(gazetteIssue('CN', scheduledOn(no))).toBe(String(no))
    // 27 Feb 2027 is a Saturday: the period runs to Monday 1 March, as in the opposition flow.
    expect(oppositionEndsOn('2026-11-27')).toBe('2027-03-01')
  })

  it('fills an issue the same way every time, with marks the detail page finds', () => {
    const a = issueContent(2011)
    const b = issueContent(2011, scheduledOn(2011))
    expect(a.entries.map((e) => ('mark' in e ? e.mark.name : e.own.regNo))).toEqual(
      b.entries.map((e) => ('mark' in e ? e.mark.name : e.own.regNo)),
    )
    expect(a.markCount).toBeGreaterThan(40)
    const first = a.entries[0]!
    if (!('mark' in first)) throw new Error('an issue starts with its preliminary approvals')
    expect(markById(first.mark.id)).toBe(first.mark)
    const detail = toDetail(first.mark)
    expect(detail?.applicant.nameZh).toBeTruthy()
    expect(detail?.publicationDate).toBe(scheduledOn(2011))
    expect(issueContent(2012).entries[0]).not.toEqual(first)
  })
})

describe('matching a watch against an issue', () => {
  it('gives every demo account’s mark a hit in the next issue, and an unrelated watch none', () => {
    for (const issueNo of [FIRST_LIVING_ISSUE, FIRST_LIVING_ISSUE + 1, FIRST_LIVING_ISSUE + 5]) {
      const issue = issueContent(issueNo)
      for (const userId of DEMO_USER_IDS)
        for (const mark of marksOf(userId)) {
          const hits = matchIssue(watchOf(mark.name, mark.niceClasses), issue)
          expect(hits.length, `${mark.name} in issue ${issueNo}`).toBeGreaterThan(0)
        }
      expect(matchIssue(watchOf('QXZVWK', ['09', '42']), issue)).toEqual([])
    }
  })

  it('ranks by tier, then score, and says why (engine reasons, shared classes and groups)', () => {
    const issue = issueContent(FIRST_LIVING_ISSUE)
    const hits = matchIssue(watchOf('云杉智能', ['09', '42']), issue)
    const rank = { high: 0, medium: 1, low: 2 }
    for (let i = 1; i < hits.length; i++) {
      const [a, b] = [hits[i - 1]!, hits[i]!]
      expect(
        rank[a.tier] < rank[b.tier] || (a.tier === b.tier && a.similarity!.score >= b.similarity!.score),
      ).toBe(true)
    }
    for (const h of hits) {
      expect(h.similarity!.reasons.length).toBeGreaterThan(0)
      expect(h.similarity!.classOverlap.classes.every((c) => ['09', '42'].includes(c))).toBe(true)
    }
  })

  it('narrows to the watched similar groups: outside them a high similarity is only medium', () => {
    const issue = issueContent(FIRST_LIVING_ISSUE)
    const wide = matchIssue(watchOf('云杉智能', ['09', '42']), issue)
    const narrow = matchIssue(watchOf('云杉智能', ['09', '42'], { groups: ['0999'] }), issue)
    expect(narrow.map((h) => h.entryKey)).toEqual(expect.arrayContaining(wide.map((h) => h.entryKey)))
    expect(narrow.every((h) => h.tier !== 'high')).toBe(true)
  })

  it('finds a figurative mark by its image hash, in the watched classes only', () => {
    const issue = issueContent(FIRST_LIVING_ISSUE + 1)
    const figurative = issue.entries.find(
      (e) => 'mark' in e && e.section === 'preliminary' && e.mark.kind !== 'word',
    )
    if (!figurative || !('mark' in figurative)) throw new Error('an issue holds combined marks')
    const { imageHash, classes } = figurative.mark
    const hits = matchIssue(watchOf('', [classes[0]!.no], { imageHash }), issue)
    const hit = hits.find((h) => h.entryKey === figurative.key)
    expect(hit?.similarity).toMatchObject({ level: 'high', reasons: ['image'], imageDistance: 0 })
    const elsewhere = classes[0]!.no === '45' ? '44' : '45'
    expect(matchIssue(watchOf('', [elsewhere], { imageHash }), issue).map((h) => h.entryKey)).not.toContain(
      figurative.key,
    )
  })

  it('watches only the offices it covers (the gazette is CNIPA’s)', () => {
    expect(
      matchIssue(watchOf('云杉智能', ['09'], { countries: ['US'] }), issueContent(FIRST_LIVING_ISSUE)),
    ).toEqual([])
  })

  it('finds a competitor’s new marks and notices, and notices on a watched own mark', () => {
    const issue = issueContent(FIRST_LIVING_ISSUE)
    const competitor = matchIssue(watchOf('', [], { kind: 'applicant', applicantId: 'AP000052' }), issue)
    expect(competitor.some((h) => h.section === 'preliminary')).toBe(true)
    expect(competitor.every((h) => h.similarity === null && h.matchedBy === 'applicant')).toBe(true)
    const own = issue.entries.find((e) => 'own' in e && e.own.userId === 'u-demo')
    if (!own || !('own' in own)) throw new Error('each issue has a notice on a demo account’s mark')
    const status = matchIssue(watchOf('', [], { kind: 'status', watchedRegNo: own.own.regNo }), issue)
    expect(status.map((h) => h.entryKey)).toEqual([own.key])
  })

  it('matches a watch against an issue in well under 50 ms', () => {
    issueContent(FIRST_LIVING_ISSUE + 20)
    const start = performance.now()
    for (const mark of marksOf('u-demo'))
      matchIssue(watchOf(mark.name, mark.niceClasses), issueContent(FIRST_LIVING_ISSUE + 20))
    expect((performance.now() - start) / marksOf('u-demo').length).toBeLessThan(50)
  })
})
