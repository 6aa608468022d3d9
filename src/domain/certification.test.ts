import { describe, expect, it } from 'vitest'
import {
  certificationInputSchema,
  checkCertification,
  isReviewOverdue,
  needsVerification,
  normalizeCertification,
  reviewAnswerDue,
  type CertificationValues,
} from './certification'

const mainland: CertificationValues = {
  companyName: '上海云杉智能科技有限公司',
  companyAddress: '上海市浦东新区张江高科技园区碧波路690号3号楼',
  city: '上海',
  country: 'CN',
  postCode: '201203',
  contactPerson: '王建国',
  officePhone: '021-50801234',
  email: 'demo@example.com',
  uscc: '91310115MA1K3B7G28',
  licenceFileId: 'f-1',
}

const foreign: CertificationValues = {
  ...mainland,
  companyName: 'Acme Trading Ltd.',
  companyAddress: '10 Downing Street',
  city: 'London',
  country: 'GB',
  postCode: 'SW1A 2AA',
  officePhone: '+44 20 7946 0958',
  uscc: '',
}

const fieldsOf = (v: CertificationValues) => checkCertification(v).map((i) => [i.field, i.message])

describe('checkCertification', () => {
  it('accepts a complete mainland and a complete foreign company', () => {
    expect(checkCertification(mainland)).toEqual([])
    expect(checkCertification(foreign)).toEqual([])
  })

  it('requires every field, the licence with its own message, the country as a code', () => {
    const empty = Object.fromEntries(
      Object.keys(mainland).map((k) => [k, '']),
    ) as unknown as CertificationValues
    expect(fieldsOf({ ...empty, country: 'CN' })).toEqual([
      ['companyName', 'validation:required'],
      ['companyAddress', 'validation:required'],
      ['city', 'validation:required'],
      ['postCode', 'validation:required'],
      ['contactPerson', 'validation:required'],
      ['officePhone', 'validation:required'],
      ['email', 'validation:required'],
      ['uscc', 'validation:required'],
      ['licenceFileId', 'certification:rules.licenceRequired'],
    ])
    expect(fieldsOf({ ...mainland, country: '' })).toContainEqual([
      'country',
      'certification:rules.countryRequired',
    ])
    expect(fieldsOf({ ...mainland, country: 'china' })).toContainEqual([
      'country',
      'certification:rules.countryRequired',
    ])
  })

  it('mainland: Chinese name without spaces and Chinese address, 6-digit post code, China phone, valid credit code', () => {
    expect(
      fieldsOf({
        ...mainland,
        companyName: 'Acme 有限公司',
        companyAddress: 'Pudong',
        postCode: '20120',
        officePhone: '+86 21 5080 1234',
        uscc: '91310115MA1K3B7G2',
      }),
    ).toEqual([
      ['companyName', 'validation:chineseNameEnterprise'],
      ['companyAddress', 'certification:rules.addressChinese'],
      ['postCode', 'validation:zipCode'],
      ['officePhone', 'validation:contactPhone'],
      ['uscc', 'validation:uscc'],
    ])
    // A mobile number is a contact phone too; the credit code's check character is verified (GB 32100).
    expect(fieldsOf({ ...mainland, officePhone: '13800138000' })).toEqual([])
    expect(fieldsOf({ ...mainland, uscc: '91310115MA1K3B7G2X' })).toEqual([
      ['uscc', 'certification:rules.usccCheck'],
    ])
  })

  it('elsewhere: English name and address, a foreign post code and an international phone, no credit code', () => {
    expect(
      fieldsOf({
        ...foreign,
        companyName: '长江实业',
        companyAddress: '皇后大道',
        postCode: '#1',
        officePhone: 'call me',
      }),
    ).toEqual([
      ['companyName', 'validation:englishText'],
      ['companyAddress', 'validation:englishText'],
      ['postCode', 'certification:rules.postCodeForeign'],
      ['officePhone', 'certification:rules.phoneForeign'],
    ])
  })

  it('refuses special characters in the city, a bad e-mail and over-long text', () => {
    expect(
      fieldsOf({ ...mainland, city: '上海<script>', email: 'a@b', contactPerson: '王'.repeat(51) }),
    ).toEqual([
      ['city', 'validation:specialCharacters'],
      ['contactPerson', 'certification:rules.tooLong'],
      ['email', 'validation:email'],
    ])
    expect(fieldsOf({ ...mainland, companyName: '公'.repeat(121) })).toEqual([
      ['companyName', 'certification:rules.tooLong'],
    ])
  })
})

describe('normalizeCertification and the schema', () => {
  it('trims, turns full-width Latin to half-width, upper-cases the code, drops a foreign code', () => {
    expect(
      normalizeCertification({
        ...mainland,
        country: ' cn ',
        postCode: '２０１２０３',
        officePhone: ' 021 5080 1234 ',
        email: ' Demo@Example.com ',
        uscc: '91310115ma1k3b7g28',
      }),
    ).toMatchObject({
      country: 'CN',
      postCode: '201203',
      officePhone: '02150801234',
      uscc: '91310115MA1K3B7G28',
    })
    expect(normalizeCertification({ ...foreign, uscc: '91310115MA1K3B7G28' }).uscc).toBe('')
  })

  it('reports issues on their fields and answers the normalised values', () => {
    const bad = certificationInputSchema.safeParse({ ...mainland, email: 'nope' })
    expect(bad.success).toBe(false)
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['email', 'validation:email'],
    ])
    expect(certificationInputSchema.parse({ ...mainland, postCode: '２０１２０３' }).postCode).toBe('201203')
  })
})

describe('review within 2 working days', () => {
  it('counts working days from the Beijing day of submission', () => {
    // Monday 2025-03-03 → Wednesday; a Friday → Tuesday; a Saturday → Tuesday.
    expect(reviewAnswerDue('2025-03-03T10:00:00+08:00')).toBe('2025-03-05')
    expect(reviewAnswerDue('2025-03-07T17:00:00+08:00')).toBe('2025-03-11')
    expect(reviewAnswerDue('2025-03-08T09:00:00+08:00')).toBe('2025-03-11')
    // 23:30 UTC on Sunday is Monday in Beijing.
    expect(reviewAnswerDue('2025-03-09T23:30:00Z')).toBe('2025-03-12')
  })

  it('skips public holidays and counts make-up working days (National Day 2025)', () => {
    // 2025-09-30 (Tue) submitted: 1–8 October are off; Saturday 11 October is a make-up working day.
    expect(reviewAnswerDue('2025-09-30T10:00:00+08:00')).toBe('2025-10-10')
    expect(reviewAnswerDue('2025-10-09T10:00:00+08:00')).toBe('2025-10-11')
  })

  it('is overdue only after the answer day', () => {
    expect(isReviewOverdue('2025-03-03T10:00:00+08:00', '2025-03-05')).toBe(false)
    expect(isReviewOverdue('2025-03-03T10:00:00+08:00', '2025-03-06')).toBe(true)
  })

  it('only corporate accounts are verified', () => {
    expect(needsVerification('enterprise')).toBe(true)
    expect(needsVerification('agency')).toBe(true)
    expect(needsVerification('individual')).toBe(false)
  })
})
