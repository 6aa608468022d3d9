import { describe, expect, it } from 'vitest'
import { maskContact, maskEmail, maskMobile } from './contact-mask'

describe('contact masks', () => {
  it('shows the first three and last four digits of a mobile number', () => {
    expect(maskMobile('13800138000')).toBe('138****8000')
    expect(maskContact('18612345678')).toBe('186****5678')
  })

  it('shows the first letter and the domain of an e-mail address', () => {
    expect(maskEmail('demo@example.com')).toBe('d***@example.com')
    expect(maskContact('wang.jg@mail.example.cn')).toBe('w***@mail.example.cn')
  })

  it('leaves an empty contact empty and a value it cannot read as it is', () => {
    expect(maskContact('')).toBe('')
    expect(maskEmail('@example.com')).toBe('@example.com')
    expect(maskMobile('12345')).toBe('12345')
  })
})
