import { describe, expect, it } from 'vitest'
import { SERVICE_HOLDER, serviceMark } from '../../../tests/fixtures/services'
import {
  renewalEligibility,
  renewalInformationIssues,
  renewalQuote,
  renewalStatusOf,
  renewalWizard,
  renewedDesignations,
  designationIssues,
  type RenewalDraft,
} from './renewal'

const none = new Set<string>()
const at = (expiryDate: string, today: string) => renewalStatusOf(serviceMark({ expiryDate }), today)

describe('renewal status (overview §4)', () => {
  it('opens 12 months before the term ends, runs to its last day, then six months of grace', () => {
    expect(at('2026-09-30', '2025-09-30')).toBe('scheduled')
    expect(at('2026-09-30', '2025-10-01')).toBe('normal')
    expect(at('2026-09-30', '2026-09-30')).toBe('normal')
    expect(at('2026-09-30', '2026-10-01')).toBe('grace')
    expect(at('2026-09-30', '2027-03-30')).toBe('grace')
    expect(at('2026-09-30', '2027-03-31')).toBe('unable')
  })

  it('rolls a last day on a holiday over to the next working day (National Day 2025)', () => {
    // The term ends on 1 October 2025: the office is closed until 9 October, which is still in time.
    expect(at('2025-10-01', '2025-10-09')).toBe('normal')
    expect(at('2025-10-01', '2025-10-10')).toBe('grace')
    // The grace period ends on 1 April 2026 (a Wednesday), its last day included.
    expect(at('2025-10-01', '2026-04-01')).toBe('grace')
    expect(at('2025-10-01', '2026-04-02')).toBe('unable')
  })

  it('a term ending on 29 February opens on 1 March of the year before', () => {
    expect(at('2028-02-29', '2027-02-28')).toBe('scheduled')
    expect(at('2028-02-29', '2027-03-01')).toBe('normal')
    expect(at('2028-02-29', '2028-02-29')).toBe('normal')
    expect(at('2028-02-29', '2028-03-01')).toBe('grace')
  })

  it('a mark that is not registered cannot be renewed', () => {
    expect(renewalStatusOf(serviceMark({ status: 6 }), '2026-11-26')).toBe('unable')
    expect(renewalStatusOf(serviceMark({ expiryDate: null }), '2026-11-26')).toBe('unable')
  })
})

describe('renewal eligibility', () => {
  const ctx = (today: string, open = none) => ({ today, openCases: open })
  it('says why a mark cannot be renewed', () => {
    expect(renewalEligibility(serviceMark({ expiryDate: '2026-12-27' }), ctx('2026-11-26'))).toEqual({
      ok: true,
    })
    expect(renewalEligibility(serviceMark({ expiryDate: '2028-12-27' }), ctx('2026-11-26'))).toEqual({
      ok: false,
      reason: 'svcRenewal:reasons.notYetOpen',
    })
    expect(renewalEligibility(serviceMark({ expiryDate: '2025-12-27' }), ctx('2026-11-26'))).toEqual({
      ok: false,
      reason: 'svcRenewal:reasons.graceOver',
    })
    expect(renewalEligibility(serviceMark({ status: 2 }), ctx('2026-11-26'))).toEqual({
      ok: false,
      reason: 'svcRenewal:reasons.notRegistered',
    })
    expect(renewalEligibility(serviceMark(), ctx('2026-11-26', new Set(['35126478'])))).toEqual({
      ok: false,
      reason: 'svcRenewal:reasons.alreadySubmitted',
    })
  })
})

