import { describe, expect, it } from 'vitest'
import {
  bankCardSchema,
  isCardExpiryFuture,
  isCardHolderName,
  isCardNumber,
  maskMobile,
  passesLuhn,
} from './bank-card'

const messages = (input: object, today?: string) => {
  const result = bankCardSchema(today).safeParse(input)
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]))
}

const debit = {
  bankCode: 'CMB',
  cardType: 'debit',
  cardNumber: '6214 8300 1234 5673',
  holderName: 'WANG JIANGUO',
  mobile: '13800138000',
}

describe('bank-card rules', () => {
  it('checks the Luhn digit and 16–19 digits, allowing spaces and dashes', () => {
    expect(passesLuhn('4111111111111111')).toBe(true)
    expect(passesLuhn('4111111111111112')).toBe(false)
    expect(isCardNumber('6214 8300 1234 5673')).toBe(true)
    expect(isCardNumber('6214-8300-1234-5673')).toBe(true)
    expect(isCardNumber('６２１４８３００１２３４５６７３')).toBe(true)
    expect(isCardNumber('6214830012345674')).toBe(false)
    expect(isCardNumber('79927398713')).toBe(false) // Luhn-valid but too short
    expect(isCardNumber('62148300123456abc')).toBe(false)
  })

  it('accepts an expiry up to the end of its month', () => {
    expect(isCardExpiryFuture('11/26', '2026-11-30')).toBe(true)
    expect(isCardExpiryFuture('10/26', '2026-11-01')).toBe(false)
    expect(isCardExpiryFuture('01/27', '2026-11-22')).toBe(true)
    expect(isCardExpiryFuture('1/27', '2026-11-22')).toBe(false)
  })

  it('accepts Chinese and Latin holder names only', () => {
    expect(isCardHolderName('陈晓雨')).toBe(true)
    expect(isCardHolderName("Mary-Jane O'Neil")).toBe(true)
    expect(isCardHolderName('王 1')).toBe(false)
    expect(isCardHolderName('X')).toBe(false)
    expect(maskMobile('15021234567')).toBe('150****4567')
  })

  it('gives each field its own message key, and asks credit cards for expiry and CVV', () => {
    expect(messages(debit)).toEqual({})
    expect(messages({ ...debit, cardNumber: '', mobile: '14700000000', bankCode: '' })).toEqual({
      cardNumber: 'validation:required',
      mobile: 'benefits:rules.mobile',
      bankCode: 'benefits:rules.bank',
    })
    expect(messages({ ...debit, cardType: 'credit' })).toEqual({
      expiry: 'validation:required',
      cvv: 'validation:required',
    })
    expect(messages({ ...debit, cardType: 'credit', expiry: '8/29', cvv: '12' })).toEqual({
      expiry: 'benefits:rules.expiryFormat',
      cvv: 'benefits:rules.cvv',
    })
    expect(messages({ ...debit, cardType: 'credit', expiry: '08/25', cvv: '123' }, '2026-11-22')).toEqual({
      expiry: 'benefits:rules.expiryPast',
    })
    // Without a day (the server's schema) only the form is checked; the handler judges the date.
    expect(messages({ ...debit, cardType: 'credit', expiry: '08/25', cvv: '123' })).toEqual({})
    // An update may leave number and CVV empty to keep the stored card.
    expect(messages({ ...debit, id: 'card-1', cardNumber: '', cardType: 'credit', expiry: '08/29' })).toEqual(
      {},
    )
  })
})
