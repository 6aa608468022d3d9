import { describe, expect, it } from 'vitest'
import {
  accountRules,
  agreeRules,
  captchaError,
  captchaRules,
  companyNameRules,
  confirmPasswordRules,
  newPasswordRules,
  smsCodeRules,
  trimmed,
} from './auth-rules'
import { validateAuthSearch } from '../../domain/auth-search'

describe('auth rules', () => {
  it('names the rule the user was following for the account', () => {
    expect(accountRules.required).toBe('validation:required')
    expect(accountRules.validate('1380013')).toBe('validation:mobile')
    expect(accountRules.validate('13800138000')).toBe(true)
    expect(accountRules.validate('demo@')).toBe('validation:email')
    expect(accountRules.validate('demo@example.com')).toBe(true)
  })

  it('checks captcha, SMS code and password formats with the schema keys', () => {
    expect(captchaRules.validate?.('ab')).toBe('validation:captcha')
    expect(captchaRules.validate?.('aB3d')).toBe(true)
    expect(smsCodeRules.validate?.('12345')).toBe('validation:smsCode')
    expect(smsCodeRules.validate?.('123456')).toBe(true)
    expect(newPasswordRules.validate?.('abcdefgh')).toBe('validation:password')
    expect(newPasswordRules.validate?.('abcdefg1')).toBe(true)
    expect(trimmed('  a b ')).toBe('a b')
  })

  it('compares the confirmation with the named password field', () => {
    const rules = confirmPasswordRules('newPassword')
    expect(rules.validate('Fresh5678', { newPassword: 'Fresh5679' })).toBe('validation:passwordMismatch')
    expect(rules.validate('Fresh5678', { newPassword: 'Fresh5678' })).toBe(true)
  })

  it('requires a company name for corporate accounts only', () => {
    expect(companyNameRules.validate('', { accountType: 'individual' })).toBe(true)
    expect(companyNameRules.validate('', { accountType: 'agency' })).toBe('validation:required')
    expect(companyNameRules.validate('ACME Ltd', { accountType: 'agency' })).toBe(true)
    expect(companyNameRules.validate('ACME Ltd', { accountType: 'enterprise' })).toBe(
      'validation:chineseNameEnterprise',
    )
    expect(companyNameRules.validate('北京某某科技有限公司', { accountType: 'enterprise' })).toBe(true)
    expect(agreeRules.validate(false)).toBe('auth:register.agreeRequired')
    expect(agreeRules.validate(true)).toBe(true)
  })

  it('checks the captcha before an SMS code is sent', () => {
    expect(captchaError('', 'ab12')).toBe('auth:captcha.failed')
    expect(captchaError('id', ' ')).toBe('validation:required')
    expect(captchaError('id', 'ab')).toBe('validation:captcha')
    expect(captchaError('id', 'ab12')).toBeNull()
  })
})

describe('validateAuthSearch', () => {
  it('keeps a known tab and a string return path only', () => {
    expect(validateAuthSearch({ tab: 'sms', redirect: '/orders' })).toEqual({
      tab: 'sms',
      redirect: '/orders',
    })
    expect(validateAuthSearch({ tab: 'other', redirect: 42, extra: 'x' })).toEqual({})
  })

  it('keeps why the user was sent to sign in only when the session ended', () => {
    expect(
      validateAuthSearch({ reason: 'expired', redirect: '/HK/registerNew/payment?draftId=d-1' }),
    ).toEqual({
      reason: 'expired',
      redirect: '/HK/registerNew/payment?draftId=d-1',
    })
    expect(validateAuthSearch({ reason: 'whatever' })).toEqual({})
  })
})