describe('renewal draft and price', () => {
  const draft = (patch: Partial<RenewalDraft> = {}): RenewalDraft => ({
    ...renewalWizard.newDraft('d-1', '2026-11-26T02:00:00.000Z'),
    marks: [serviceMark()],
    holder: SERVICE_HOLDER,
    ...patch,
  })
  const select = renewalWizard.steps[0]!

  it('takes at most 5 marks, of one region, each once', () => {
    expect(select.issues(draft())).toEqual([])
    const six = Array.from({ length: 6 }, (_, i) => serviceMark({ regNo: `1000000${i}` }))
    expect(select.issues(draft({ marks: six }))).toContainEqual({
      path: 'marks',
      message: 'services:issues.tooManyMarks',
    })
    expect(select.issues(draft({ marks: [serviceMark(), serviceMark()] }))).toContainEqual({
      path: 'marks.1',
      message: 'services:issues.markTwice',
    })
    expect(select.issues(draft({ marks: [serviceMark({ region: 'madrid' })] }))).toContainEqual({
      path: 'marks.0',
      message: 'services:issues.markOtherRegion',
    })
    expect(select.issues(draft({ marks: [] }))).toContainEqual({
      path: 'marks',
      message: 'services:issues.markRequired',
    })
  })

  it('is filed by the registered holder, whose book entry follows the applicant rules', () => {
    expect(renewalInformationIssues(draft())).toEqual([])
    expect(renewalInformationIssues(draft({ holder: null }))).toEqual([
      { path: 'holder', message: 'svcRenewal:issues.holderRequired' },
    ])
    expect(
      renewalInformationIssues(draft({ marks: [serviceMark({ holderZh: '别人', holderEn: 'Someone' })] })),
    ).toEqual([{ path: 'holder', message: 'svcRenewal:issues.notHolder' }])
    const broken = renewalInformationIssues(draft({ holder: { ...SERVICE_HOLDER, uscc: '123' } }))
    expect(broken.map((i) => i.path)).toEqual(['holder.uscc'])
  })

  it('charges the late fee only for a mark in its grace period, per class', () => {
    const two = draft({
      marks: [
        serviceMark({ expiryDate: '2026-12-27' }),
        serviceMark({ regNo: '35126502', classes: ['09', '42', '35'], expiryDate: '2026-09-26' }),
      ],
    })
    const priced = renewalQuote(two, '2026-11-26')
    expect(priced.graceMarks).toBe(1)
    expect(priced.lines.filter((l) => l.kind === 'grace')).toEqual([
      expect.objectContaining({ quantity: 3, official: 675, mark: 1 }),
    ])
    expect(priced.official).toBe(5 * 450 + 3 * 225)
  })

  it('renews a Madrid mark for the designations chosen, each at its WIPO fee, at least one', () => {
    const ir = serviceMark({
      regNo: '1352281',
      region: 'madrid',
      country: 'WO',
      classes: ['09'],
      expiryDate: '2027-03-01',
      designations: ['US', 'DE', 'JP'],
    })
    const madrid = (patch: Partial<RenewalDraft> = {}) =>
      draft({ region: 'madrid', productType: 18, marks: [ir], ...patch })
    // Every designation is renewed unless the holder chose fewer.
    expect(renewedDesignations(madrid(), ir)).toEqual(['US', 'DE', 'JP'])
    const all = renewalQuote(madrid(), '2026-11-26')
    expect(all.lines.filter((l) => l.kind === 'country').map((l) => l.country)).toEqual(['US', 'DE', 'JP'])
    const some = renewalQuote(madrid({ designationsRenewed: { '1352281': ['DE'] } }), '2026-11-26')
    expect(some.lines.filter((l) => l.kind === 'country').map((l) => l.country)).toEqual(['DE'])
    expect(some.official).toBeLessThan(all.official)
    // None, or a party the registration does not designate, is refused next to the mark.
    expect(renewalInformationIssues(madrid({ designationsRenewed: { '1352281': [] } }))).toContainEqual({
      path: 'designations.1352281',
      message: 'svcRenewal:issues.designationsNone',
    })
    expect(renewalInformationIssues(madrid({ designationsRenewed: { '1352281': ['FR'] } }))).toContainEqual({
      path: 'designations.1352281',
      message: 'svcRenewal:issues.designationUnknown',
    })
    expect(designationIssues(madrid())).toEqual([])
  })
})
