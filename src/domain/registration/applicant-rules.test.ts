import { describe, expect, it } from 'vitest'
import { hasValidIdCardCheck, hasValidUsccCheck, idCardCheckChar, usccCheckChar } from './applicant-ids'
import {
  applicantFormSchema,
  applicantInputSchema,
  checkApplicant,
  normalizeApplicant,
  type ApplicantInput,
} from './applicant-rules'
import { refuseApplicant, regionApplicantIssue, sameParty } from './applicant-selection'
import { MAX_APPLICANTS, type Applicant, type ApplicantsSelection } from './types'

const FILE = { fileId: 'f-1', fileName: 'licence.pdf' }

const enterprise: ApplicantInput = {
  kind: 'enterprise',
  country: 'CN',
  nameZh: '蓝鲸出行科技（深圳）有限公司',
  nameEn: 'Bluewhale Mobility Technology (Shenzhen) Co., Ltd.',
  addressZh: '广东省深圳市南山区高新南九道10号',
  addressEn: 'No. 10 Gaoxin South 9th Road, Nanshan District, Shenzhen',
  province: { code: '44', name: '广东省' },
  city: { code: '4403', name: '深圳市' },
  district: { code: '440305', name: '南山区' },
  postalCode: '518063',
  contactPerson: '冯楠',
  phone: '0755-26718899',
  email: 'legal@bluewhale-mobility.com',
  licenceAddress: '广东省深圳市南山区高新南九道10号',
  uscc: '914403001922038216',
  licenceFile: FILE,
}

const person: ApplicantInput = {
  kind: 'individual',
  idType: 'idCard',
  idNumber: '11010819900101108X',
  country: 'CN',
  nameZh: '李雷',
  addressZh: '北京市海淀区学院路1号',
  province: { code: '11', name: '北京市' },
  city: { code: '1101', name: '市辖区' },
  district: { code: '110108', name: '海淀区' },
  postalCode: '100083',
  contactPerson: '李雷',
  phone: '13912345678',
  licenceFile: FILE,
}

const foreign: ApplicantInput = {
  kind: 'enterprise',
  country: 'SG',
  nameEn: 'Yunshan Technology (Singapore) Pte. Ltd.',
  addressEn: '10 Anson Road, #22-02 International Plaza, Singapore 079903',
  postalCode: '079903',
  contactPerson: 'Tan Wei Ming',
  phone: '+65 6221 8800',
  licenceFile: FILE,
}

/** The issues of some input as { field: key }. */
function issuesOf(input: ApplicantInput): Record<string, string> {
  const values = normalizeApplicant(applicantInputSchema.parse(input))
  return Object.fromEntries(checkApplicant(values, '2026-01-01').map((i) => [i.field, i.message]))
}

describe('check characters', () => {
  it('computes and checks the GB 32100 check character of a credit code', () => {
    expect(usccCheckChar('91440300192203821')).toBe('6') // Huawei Technologies Co., Ltd.
    expect(usccCheckChar('91440300708461136')).toBe('T') // Tencent
    expect(hasValidUsccCheck('914403001922038216')).toBe(true)
    expect(hasValidUsccCheck('914403001922038217')).toBe(false)
    expect(hasValidUsccCheck('91440300MA5FOO0001')).toBe(true) // legacy letters: no check defined
  })

  it('checks an ID card number’s check digit and date of birth', () => {
    expect(idCardCheckChar('11010819900101108')).toBe('X')
    expect(hasValidIdCardCheck('11010819900101108x')).toBe(true)
    expect(hasValidIdCardCheck('110108199001011081')).toBe(false)
    expect(hasValidIdCardCheck('110108199002301235', '2026-01-01')).toBe(false) // 30 February
    expect(
      hasValidIdCardCheck(`11010820990101123${idCardCheckChar('11010820990101123')}`, '2026-01-01'),
    ).toBe(false)
    expect(hasValidIdCardCheck('110108900101123')).toBe(true) // first-generation 15 digits
  })
})

