import { beforeAll, describe, expect, it } from 'vitest'
import { markLifecycle } from '../../../src/domain/mark-lifecycle'
import { toDetail, toItem } from '../../search/engine'
import { REGISTER_TODAY } from '../generate'
import { getRegister, partyById, type RegisterMark } from '../index'
import { archiveOf, caseDetail, casesOfMark, noticeListOf } from './index'
import { gazetteIssue, plusMonths } from './offices'
import { procedureOf } from './procedure'

// The first few thousand marks cover every country and status while keeping the test quick.
let marks: RegisterMark[]
beforeAll(() => {
  marks = getRegister().marks.slice(0, 4000)
})

describe('procedure events', () => {
  it('are the same every time for the same mark', () => {
    for (const m of marks.slice(0, 200)) expect(procedureOf(m)).toEqual(procedureOf(m))
  })

  it('follow the register dates: filing < publication < registration < expiry, nothing done after today', () => {
    for (const m of marks) {
      if (m.publicationDate) expect(m.filingDate < m.publicationDate).toBe(true)
      if (m.registrationDate) expect(m.publicationDate! < m.registrationDate).toBe(true)
      if (m.expiryDate) expect(m.registrationDate! < m.expiryDate).toBe(true)
      const events = procedureOf(m)
      const dates = events.map((e) => e.date)
      expect(dates).toEqual([...dates].sort())
      for (const e of events) {
        if (e.code !== 'priority') expect(e.date >= m.filingDate, `${m.id} ${e.code}`).toBe(true)
        if (e.kind !== 'deadline') expect(e.date <= REGISTER_TODAY, `${m.id} ${e.code} ${e.date}`).toBe(true)
      }
      const at = (code: string) => events.find((e) => e.code === code)?.date
      expect(at('filed')).toBe(m.filingDate)
      expect(at('published')).toBe(m.publicationDate ?? undefined)
      expect(at('registered')).toBe(m.registrationDate ?? undefined)
    }
  })

  it('end the way the status says', () => {
    const byStatus = (s: number) => marks.filter((m) => m.status === s).slice(0, 50)
    for (const m of byStatus(1))
      expect(archiveOf(m, REGISTER_TODAY).events.some((e) => e.code === 'expiry')).toBe(true)
    for (const m of byStatus(5)) expect(procedureOf(m).some((e) => e.code === 'oppositionPending')).toBe(true)
    for (const m of byStatus(6)) expect(procedureOf(m).some((e) => e.code === 'examination')).toBe(true)
    for (const m of byStatus(4)) expect(procedureOf(m).some((e) => e.code === 'reviewPending')).toBe(true)
    for (const m of byStatus(2)) {
      const last = procedureOf(m)
        .filter((e) => e.milestone)
        .at(-1)!
      expect(['lapsed', 'invalidated', 'revoked', 'refusalFinal', 'filed']).toContain(last.code)
    }
  })

  it('show a renewal at the end of each earlier ten-year term', () => {
    // A register mark renewed at the end of each of its terms so far shows one renewal per term, on its first day.
    const real = getRegister().marks.find(
      (x) => x.country === 'CN' && x.status === 1 && x.registrationDate! < '2006-01-01',
    )!
    const tenYearsOn = (years: number) =>
      `${Number(real.registrationDate!.slice(0, 4)) + years}${real.registrationDate!.slice(4)}`
    expect(
      procedureOf(real)
        .filter((e) => e.code === 'renewed')
        .map((e) => e.date),
    ).toEqual(
      real.expiryDate! > tenYearsOn(30)
        ? [tenYearsOn(10), tenYearsOn(20), tenYearsOn(30)]
        : [tenYearsOn(10), tenYearsOn(20)],
    )
    // A record renewed twice (expiry 30 years on) shows two renewals.
    const base = marks.find((x) => x.status === 1 && x.country === 'CN')!
    const renewed: RegisterMark = {
      ...base,
      filingDate: '2004-01-10',
      publicationDate: '2004-11-20',
      registrationDate: '2005-02-21',
      expiryDate: '2035-02-21',
    }
    const events = procedureOf(renewed)
    expect(events.filter((e) => e.code === 'renewed').map((e) => e.date)).toEqual([
      '2015-02-21',
      '2025-02-21',
    ])
    // The third term's last day is the day before its tenth anniversary (the rule set's termEnd).
    expect(archiveOf(renewed, REGISTER_TODAY).events.find((e) => e.code === 'expiry')?.date).toBe(
      '2035-02-20',
    )
    expect(noticeListOf(renewed).filter((n) => n.type === 'renewal')).toHaveLength(2)
  })

  it('mark deadlines ahead of the clock as due, passed ones as done', () => {
    const m = marks.find((x) => x.status === 1 && x.expiryDate)!
    const expiryOn = (today: string) => archiveOf(m, today).events.find((e) => e.code === 'expiry')!.state
    expect(expiryOn(REGISTER_TODAY)).toBe('due')
    expect(expiryOn(plusMonths(m.expiryDate!, 1))).toBe('done')
  })
})

