import { describe, expect, it } from 'vitest'
import { createSeededDb } from '../seeds'
import { eventsOf, factsOf, generateCases } from './store'
import { findPortfolioMark } from '../reference-data/portfolio'
import { markLifecycle } from '../../src/domain/mark-lifecycle'

const TODAY = '2026-11-27'

describe('the seeded cases', () => {
  const db = createSeededDb(TODAY)

  it('gives each demo account its portfolio marks and generated cases at every kind of office', () => {
    const demo = db.cases.filter((c) => c.accountId === 'u-demo')
    expect(demo.filter((c) => c.source === 'portfolio')).toHaveLength(6)
    const offices = new Set(demo.map((c) => (['CN', 'HK', 'WIPO'].includes(c.office) ? c.office : 'other')))
    expect([...offices].sort()).toEqual(['CN', 'HK', 'WIPO', 'other'])
    expect(new Set(db.cases.map((c) => c.id)).size).toBe(db.cases.length)
  })

  it('derives a portfolio case from the live story, so it agrees with home and the renewal view', () => {
    const record = db.cases.find((c) => c.applicationNo === '35126478')!
    const mark = findPortfolioMark({ applicationNo: '35126478' }, TODAY)!
    const life = markLifecycle(mark.events, TODAY)
    const facts = factsOf(record, TODAY)
    expect(eventsOf(record, TODAY)).toEqual(mark.events)
    expect(facts.status).toBe(life.status)
    expect(facts.deadlines.map((d) => d.due)).toEqual(life.deadlines.map((d) => d.due))
    expect(facts.deadlines[0]!.kind).toBe('renewalDue')
  })

  it('assigns cases to the account team and its applicants', () => {
    const agency = db.cases.filter((c) => c.accountId === 'u-agency')
    expect(new Set(agency.map((c) => c.applicant)).size).toBeGreaterThan(5)
    const members = new Set(db.teamMembers.filter((m) => m.accountId === 'u-agency').map((m) => m.id))
    for (const c of agency) if (c.assigneeId) expect(members.has(c.assigneeId)).toBe(true)
  })

  it('generates the same cases for the same seed', () => {
    const opts = { applicants: ['甲公司', '乙公司'], assignees: ['m1'] }
    expect(generateCases('u-x', 50, TODAY, opts)).toEqual(generateCases('u-x', 50, TODAY, opts))
    const big = generateCases('u-x', 5000, TODAY, opts)
    expect(big).toHaveLength(5000)
    for (const c of big.slice(0, 500)) expect(() => factsOf(c, TODAY)).not.toThrow()
  })
})
