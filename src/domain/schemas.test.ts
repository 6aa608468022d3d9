import { describe, it, expect } from 'vitest'
import type { z } from 'zod'
import {
  captchaField,
  contactPhoneField,
  dateRangeSchema,
  emailField,
  emptyOr,
  enterpriseNameField,
  mobileField,
  niceClassesField,
  passwordPairSchema,
  plainTextField,
  requiredString,
  smsCodeField,
  telephoneField,
  uscc,
  viennaCodesField,
} from './schemas'

const messages = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value)
  return result.success ? [] : result.error.issues.map((issue) => issue.message)
}

describe('requiredString', () => {
  it('rejects blank input with the required key and trims valid input', () => {
    expect(messages(requiredString, '   ')).toEqual(['validation:required'])
    expect(requiredString.parse('  a ')).toBe('a')
  })
})

describe('field schemas', () => {
  it('report the required key for blank input, not the format key', () => {
    expect(messages(mobileField, '')).toEqual(['validation:required'])
  })
  it.each([
    [mobileField, '13812345678', '14712345678', 'validation:mobile'],
    [telephoneField, '010-12345678', '12345', 'validation:telephone'],
    [contactPhoneField, '13812345678', '12345', 'validation:contactPhone'],
    [emailField, 'a@b.cn', 'a@b', 'validation:email'],
    [uscc, '91350100M000100Y43', '91350100M000100Y4', 'validation:uscc'],
    [captchaField, 'a1B2', 'a1B', 'validation:captcha'],
    [smsCodeField, '123456', '12345a', 'validation:smsCode'],
    [enterpriseNameField, '某某公司', 'ACME', 'validation:chineseNameEnterprise'],
  ] as const)(
    '%#: accepts a valid value and rejects an invalid one with its key',
    (schema, good, bad, key) => {
      expect(schema.safeParse(good).success).toBe(true)
      expect(messages(schema, bad)).toEqual([key])
    },
  )
  it('validates the trimmed value', () => {
    expect(mobileField.parse(' 13812345678 ')).toBe('13812345678')
  })
  it('plainTextField allows empty text but not special characters', () => {
    expect(plainTextField.safeParse('').success).toBe(true)
    expect(messages(plainTextField, 'a$')).toEqual(['validation:specialCharacters'])
  })
})

describe('emptyOr', () => {
  const optionalTelephone = emptyOr(telephoneField)
  it('accepts blank input', () => {
    expect(optionalTelephone.safeParse('').success).toBe(true)
    expect(optionalTelephone.safeParse('  ').success).toBe(true)
  })
  it('keeps the wrapped field key for invalid input', () => {
    expect(optionalTelephone.safeParse('010-12345678').success).toBe(true)
    expect(messages(optionalTelephone, '12')).toEqual(['validation:telephone'])
  })
})

describe('list fields', () => {
  it('transform to the parsed list', () => {
    expect(niceClassesField.parse('1;2')).toEqual(['01', '02'])
  })
  it('surface the parser error key', () => {
    expect(messages(niceClassesField, '99')).toEqual(['validation:niceRange'])
    expect(messages(viennaCodesField, '1.1;2.1;3.1;4.1;5.1;6.1')).toEqual(['validation:viennaTooMany'])
  })
})

describe('passwordPairSchema', () => {
  it('accepts matching valid passwords', () => {
    expect(passwordPairSchema.safeParse({ password: 'abcd1234', confirm: 'abcd1234' }).success).toBe(true)
  })
  it('reports a mismatch on confirm', () => {
    const result = passwordPairSchema.safeParse({ password: 'abcd1234', confirm: 'abcd12345' })
    expect(result.success).toBe(false)
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ message: 'validation:passwordMismatch', path: ['confirm'] }),
    ])
  })
  it('reports a weak password on password', () => {
    const result = passwordPairSchema.safeParse({ password: 'abcdefgh', confirm: 'abcdefgh' })
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ message: 'validation:password', path: ['password'] }),
    ])
  })
})

describe('dateRangeSchema', () => {
  it('accepts open and ordered ranges, including a single day', () => {
    expect(dateRangeSchema.safeParse({ from: '', to: '' }).success).toBe(true)
    expect(dateRangeSchema.safeParse({ from: '2024-01-01', to: '' }).success).toBe(true)
    expect(dateRangeSchema.safeParse({ from: '2024-01-01', to: '2024-01-01' }).success).toBe(true)
  })
  it('rejects a reversed range on to', () => {
    const result = dateRangeSchema.safeParse({ from: '2024-01-02', to: '2024-01-01' })
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ message: 'validation:dateRange', path: ['to'] }),
    ])
  })
  it('rejects impossible dates', () => {
    const result = dateRangeSchema.safeParse({ from: '2023-02-29', to: '' })
    expect(result.error?.issues.map((i) => i.message)).toEqual(['validation:date'])
  })
})
