import { describe, expect, it } from 'vitest'
import {
  applicationNoProblem,
  caseEventSchema,
  caseFormSchema,
  changedFields,
  emptyCaseFields,
  isCaseOffice,
  isReference,
  registrationNoProblem,
  type CaseFields,
} from './case-rules'

const TODAY = '2026-11-27'

const valid = (over: Partial<CaseFields> = {}): CaseFields => ({
  ...emptyCaseFields(),
  markName: '云杉',
  applicationNo: '35126478',
  classes: ['09', '35'],
  goods: { '09': ['计算机程序'] },
  applicant: '云杉科技有限公司',
  filingDate: '2020-03-02',
  ...over,
})

/** The messages of the form's issues, by field. */
function issues(fields: CaseFields, today = TODAY) {
  const result = caseFormSchema(today).safeParse(fields)
  if (result.success) return {}
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]))
}

describe('the case form rules', () => {
  it('accepts a complete China case and trims what was typed', () => {
    const parsed = caseFormSchema(TODAY).parse(valid({ markName: '  云杉  ', reference: 'YS-2020-01' }))
    expect(parsed.markName).toBe('云杉')
  })

  it('requires the mark name, the applicant and a class', () => {
    expect(issues(valid({ markName: ' ', applicant: '', classes: [], goods: {} }))).toEqual({
      markName: 'validation:required',
      applicant: 'validation:required',
      classes: 'validation:caseClassesRequired',
    })
  })

  it('checks the numbers by office: CNIPA digits, Hong Kong 9–12 digits, a Madrid IR 6–7 digits', () => {
    expect(applicationNoProblem('CN', '3512647A')).toBe('validation:caseApplicationNoChina')
    expect(applicationNoProblem('CN', '')).toBe('validation:required')
    expect(applicationNoProblem('HK', '305123456')).toBeNull()
    expect(applicationNoProblem('HK', '3051')).toBe('validation:caseApplicationNoHongKong')
    expect(applicationNoProblem('WIPO', '')).toBeNull()
    expect(applicationNoProblem('US', 'US 9712')).toBe('validation:caseNumberFormat')
    expect(applicationNoProblem('US', '97123456')).toBeNull()
    expect(registrationNoProblem('WIPO', '1523456')).toBeNull()
    expect(registrationNoProblem('WIPO', '15234')).toBe('validation:caseIrNumber')
    expect(registrationNoProblem('WIPO', '15234567')).toBe('validation:caseIrNumber')
    expect(registrationNoProblem('CN', '')).toBeNull()
    expect(registrationNoProblem('CN', 'R123456')).toBe('validation:caseRegistrationNoChina')
  })

  it('refuses a class outside 01–45, a repeated class and goods under a class not chosen', () => {
    expect(issues(valid({ classes: ['46'], goods: {} }))).toEqual({ 'classes.0': 'validation:niceRange' })
    expect(issues(valid({ classes: ['09', '09'], goods: {} }))).toEqual({
      classes: 'validation:caseClassesRepeated',
    })
    expect(issues(valid({ goods: { '25': ['服装'] } }))).toEqual({ goods: 'validation:caseGoodsClass' })
  })

  it('refuses a date after today and a registration before the filing', () => {
    expect(issues(valid({ filingDate: '2026-11-28' }))).toEqual({ filingDate: 'validation:caseDateFuture' })
    expect(issues(valid({ filingDate: TODAY }))).toEqual({})
    expect(issues(valid({ registrationNo: '35126478', registrationDate: '2019-01-01' }))).toEqual({
      registrationDate: 'validation:caseRegistrationBeforeFiling',
    })
    expect(issues(valid({ registrationDate: '2021-01-01' }))).toEqual({
      registrationNo: 'validation:caseRegistrationNoMissing',
    })
    expect(issues(valid({ filingDate: '2020-02-30' }))).toEqual({ filingDate: 'validation:date' })
  })

  it('asks a Madrid case for designations and refuses them elsewhere', () => {
    const madrid = valid({ office: 'WIPO', applicationNo: '', registrationNo: '1523456' })
    expect(issues(madrid)).toEqual({ designations: 'validation:caseDesignations' })
    expect(issues({ ...madrid, designations: ['US', 'EM'] })).toEqual({})
    expect(issues(valid({ designations: ['US'] }))).toEqual({
      designations: 'validation:caseDesignationsMadrid',
    })
  })

  it('knows the offices and references', () => {
    expect(['CN', 'HK', 'WIPO', 'US'].every(isCaseOffice)).toBe(true)
    expect(['cn', 'USA', '', 'W1'].some(isCaseOffice)).toBe(false)
    expect(isReference('')).toBe(true)
    expect(isReference('YS-2020/01_a.b')).toBe(true)
    expect(isReference('YS 01')).toBe(false)
    expect(isReference('<b>')).toBe(false)
    expect(isReference('A'.repeat(41))).toBe(false)
    expect(issues(valid({ reference: 'a b' }))).toEqual({ reference: 'validation:caseReference' })
  })

  it('names the fields an update changed', () => {
    const before = caseFormSchema(TODAY).parse(valid())
    expect(changedFields(before, { ...before })).toEqual([])
    expect(changedFields(before, { ...before, agent: 'X', classes: ['09'] })).toEqual(['classes', 'agent'])
  })
})

describe('a recorded status event', () => {
  const schema = caseEventSchema(TODAY)

  it('takes a known event on a day up to today with a short note', () => {
    expect(schema.parse({ code: 'renewed', date: TODAY })).toEqual({ code: 'renewed', date: TODAY, note: '' })
  })

  it('refuses a future day, an unknown code and a long note', () => {
    const messages = (body: object) => schema.safeParse(body).error?.issues.map((i) => i.message)
    expect(messages({ code: 'renewed', date: '2026-11-28' })).toEqual(['validation:caseDateFuture'])
    expect(messages({ code: 'won', date: TODAY })).toEqual(['validation:caseEventCode'])
    expect(messages({ code: 'refused', date: TODAY, note: 'x'.repeat(501) })).toEqual([
      'validation:reasonTooLong',
    ])
    expect(messages({ code: 'refused', date: '' })).toEqual(['validation:required'])
  })
})