describe('checkApplicant', () => {
  it('accepts complete mainland enterprise, individual and foreign applicants', () => {
    expect(issuesOf(enterprise)).toEqual({})
    expect(issuesOf(person)).toEqual({})
    expect(issuesOf(foreign)).toEqual({})
    expect(issuesOf({ ...person, idType: 'passport', idNumber: 'E12345678' })).toEqual({})
    expect(issuesOf({ ...foreign, kind: 'individual', idType: 'other', idNumber: 'A123456(7)' })).toEqual({})
  })

  const cases: [string, ApplicantInput, string, string][] = [
    ['country missing', { ...enterprise, country: '' }, 'country', 'regApplicants:rules.countryRequired'],
    ['ID type missing', { ...person, idType: '' }, 'idType', 'regApplicants:rules.idTypeRequired'],
    ['ID number missing', { ...person, idNumber: '' }, 'idNumber', 'validation:required'],
    ['ID card of the wrong form', { ...person, idNumber: '1101081990' }, 'idNumber', 'validation:idCard'],
    [
      'ID card check digit wrong',
      { ...person, idNumber: '110108199001011081' },
      'idNumber',
      'regApplicants:rules.idCardCheck',
    ],
    [
      'ID card of a foreigner',
      { ...foreign, kind: 'individual', idType: 'idCard', idNumber: '11010819900101108X' },
      'idNumber',
      'regApplicants:rules.idCardChinaOnly',
    ],
    [
      'passport with punctuation',
      { ...person, idType: 'passport', idNumber: 'E1234-5678' },
      'idNumber',
      'validation:passport',
    ],
    [
      'other document too short',
      { ...person, idType: 'other', idNumber: 'A1' },
      'idNumber',
      'regApplicants:rules.idOther',
    ],
    ['Chinese name missing', { ...enterprise, nameZh: '' }, 'nameZh', 'validation:required'],
    [
      'enterprise name without Chinese',
      { ...enterprise, nameZh: 'Bluewhale Ltd.' },
      'nameZh',
      'validation:chineseNameEnterprise',
    ],
    [
      'enterprise name with a space',
      { ...enterprise, nameZh: '蓝鲸出行 科技有限公司' },
      'nameZh',
      'validation:chineseNameEnterprise',
    ],
    [
      'individual name with Latin letters',
      { ...person, nameZh: '李Lei' },
      'nameZh',
      'validation:chineseNameIndividual',
    ],
    [
      'Chinese address in English',
      { ...enterprise, addressZh: 'No. 10 Gaoxin Road' },
      'addressZh',
      'regApplicants:rules.addressZh',
    ],
    [
      'optional English name not English',
      { ...enterprise, nameEn: '蓝鲸' },
      'nameEn',
      'validation:englishText',
    ],
    ['foreign name missing', { ...foreign, nameEn: '' }, 'nameEn', 'validation:required'],
    [
      'foreign name with accents',
      { ...foreign, nameEn: 'Société Lumière' },
      'nameEn',
      'validation:englishText',
    ],
    [
      'foreign address in Chinese',
      { ...foreign, addressEn: '新加坡安顺路10号' },
      'addressEn',
      'validation:englishText',
    ],
    [
      'foreign translation with a space',
      { ...foreign, nameZh: '云杉 新加坡' },
      'nameZh',
      'regApplicants:rules.nameZhTranslation',
    ],
    [
      'province missing',
      { ...enterprise, province: null },
      'province',
      'regApplicants:rules.divisionRequired',
    ],
    [
      'district missing',
      { ...enterprise, district: null },
      'district',
      'regApplicants:rules.divisionRequired',
    ],
    [
      'district of another city',
      { ...enterprise, district: { code: '440106', name: '天河区' } },
      'district',
      'regApplicants:rules.divisionMismatch',
    ],
    ['mainland postal code missing', { ...enterprise, postalCode: '' }, 'postalCode', 'validation:required'],
    [
      'mainland postal code of 5 digits',
      { ...enterprise, postalCode: '51806' },
      'postalCode',
      'validation:zipCode',
    ],
    [
      'foreign postal code with symbols',
      { ...foreign, postalCode: '07#903' },
      'postalCode',
      'regApplicants:rules.foreignPostal',
    ],
    ['contact person missing', { ...enterprise, contactPerson: '' }, 'contactPerson', 'validation:required'],
    [
      'contact person too long',
      { ...enterprise, contactPerson: '冯'.repeat(51) },
      'contactPerson',
      'regApplicants:rules.contactTooLong',
    ],
    ['phone missing', { ...enterprise, phone: '' }, 'phone', 'validation:required'],
    ['mainland phone with letters', { ...enterprise, phone: '0755-ABC' }, 'phone', 'validation:contactPhone'],
    [
      'foreign phone with letters',
      { ...foreign, phone: '+65 CALL NOW' },
      'phone',
      'regApplicants:rules.intlPhone',
    ],
    [
      'email without a dotted domain',
      { ...enterprise, email: 'legal@localhost' },
      'email',
      'validation:email',
    ],
    [
      'licence address missing',
      { ...enterprise, licenceAddress: '' },
      'licenceAddress',
      'validation:required',
    ],
    ['credit code missing', { ...enterprise, uscc: '' }, 'uscc', 'validation:required'],
    ['credit code of the wrong form', { ...enterprise, uscc: '9144030019220382' }, 'uscc', 'validation:uscc'],
    [
      'credit code check wrong',
      { ...enterprise, uscc: '914403001922038217' },
      'uscc',
      'regApplicants:rules.usccCheck',
    ],
    [
      'licence missing',
      { ...enterprise, licenceFile: null },
      'licenceFile',
      'regApplicants:rules.licenceRequired',
    ],
    [
      'certificate missing',
      { ...foreign, licenceFile: null },
      'licenceFile',
      'regApplicants:rules.incorporationRequired',
    ],
    [
      'ID document missing',
      { ...person, licenceFile: null },
      'licenceFile',
      'regApplicants:rules.idDocumentRequired',
    ],
    ['name too long', { ...foreign, nameEn: 'A'.repeat(121) }, 'nameEn', 'regApplicants:rules.nameTooLong'],
  ]
  for (const [what, input, field, key] of cases) {
    it(`refuses ${what}`, () => {
      expect(issuesOf(input)[field]).toBe(key)
    })
  }

  it('asks mainland applicants of Madrid and overseas filings for English names and addresses', () => {
    const values = normalizeApplicant(
      applicantInputSchema.parse({ ...enterprise, nameEn: '', addressEn: '' }),
    )
    expect(checkApplicant(values)).toEqual([])
    expect(checkApplicant(values, undefined, { englishRequired: true })).toEqual([
      { field: 'nameEn', message: 'regApplicants:rules.englishForFiling' },
      { field: 'addressEn', message: 'regApplicants:rules.englishForFiling' },
    ])
  })

  it('does not ask a foreign applicant for mainland-only fields', () => {
    expect(issuesOf({ ...foreign, postalCode: '', uscc: '', licenceAddress: '', province: null })).toEqual({})
  })
})