describe('gazette notices', () => {
  it('are dated inside the mark life and published for its publication and registration', () => {
    for (const m of marks.slice(0, 1500)) {
      const notices = noticeListOf(m)
      const end = m.expiryDate ? plusMonths(m.expiryDate, 9) : REGISTER_TODAY
      for (const n of notices) {
        expect(n.date >= m.filingDate && n.date <= REGISTER_TODAY && n.date <= end, `${m.id} ${n.type}`).toBe(
          true,
        )
        expect(n.linesZh.length).toBe(n.linesEn.length)
        expect(n.page).toBeGreaterThan(0)
      }
      expect(notices.some((n) => n.type === 'preliminary')).toBe(!!m.publicationDate)
      expect(notices.some((n) => n.type === 'registration')).toBe(!!m.registrationDate)
    }
  })

  it('number China gazette issues four a month, later notices in later issues', () => {
    expect(gazetteIssue('CN', '1995-01-06')).toBe('478')
    expect(gazetteIssue('CN', '1995-01-27')).toBe('481')
    expect(gazetteIssue('CN', '1995-02-06')).toBe('482')
    expect(Number(gazetteIssue('CN', '2026-11-20'))).toBeGreaterThan(Number(gazetteIssue('CN', '2026-05-20')))
    expect(gazetteIssue('US', '2024-01-09')).toBe('2024/02')
  })
})

describe('court judgements', () => {
  it('concern registered China marks only, dated after registration and not after today', () => {
    let found = 0
    for (const m of marks) {
      const cases = casesOfMark(m)
      if (!cases.length) continue
      found++
      expect(m.country).toBe('CN')
      for (const c of cases) {
        expect(c.date > m.registrationDate! && c.date <= REGISTER_TODAY).toBe(true)
        expect(c.caseNo).toMatch(/^（\d{4}）.+[民行][初终]\d+号$/)
        // Numbered in the year the case was docketed, which is before the judgement.
        expect(c.caseNo.slice(1, 5)).toBe(c.filedDate.slice(0, 4))
        expect(c.filedDate < c.date && c.filedDate > m.registrationDate!).toBe(true)
      }
    }
    expect(found).toBeGreaterThan(40)
  })

  it('follow the register: an invalid mark lost its suit against CNIPA, a live one was maintained', () => {
    for (const m of marks) {
      for (const c of casesOfMark(m)) {
        if (c.kind !== 'invalidation' && c.kind !== 'revocation') continue
        const challenger = c.parties[0]!
        if (m.status === 2) expect(c.outcome).toBe('affirmed')
        const owner = partyById(m.applicantId)!.nameZh
        // A live mark's owner did not sue: the requester did and lost; an invalid mark's owner sued and lost.
        if (m.status === 1) expect([c.outcome, challenger.nameZh === owner]).toEqual(['affirmed', false])
        if (m.status === 2) expect(challenger.nameZh).toBe(owner)
        if (m.status === 7) expect(c.outcome).toBe('revoked')
      }
    }
  })

  it('have a full text with every section, the same each time', () => {
    const m = marks.find((x) => casesOfMark(x).length)!
    const id = casesOfMark(m)[0]!.id
    const detail = caseDetail(m, id)!
    expect(detail.sections.map((s) => s.key)).toEqual([
      'parties',
      'procedure',
      'claims',
      'defence',
      'findings',
      'reasoning',
      'judgement',
    ])
    expect(detail.sections.every((s) => s.paragraphsZh.length && s.paragraphsEn.length)).toBe(true)
    expect(new Set(detail.judgesZh).size).toBe(3)
    expect(caseDetail(m, id)).toEqual(detail)
    expect(caseDetail(m, `${m.id}-C9`)).toBeUndefined()
  })
})

