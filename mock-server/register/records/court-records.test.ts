import { beforeAll, describe, expect, it } from 'vitest'
import { REGISTER_TODAY } from '../generate'
import { getRegister, partyById, type RegisterMark } from '../index'
import {
  casesOfMark,
  courtNoticeDetail,
  courtNoticesOfMark,
  reviewCaseDetail,
  reviewCasesOfMark,
} from './index'
import { plusMonths } from './offices'
import { procedureOf } from './procedure'

// The first few thousand marks cover every country and status while keeping the test quick.
let marks: RegisterMark[]
beforeAll(() => {
  marks = getRegister().marks.slice(0, 6000)
})

describe('court notices', () => {
  it('are the same every time, and only for litigable China marks', () => {
    let found = 0
    for (const m of marks) {
      const notices = courtNoticesOfMark(m)
      expect(courtNoticesOfMark(m)).toEqual(notices)
      if (!notices.length) continue
      found++
      expect(m.country).toBe('CN')
      expect(m.registrationDate).not.toBeNull()
    }
    expect(found).toBeGreaterThan(30)
  })

  it('follow the judgements: a hearing before each judgement, service in civil cases, dates in order', () => {
    let pending = 0
    for (const m of marks) {
      const notices = courtNoticesOfMark(m)
      if (!notices.length) continue
      const cases = casesOfMark(m)
      for (const n of notices) {
        expect(n.id.startsWith(`${m.id}-N`)).toBe(true)
        expect(n.date > m.registrationDate! && n.date <= REGISTER_TODAY).toBe(true)
        if (n.hearingDate) expect(n.hearingDate >= n.date).toBe(true)
        if (n.kind !== 'hearing') expect(['infringement', 'unfairCompetition']).toContain(n.cause)
        const c = cases.find((x) => x.id === n.caseId)
        if (!n.caseId) {
          // A suit still pending: the mark has no judgement at all.
          pending++
          expect(cases).toEqual([])
          continue
        }
        expect(c).toBeDefined()
        expect([n.caseNo, n.courtZh, n.parties]).toEqual([c!.caseNo, c!.courtZh, c!.parties])
        if (n.kind === 'judgementService') expect(n.date > c!.date).toBe(true)
        else expect(n.hearingDate! < c!.date && n.date >= c!.filedDate).toBe(true)
      }
      for (const c of cases) {
        expect(notices.filter((n) => n.caseId === c.id && n.kind === 'hearing')).toHaveLength(1)
      }
    }
    expect(pending).toBeGreaterThan(0)
  })

  it('open in full by id, with a text naming the case and the mark', () => {
    const m = marks.find((x) => courtNoticesOfMark(x).some((n) => n.kind === 'service'))!
    const notice = courtNoticesOfMark(m).find((n) => n.kind === 'service')!
    const detail = courtNoticeDetail(m, notice.id)!
    expect(detail.paragraphsZh.join('')).toContain(notice.caseNo)
    expect(detail.paragraphsZh.join('')).toContain(m.registrationNo)
    expect(detail.paragraphsEn.join(' ')).toContain(notice.hearingDate!)
    expect(detail.paragraphsZh[0]).toBe(`${notice.parties[1]!.nameZh}：`)
    expect(courtNoticeDetail(m, `${m.id}-N99`)).toBeUndefined()
  })
})

describe('review decisions', () => {
  it('are the same every time, for China marks only, dated after filing and not after today', () => {
    let found = 0
    for (const m of marks) {
      const reviews = reviewCasesOfMark(m)
      expect(reviewCasesOfMark(m)).toEqual(reviews)
      if (!reviews.length) continue
      found++
      expect(m.country).toBe('CN')
      for (const r of reviews) {
        expect(r.filedDate > m.filingDate).toBe(true)
        expect(r.date > r.filedDate && r.date <= REGISTER_TODAY).toBe(true)
        expect(r.decisionNo).toMatch(
          r.date < '2019' ? /^商评字\[\d{4}\]第\d{7}号$/ : /^商评字〔\d{4}〕第\d{7}号$/,
        )
        expect(r.decisionNo).toContain(r.date.slice(0, 4))
      }
    }
    expect(found).toBeGreaterThan(30)
  })

  it('match the story: the decision that ended a mark, the one a court reviewed, the law and its limits', () => {
    const kinds = new Set<string>()
    for (const m of marks) {
      const reviews = reviewCasesOfMark(m)
      const events = procedureOf(m).map((e) => e.code)
      const owner = partyById(m.applicantId)!.nameZh
      for (const r of reviews) {
        kinds.add(r.kind)
        // Only a mark the register shows as ended was declared invalid or revoked.
        if (r.outcome === 'invalidated' || r.outcome === 'revoked') expect(m.status).toBe(2)
        if (r.kind === 'refusalReview') {
          expect(r.parties).toEqual([expect.objectContaining({ role: 'applicant', nameZh: owner })])
          expect(r.articles).toEqual(['30', '34'])
          expect(m.publicationDate).not.toBeNull()
        } else {
          expect(m.registrationDate).not.toBeNull()
          expect(r.date > m.registrationDate!).toBe(true)
        }
        if (r.kind === 'oppositionReview') expect(r.markRole).toBe('cited')
        if (r.kind === 'invalidation') {
          // Relative grounds only within five years of registration (Art 45), else absolute ones (Art 44).
          const withinFive = r.filedDate <= plusMonths(m.registrationDate!, 60)
          expect(r.articles[0]).toBe(withinFive ? '45.1' : '44.1')
          expect(r.parties[1]).toEqual(expect.objectContaining({ role: 'respondent', nameZh: owner }))
        }
        if (r.kind === 'revocationReview') expect(r.articles).toContain('49.2')
        if (r.caseId) {
          const c = casesOfMark(m).find((x) => x.id === r.caseId)!
          expect(r.date < c.date).toBe(true)
          // The decision went against whoever sued.
          const ownerSued = c.parties[0]!.nameZh === owner
          expect(r.outcome === 'maintained').toBe(!ownerSued)
        }
      }
      // The review is CNIPA's: another office's mark ends without one.
      for (const code of ['invalidated', 'revoked'] as const) {
        if (m.country !== 'CN' || !events.includes(code)) continue
        const kind = code === 'invalidated' ? 'invalidation' : 'revocationReview'
        expect(reviews.some((r) => r.kind === kind && r.outcome !== 'maintained')).toBe(true)
      }
    }
    expect([...kinds].sort()).toEqual([
      'invalidation',
      'oppositionReview',
      'refusalReview',
      'revocationReview',
    ])
  })

  it('have a full text with every section and a panel of three, the same each time', () => {
    const m = marks.find((x) => reviewCasesOfMark(x).some((r) => r.kind === 'invalidation'))!
    const id = reviewCasesOfMark(m).find((r) => r.kind === 'invalidation')!.id
    const detail = reviewCaseDetail(m, id)!
    expect(detail.sections.map((s) => s.key)).toEqual([
      'parties',
      'request',
      'grounds',
      'reply',
      'findings',
      'reasoning',
      'decision',
    ])
    expect(detail.sections.every((s) => s.paragraphsZh.length && s.paragraphsEn.length)).toBe(true)
    expect(detail.sections.at(-1)!.paragraphsZh[0]).toMatch(/^依照商标法第四十[四五]条第一款/)
    expect(new Set(detail.examinersZh).size).toBe(3)
    expect(reviewCaseDetail(m, id)).toEqual(detail)
    expect(reviewCaseDetail(m, `${m.id}-R99`)).toBeUndefined()
  })
})
