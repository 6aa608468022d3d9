import { describe, expect, it } from 'vitest'
import {
  FX_GOODS,
  FX_LICENCE,
  FX_LICENSEE,
  FX_MARK,
  FX_TODAY,
} from '../../../tests/fixtures/services-licence'
import {
  goodsForMarks,
  licenceDocuments,
  licenceEligibility,
  licenceInformationIssues,
  type LicenceDraft,
} from './licence'

const paths = (d: LicenceDraft, today = FX_TODAY) =>
  licenceInformationIssues(d, today).map((i) => `${i.path}:${i.message}`)

describe('licence record: eligibility', () => {
  it('takes a registered mark in force held by an applicant of the account', () => {
    expect(licenceEligibility(FX_MARK, { today: FX_TODAY })).toEqual({ ok: true })
  })
  it('refuses a mark not registered, one whose term has ended and one held by someone else', () => {
    expect(
      licenceEligibility({ ...FX_MARK, status: 6, registrationDate: null }, { today: FX_TODAY }),
    ).toEqual({
      ok: false,
      reason: 'svcLicence:eligibility.notRegistered',
    })
    expect(licenceEligibility({ ...FX_MARK, expiryDate: '2026-11-21' }, { today: FX_TODAY })).toEqual({
      ok: false,
      reason: 'svcLicence:eligibility.termEnded',
    })
    // The last day of the term is still in it.
    expect(licenceEligibility({ ...FX_MARK, expiryDate: FX_TODAY }, { today: FX_TODAY }).ok).toBe(true)
    expect(licenceEligibility({ ...FX_MARK, applicantId: null }, { today: FX_TODAY })).toEqual({
      ok: false,
      reason: 'svcLicence:eligibility.notHeld',
    })
  })
})

describe('licence record: information', () => {
  it('clears a complete licence', () => {
    expect(paths(FX_LICENCE)).toEqual([])
  })

  it('asks for a licensee, checked with the applicant rules, who is not the licensor', () => {
    expect(paths({ ...FX_LICENCE, licensee: null })).toEqual(['licensee:svcLicence:issues.licenseeRequired'])
    expect(paths({ ...FX_LICENCE, licensee: { ...FX_LICENSEE, uscc: '91330106MA2H7Q3K8X' } })).toEqual([
      'licensee.uscc:regApplicants:rules.usccCheck',
    ])
    expect(paths({ ...FX_LICENCE, licensee: { ...FX_LICENSEE, postalCode: '3100' } })).toEqual([
      'licensee.postalCode:validation:zipCode',
    ])
    const holder = { ...FX_LICENSEE, applicantId: 'app-demo-01', nameZh: FX_MARK.holderZh }
    expect(paths({ ...FX_LICENCE, licensee: holder })).toContain(
      'licensee:svcLicence:issues.licenseeIsLicensor',
    )
  })

  it('asks for the type of licence', () => {
    expect(paths({ ...FX_LICENCE, licenceType: '' })).toEqual(['licenceType:svcLicence:issues.typeRequired'])
  })

  it('keeps the period in order, not over, and inside the term', () => {
    expect(paths({ ...FX_LICENCE, startDate: '', endDate: '2027/01/05' })).toEqual([
      'startDate:svcLicence:issues.startRequired',
      'endDate:svcLicence:issues.dateFormat',
    ])
    expect(paths({ ...FX_LICENCE, endDate: '2026-12-01' })).toEqual([
      'endDate:svcLicence:issues.endNotAfterStart',
    ])
    expect(paths({ ...FX_LICENCE, startDate: '2025-01-01', endDate: '2026-11-21' })).toEqual([
      'endDate:svcLicence:issues.endPassed',
    ])
    // The last day of the term is allowed, the day after is not.
    expect(paths({ ...FX_LICENCE, endDate: '2027-01-06' })).toEqual([
      'endDate:svcLicence:issues.endAfterTerm',
    ])
    expect(paths({ ...FX_LICENCE, startDate: '2017-01-05' })).toEqual([
      'startDate:svcLicence:issues.startBeforeRegistration',
    ])
    // A licence already running may be recorded.
    expect(paths({ ...FX_LICENCE, startDate: '2026-01-01' })).toEqual([])
  })

  it('licenses a non-empty part of the registered goods of every chosen mark', () => {
    const entry = FX_LICENCE.goods[0]!
    expect(paths({ ...FX_LICENCE, goods: [{ ...entry, licensed: [] }] })).toEqual([
      'goods.0:svcLicence:issues.goodsRequired',
    ])
    expect(paths({ ...FX_LICENCE, goods: [] })).toEqual(['goods.0:svcLicence:issues.goodsRequired'])
    const foreign = [{ classNo: '42', items: [{ zh: '计算机', en: 'computers' }] }]
    expect(paths({ ...FX_LICENCE, goods: [{ ...entry, licensed: foreign }] })).toEqual([
      'goods.0:svcLicence:issues.goodsNotRegistered',
    ])
  })

  it('starts a newly chosen mark with all its goods and keeps an earlier choice', () => {
    const other = { ...FX_MARK, regNo: '35126502' }
    const next = goodsForMarks(FX_LICENCE.goods, [FX_MARK, other], () => FX_GOODS)
    expect(next[0]).toBe(FX_LICENCE.goods[0])
    expect(next[1]).toEqual({ regNo: '35126502', registered: FX_GOODS, licensed: FX_GOODS })
  })

  it('needs the record form, both IDs and the power of attorney', () => {
    expect(
      licenceDocuments()
        .filter((d) => d.required)
        .map((d) => d.kind),
    ).toEqual(['licenceRecordForm', 'holderId', 'licenseeId', 'powerOfAttorney'])
  })
})