describe('a China mark of the register, through the rule set (src/domain/mark-lifecycle.ts)', () => {
  it('has the status and term its own events give, in the register, its result row and its record', () => {
    // Every third China mark of the register (about 12,000, all statuses), and every well-known one.
    const china = getRegister().marks.filter((m, i) => m.country === 'CN' && (i % 3 === 0 || i >= 50_000))
    expect(china.length).toBeGreaterThan(10_000)
    for (const m of china) {
      const life = markLifecycle(procedureOf(m), REGISTER_TODAY)
      // The register's own fields (which the search filters and facets read) are the rule set's.
      expect([m.status, m.expiryDate], m.id).toEqual([life.status, life.expiryDate])
    }
    for (const m of china.slice(0, 1500)) {
      const life = markLifecycle(procedureOf(m), REGISTER_TODAY)
      const detail = toDetail(m)!
      const item = toItem(m)
      expect([detail.status, detail.expiryDate, item.status, item.expiryDate], m.id).toEqual([
        life.status,
        life.expiryDate,
        life.status,
        life.expiryDate,
      ])
      const rows = archiveOf(m, REGISTER_TODAY).events
      const at = (code: string) => rows.find((e) => e.code === code)?.date
      const lapsed = life.ended?.reason === 'lapsed' || life.ended?.reason === 'expired'
      expect(at('expiry'), m.id).toBe(life.renewal?.expiry.due ?? (lapsed ? life.expiryDate : undefined))
      expect(at('graceEnds'), m.id).toBe(life.renewal?.graceEnds.due)
      const opposition = life.deadlines.find((d) => d.kind === 'oppositionDeadline')
      expect(at('oppositionEnds'), m.id).toBe(opposition?.due)
    }
  }, 60_000)

  it('ends its term on the day before the tenth anniversary and rolls a deadline over a holiday', () => {
    const base = getRegister().marks.find((x) => x.status === 1 && x.country === 'CN')!
    // Registered 2016-10-02: the term ends 2026-10-01, National Day; the window closes after the holiday
    // week (2026 schedule: 1–7 October off).
    const mark: RegisterMark = {
      ...base,
      id: 'TM9999001',
      filingDate: '2015-09-01',
      publicationDate: '2016-06-20',
      registrationDate: '2016-10-02',
      expiryDate: '2026-10-01',
      priorityDate: null,
    }
    const today = '2026-09-15'
    const life = markLifecycle(procedureOf(mark), today)
    expect(life.expiryDate).toBe('2026-10-01')
    expect(life.renewal!.expiry).toEqual({ nominal: '2026-10-01', due: '2026-10-08', calendar: 'official' })
    const expiry = archiveOf(mark, today).events.find((e) => e.code === 'expiry')!
    expect([expiry.date, expiry.state]).toEqual(['2026-10-08', 'due'])
    expect(expiry.noteEn).toContain('2026-10-01 is a holiday or weekend: rolled over to 2026-10-08')
    expect(toDetail(mark)!.expiryDate).toBe('2026-10-01')
  })
})