describe('normalisation and the form schema', () => {
  it('converts full-width input to half-width before checking, but keeps the licence’s brackets', () => {
    const result = applicantFormSchema.safeParse({
      ...enterprise,
      uscc: '９１４４０３００１９２２０３８２１６',
      postalCode: '５１８０６３',
      phone: '０７５５－２６７１８８９９',
      email: ' legal@bluewhale-mobility.com ',
      nameEn: 'Bluewhale　Mobility Technology (Shenzhen) Co., Ltd.',
    })
    expect(result.success).toBe(true)
    expect(result.data).toMatchObject({
      uscc: '914403001922038216',
      postalCode: '518063',
      phone: '0755-26718899',
      email: 'legal@bluewhale-mobility.com',
      nameEn: 'Bluewhale Mobility Technology (Shenzhen) Co., Ltd.',
      nameZh: '蓝鲸出行科技（深圳）有限公司',
    })
  })

  it('reports each rule on its field for the form', () => {
    const result = applicantFormSchema.safeParse({ ...enterprise, postalCode: '1', uscc: '' })
    expect(result.success).toBe(false)
    const byField = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]))
    expect(byField).toEqual({ postalCode: 'validation:zipCode', uscc: 'validation:required' })
  })

  it('drops what does not apply to the kind and country', () => {
    const values = normalizeApplicant(
      applicantInputSchema.parse({ ...foreign, uscc: 'X', province: enterprise.province }),
    )
    expect(values).toMatchObject({ uscc: '', province: null, idType: '', idNumber: '' })
  })
})

