import { describe, expect, it } from 'vitest'
import {
  ACCEPTANCE_NOTICE_DAYS,
  documentsOfMarkEvents,
  matchesDocumentKeyword,
  parseDocumentSearch,
} from './official-documents'

describe('documentsOfMarkEvents', () => {
  const today = '2026-11-23'

  it('gives a refused application its acceptance notice and its refusal, no certificate', () => {
    const docs = documentsOfMarkEvents(
      [
        { code: 'filed', date: '2026-03-01' },
        { code: 'refused', date: '2026-11-10' },
      ],
      today,
    )
    expect(docs.map((d) => [d.kind, d.issuedOn])).toEqual([
      ['acceptanceNotice', '2026-03-31'],
      ['refusal', '2026-11-10'],
    ])
  })

  it('sends the acceptance notice some days after the filing, and nothing dated after today', () => {
    const docs = documentsOfMarkEvents([{ code: 'filed', date: '2026-11-01' }], today)
    expect(docs).toEqual([])
    const later = documentsOfMarkEvents([{ code: 'filed', date: '2026-11-01' }], '2026-12-31')
    expect(ACCEPTANCE_NOTICE_DAYS).toBe(30)
    expect(later[0]?.issuedOn).toBe('2026-12-01')
  })

  it('publishes, registers, renews and declares invalid; a priority claim sends nothing', () => {
    const kinds = documentsOfMarkEvents(
      [
        { code: 'priority', date: '2015-01-01' },
        { code: 'filed', date: '2015-03-01' },
        { code: 'published', date: '2015-12-01' },
        { code: 'registered', date: '2016-03-01' },
        { code: 'renewed', date: '2026-02-01' },
        { code: 'invalidated', date: '2026-06-01T10:00:00' },
      ],
      today,
    ).map((d) => `${d.event}:${d.kind}`)
    expect(kinds).toEqual([
      'filed:acceptanceNotice',
      'published:publication',
      'registered:certificate',
      'renewed:certificate',
      'invalidated:decision',
    ])
  })
})

describe('parseDocumentSearch', () => {
  it('keeps known values and drops the rest', () => {
    expect(
      parseDocumentSearch({ page: '2', kind: 'refusal', q: ' 杉语 ', from: '2026-01-01', to: '2026-02-01' }),
    ).toEqual({ page: 2, kind: 'refusal', q: '杉语', from: '2026-01-01', to: '2026-02-01' })
    expect(
      parseDocumentSearch({ kind: 'invoice', page: '-1', from: '2026-02-30', to: 'soon', q: '<b>x</b>' }),
    ).toEqual({})
  })

  it('keeps only the start of a reversed range and cuts a long keyword', () => {
    expect(parseDocumentSearch({ from: '2026-03-02', to: '2026-03-01' })).toEqual({ from: '2026-03-02' })
    expect(parseDocumentSearch({ q: 'x'.repeat(80) }).q).toHaveLength(50)
  })
})

describe('matchesDocumentKeyword', () => {
  const doc = { markName: 'Yunshan CloudFir', applicationNo: '41870233' }
  it('finds a mark by name (any case) or number; blank finds everything', () => {
    expect(matchesDocumentKeyword(doc, 'cloudfir')).toBe(true)
    expect(matchesDocumentKeyword(doc, ' 418702 ')).toBe(true)
    expect(matchesDocumentKeyword(doc, '')).toBe(true)
    expect(matchesDocumentKeyword(doc, '52307716')).toBe(false)
    expect(matchesDocumentKeyword({ markName: 'X', applicationNo: null }, '1')).toBe(false)
  })
})
