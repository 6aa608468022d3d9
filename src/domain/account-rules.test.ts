import { describe, expect, it } from 'vitest'
import { accountFormSchema, companyNameIssue, isCompanyName, isPersonName } from './account-rules'

describe('account names', () => {
  it('takes Chinese and Latin names with the punctuation names carry', () => {
    for (const name of ['王建国', '克里斯蒂亚诺·罗纳尔多', "Mary-Jane O'Neil Jr.", 'Li Na'])
      expect(isPersonName(name)).toBe(true)
  })
  it('refuses digits, symbols and punctuation alone', () => {
    for (const name of ['王建国2', '<b>Li</b>', 'a@b', '·-.', '张_三']) expect(isPersonName(name)).toBe(false)
  })
  it('takes company names with brackets and digits, refuses markup', () => {
    expect(isCompanyName('上海云杉（集团）有限公司')).toBe(true)
    expect(isCompanyName('3M China Co., Ltd.')).toBe(true)
    expect(isCompanyName('华信<b>')).toBe(false)
    expect(isCompanyName('123')).toBe(false)
  })
})

describe('companyNameIssue', () => {
  it('requires a Chinese name without spaces of an enterprise', () => {
    expect(companyNameIssue('enterprise', '')).toBe('validation:required')
    expect(companyNameIssue('enterprise', 'Yunshan Tech')).toBe('validation:chineseNameEnterprise')
    expect(companyNameIssue('enterprise', '上海 云杉')).toBe('validation:chineseNameEnterprise')
    expect(companyNameIssue('enterprise', '上海云杉智能科技有限公司')).toBeUndefined()
  })
  it('lets an agency use English but not symbols, and limits the length', () => {
    expect(companyNameIssue('agency', 'Huaxin IP (Beijing)')).toBeUndefined()
    expect(companyNameIssue('agency', '华信<b>')).toBe('validation:companyName')
    expect(companyNameIssue('agency', '公'.repeat(101))).toBe('validation:companyNameTooLong')
    expect(companyNameIssue('agency', '公'.repeat(100))).toBeUndefined()
  })
  it('gives an individual no company name', () => {
    expect(companyNameIssue('individual', '')).toBeUndefined()
    expect(companyNameIssue('individual', '陈晓雨工作室')).toBe('validation:noCompanyForIndividual')
  })
})

describe('accountFormSchema', () => {
  const form = {
    name: ' 王建国 ',
    nameEn: 'Jianguo Wang',
    gender: 'male',
    currency: 'USD',
    companyName: '上海云杉智能科技有限公司',
    companyNameEn: '',
  } as const
  const messages = (kind: 'enterprise' | 'individual', values: object) => {
    const result = accountFormSchema(kind).safeParse({ ...form, ...values })
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]))
  }

  it('accepts a valid form, trimmed', () => {
    expect(accountFormSchema('enterprise').parse(form).name).toBe('王建国')
  })
  it('reports each field with its message', () => {
    expect(
      messages('enterprise', { name: '', nameEn: '王', companyName: 'ACME', companyNameEn: '云杉' }),
    ).toEqual({
      name: 'validation:required',
      nameEn: 'validation:englishText',
      companyName: 'validation:chineseNameEnterprise',
      companyNameEn: 'validation:englishText',
    })
    expect(messages('enterprise', { name: 'n'.repeat(51) })).toEqual({ name: 'validation:nameTooLong' })
  })
  it('refuses company names on an individual account', () => {
    expect(messages('individual', { companyNameEn: 'Studio' })).toEqual({
      companyName: 'validation:noCompanyForIndividual',
      companyNameEn: 'validation:noCompanyForIndividual',
    })
    expect(messages('individual', { companyName: '', companyNameEn: '' })).toEqual({})
  })
})