const applicant = (id: string, extra: Partial<Applicant> = {}): Applicant => ({
  applicantId: id,
  kind: 'enterprise',
  idType: null,
  idNumber: '',
  country: 'CN',
  nameZh: `申请人${id}有限公司`,
  nameEn: `Applicant ${id} Co., Ltd.`,
  addressZh: '',
  addressEn: 'Somewhere',
  province: null,
  city: null,
  district: null,
  postalCode: '',
  contactPerson: '',
  phone: '',
  email: '',
  licenceAddress: '',
  uscc: `USCC${id}`,
  licenceFile: null,
  isDefault: false,
  ...extra,
})

describe('choosing applicants', () => {
  const main = applicant('a0')
  const selection = (joints: number): ApplicantsSelection => ({
    main,
    joint: Array.from({ length: joints }, (_, i) => applicant(`j${i}`)),
  })

  it('knows the same party by record, credit code, ID number or name', () => {
    expect(sameParty(main, main)).toBe('record')
    expect(sameParty(main, applicant('b', { uscc: main.uscc }))).toBe('uscc')
    expect(sameParty(main, applicant('b', { nameZh: main.nameZh }))).toBe('name')
    const p = applicant('p', {
      kind: 'individual',
      idType: 'idCard',
      idNumber: '11010819900101108X',
      uscc: '',
    })
    expect(sameParty(p, { ...p, applicantId: 'q', nameZh: '', nameEn: '' })).toBe('idNumber')
    expect(sameParty(main, applicant('c'))).toBeNull()
  })

  it('allows the applicant plus joint applicants up to 10 and refuses the 11th', () => {
    expect(refuseApplicant(selection(8), applicant('new'), { role: 'joint' }, 'mainland')).toBeNull()
    expect(
      refuseApplicant(selection(MAX_APPLICANTS - 1), applicant('new'), { role: 'joint' }, 'mainland'),
    ).toEqual({
      reason: 'tooMany',
    })
    // Replacing a joint applicant keeps the count.
    expect(
      refuseApplicant(selection(9), applicant('new'), { role: 'joint', index: 3 }, 'mainland'),
    ).toBeNull()
    expect(refuseApplicant(selection(9), applicant('new'), { role: 'main' }, 'mainland')).toBeNull()
  })

  it('refuses duplicates, naming who is already there', () => {
    const full = selection(2)
    expect(refuseApplicant(full, main, { role: 'joint' }, 'hk')).toEqual({
      reason: 'duplicateMain',
      other: main,
    })
    const twin = applicant('x', { uscc: full.joint[1]!.uscc })
    expect(refuseApplicant(full, twin, { role: 'main' }, 'hk')).toEqual({
      reason: 'duplicateJoint',
      other: full.joint[1],
    })
    expect(refuseApplicant(full, full.joint[0]!, { role: 'joint', index: 0 }, 'hk')).toBeNull()
  })

  it('keeps Madrid to mainland applicants and asks Madrid and global filings for English', () => {
    const sg = applicant('sg', { country: 'SG', nameZh: '', uscc: '' })
    expect(refuseApplicant(selection(0), sg, { role: 'joint' }, 'madrid')).toEqual({
      reason: 'madridDomicile',
    })
    expect(refuseApplicant(selection(0), sg, { role: 'joint' }, 'global')).toBeNull()
    expect(regionApplicantIssue('madrid', sg)).toBe('regApplicants:region.madridDomicile')
    expect(regionApplicantIssue('global', applicant('z', { nameEn: '' }))).toBe(
      'regApplicants:region.englishNeeded',
    )
    expect(regionApplicantIssue('mainland', applicant('z', { nameEn: '' }))).toBeNull()
  })
})
