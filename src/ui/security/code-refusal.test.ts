import { describe, expect, it } from 'vitest'
import { BusinessError } from '../../api/client'
import { clockText, secondsUntil } from '../kit/use-countdown'
import { lockedUntilOf, refusalField, serverFieldOf } from './code-refusal'

describe('code refusals', () => {
  it('reads a lock as the moment it ends, and nothing else as a lock', () => {
    expect(lockedUntilOf({ reason: 'locked', lockedFor: 900 }, 1_000)).toBe(901_000)
    expect(lockedUntilOf({ retryAfter: 45 }, 1_000)).toBeNull()
    expect(lockedUntilOf({ lockedFor: 0 }, 1_000)).toBeNull()
    expect(lockedUntilOf(null)).toBeNull()
  })

  it('shows a refusal under the field the server names, the rest above the form', () => {
    expect(refusalField({ field: 'smsCode' })).toBe('code')
    expect(refusalField({ field: 'code' })).toBe('code')
    expect(refusalField({ field: 'mobile' })).toBe('target')
    expect(refusalField({ field: 'email' })).toBe('target')
    expect(refusalField({ field: 'verify' })).toBe('form')
    expect(refusalField('not an object')).toBe('form')
  })

  it('finds the field of a business refusal only', () => {
    const refused = new BusinessError({ code: 1001, msg: 'x', data: { field: 'captchaCode' } })
    expect(serverFieldOf(refused)).toBe('captchaCode')
    expect(serverFieldOf(new Error('x'))).toBeUndefined()
  })
})

describe('countdowns', () => {
  it('counts whole seconds up, never below zero', () => {
    expect(secondsUntil(10_500, 10_000)).toBe(1)
    expect(secondsUntil(9_000, 10_000)).toBe(0)
    expect(secondsUntil(null, 10_000)).toBe(0)
  })

  it('writes minutes and seconds, and hours when there are any', () => {
    expect(clockText(900)).toBe('15:00')
    expect(clockText(59)).toBe('00:59')
    expect(clockText(3723)).toBe('1:02:03')
  })
})
