import { describe, expect, it } from 'vitest'
import {
  caseMatcher,
  isFiltered,
  parseCaseSearch,
  queryCases,
  statusGroupOf,
  type CaseRow,
} from './case-query'

const row = (over: Partial<CaseRow> & { id: string }): CaseRow => ({
  office: 'CN',
  officeKind: 'china',
  designations: [],
  markName: over.id,
  applicationNo: '',
  registrationNo: '',
  classes: ['09'],
  applicant: '云杉科技有限公司',
  agent: '',
  status: 1,
  expiryDate: null,
  next: null,
  assigneeId: null,
  labelIds: [],
  reference: '',
  customFields: {},
  source: 'manual',
  createdAt: '2026-01-01T00:00:00+08:00',
  ...over,
})
const next = (daysLeft: number) => ({
  key: `renewalDue:${daysLeft}`,
  kind: 'renewalDue',
  due: '2027-01-01',
  daysLeft,
})

const rows: CaseRow[] = [
  row({
    id: 'a',
    markName: '云杉',
    applicationNo: '35126478',
    next: next(40),
    assigneeId: 'm1',
    labelIds: ['l1'],
  }),
  row({
    id: 'b',
    markName: 'AURORA',
    office: 'HK',
    officeKind: 'hongKong',
    status: 12,
    next: next(-3),
    reference: 'YS-2024-0002',
  }),
  row({
    id: 'c',
    markName: '北辰',
    office: 'WIPO',
    officeKind: 'madrid',
    status: 10,
    registrationNo: '1523456',
    assigneeId: 'm2',
    customFields: { f1: '饮品' },
  }),
  row({
    id: 'd',
    markName: 'helix',
    office: 'US',
    officeKind: 'global',
    status: 9,
    next: next(400),
    applicant: 'Helix Inc.',
  }),
]

describe('parseCaseSearch', () => {
  it('keeps known values and drops the rest', () => {
    expect(
      parseCaseSearch({
        office: 'madrid',
        status: 'registered',
        within: '90',
        q: ' 云杉 ',
        sort: 'cf:f1',
        dir: 'desc',
        x: 1,
      }),
    ).toEqual({ office: 'madrid', status: 'registered', within: 90, q: '云杉', sort: 'cf:f1', dir: 'desc' })
    expect(parseCaseSearch({ office: 'mars', status: 'x', within: '-1', sort: 'nope', dir: 'up' })).toEqual(
      {},
    )
    expect(parseCaseSearch({ within: '' })).toEqual({})
    expect(parseCaseSearch({ within: 0 })).toEqual({ within: 0 })
    expect(parseCaseSearch({ within: '99999' })).toEqual({})
    expect(parseCaseSearch({ q: 'x'.repeat(80) }).q).toHaveLength(50)
  })
})

describe('caseMatcher and queryCases', () => {
  const ids = (search: Parameters<typeof queryCases>[1]) => queryCases(rows, search).map((r) => r.id)

  it('filters by office kind, status group, applicant, assignee, label and text', () => {
    expect(ids({ office: 'hongKong' })).toEqual(['b'])
    expect(ids({ status: 'registered' }).sort()).toEqual(['a', 'c'])
    expect(ids({ status: 'invalid' })).toEqual(['d'])
    expect(ids({ applicant: 'Helix Inc.' })).toEqual(['d'])
    expect(ids({ assignee: 'm2' })).toEqual(['c'])
    expect(ids({ assignee: 'none' }).sort()).toEqual(['b', 'd'])
    expect(ids({ label: 'l1' })).toEqual(['a'])
    expect(ids({ q: '3512 6478' })).toEqual(['a'])
    expect(ids({ q: 'ys2024' })).toEqual(['b'])
    expect(ids({ q: 'HELIX' })).toEqual(['d'])
    expect(ids({ q: '1523456' })).toEqual(['c'])
  })

  it('"deadline within N days" keeps overdue deadlines and drops cases without one', () => {
    expect(ids({ within: 60 })).toEqual(['b', 'a'])
    expect(ids({ within: 0 })).toEqual(['b'])
    expect(caseMatcher({ within: 1000 })(rows[2]!)).toBe(false)
  })

  it('sorts by next deadline by default (none last), and by any column either way', () => {
    expect(ids({})).toEqual(['b', 'a', 'd', 'c'])
    expect(ids({ dir: 'desc' })).toEqual(['d', 'a', 'b', 'c'])
    expect(ids({ sort: 'office' })).toEqual(['a', 'b', 'd', 'c'])
    expect(ids({ sort: 'status', dir: 'desc' })).toEqual(['b', 'c', 'd', 'a'])
    // Empty values sort last in either direction.
    expect(ids({ sort: 'cf:f1' })[0]).toBe('c')
    expect(ids({ sort: 'cf:f1', dir: 'desc' })[0]).toBe('c')
    expect(ids({ sort: 'numbers' }).at(-1)).toBe('d')
  })

  it('sorts assignees and labels by their names', () => {
    const names = { member: (id: string) => ({ m1: 'Zhou', m2: 'An' })[id] ?? id }
    expect(
      queryCases(rows, { sort: 'assignee' }, names)
        .map((r) => r.id)
        .slice(0, 2),
    ).toEqual(['c', 'a'])
  })

  it('tells a filtered search from a sorted one', () => {
    expect(isFiltered({ sort: 'office', dir: 'asc' })).toBe(false)
    expect(isFiltered({ q: 'x' })).toBe(true)
    expect(statusGroupOf(11)).toBe('published')
  })
})
