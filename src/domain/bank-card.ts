import { z } from 'zod'
import type { MessageKey } from './message-key'
import { isChineseName, isMobile, toHalfWidth } from './validation'

/**
 * Bank-card rules shared by the add-card form and the mock server. Only the last four digits and a masked
 * number are ever kept; the full number and the CVV are checked and then dropped.
 */
export const BANKS = {
  ICBC: { zh: '中国工商银行', en: 'Industrial and Commercial Bank of China (ICBC)' },
  CCB: { zh: '中国建设银行', en: 'China Construction Bank (CCB)' },
  ABC: { zh: '中国农业银行', en: 'Agricultural Bank of China (ABC)' },
  BOC: { zh: '中国银行', en: 'Bank of China (BOC)' },
  BOCOM: { zh: '交通银行', en: 'Bank of Communications (BOCOM)' },
  CMB: { zh: '招商银行', en: 'China Merchants Bank (CMB)' },
  PSBC: { zh: '中国邮政储蓄银行', en: 'Postal Savings Bank of China (PSBC)' },
  CITIC: { zh: '中信银行', en: 'China CITIC Bank' },
  SPDB: { zh: '浦发银行', en: 'Shanghai Pudong Development Bank (SPDB)' },
  CIB: { zh: '兴业银行', en: 'Industrial Bank (CIB)' },
} as const satisfies Record<string, { zh: string; en: string }>

export type BankCode = keyof typeof BANKS
export const BANK_CODES = Object.keys(BANKS) as [BankCode, ...BankCode[]]

export const CARD_TYPES = ['debit', 'credit'] as const
export type CardType = (typeof CARD_TYPES)[number]

/** Strips the spaces and dashes people type between digit groups (full-width digits become half-width). */
export const normalizeCardNumber = (value: string): string => toHalfWidth(value).replace(/[\s-]/g, '')

/** The Luhn (mod 10) check digit test that every UnionPay, Visa and Mastercard number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}

/** A card number: 16–19 digits (spaces and dashes allowed between groups) with a valid Luhn check digit. */
export function isCardNumber(value: string): boolean {
  const digits = normalizeCardNumber(value)
  return /^\d{16,19}$/.test(digits) && passesLuhn(digits)
}

const EXPIRY = /^(0[1-9]|1[0-2])\/(\d{2})$/

/** Expiry written MM/YY, as printed on the card. */
export const isCardExpiryFormat = (value: string): boolean => EXPIRY.test(value.trim())

/** A card is valid until the end of its expiry month, so MM/YY of this month still passes. */
export function isCardExpiryFuture(value: string, today: string): boolean {
  const match = EXPIRY.exec(value.trim())
  if (!match) return false
  const expiry = `20${match[2]}-${match[1]}`
  return expiry >= today.slice(0, 7)
}

/** The three digits on the back of a credit card. */
export const isCvv = (value: string): boolean => /^\d{3}$/.test(value.trim())

const ENGLISH_HOLDER = /^[A-Za-z]+(?:[ .'-][A-Za-z]+)*$/

/** The name on the card: a Chinese name (with · between parts) or a Latin-letter name, 2–40 characters. */
export function isCardHolderName(value: string): boolean {
  const name = value.trim()
  if (name.length < 2 || name.length > 40) return false
  return isChineseName(name, 'individual') || ENGLISH_HOLDER.test(name)
}

/** How a stored card is shown: only the last four digits. */
export const maskCardNumber = (last4: string): string => `**** **** **** ${last4}`

/** A reserved mobile shown as 138****5678. */
export const maskMobile = (mobile: string): string =>
  mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile

/** The messages of the card rules (the `benefits` namespace holds the words). */
export const CARD_RULES = {
  required: 'validation:required',
  cardNumber: 'benefits:rules.cardNumber',
  holderName: 'benefits:rules.holderName',
  bank: 'benefits:rules.bank',
  cardType: 'benefits:rules.cardType',
  mobile: 'benefits:rules.mobile',
  expiryFormat: 'benefits:rules.expiryFormat',
  expiryPast: 'benefits:rules.expiryPast',
  cvv: 'benefits:rules.cvv',
} as const satisfies Record<string, MessageKey>

const required = z.string().trim().min(1, { error: CARD_RULES.required, abort: true })

/**
 * The add-card form and the createOrUpdateBankCard body. With `today`, a credit card's expiry must not have
 * passed; without it only the MM/YY form is checked (the server then checks the date on its own clock).
 * With `id` (an update), the card number and CVV may be left empty to keep the stored card.
 */
export function bankCardSchema(today?: string) {
  return z
    .object({
      id: z.string().optional(),
      bankCode: z.enum(BANK_CODES, { error: CARD_RULES.bank }),
      cardType: z.enum(CARD_TYPES, { error: CARD_RULES.cardType }),
      cardNumber: z.string().default(''),
      holderName: required.refine(isCardHolderName, { error: CARD_RULES.holderName }),
      mobile: required.refine(isMobile, { error: CARD_RULES.mobile }),
      expiry: z.string().default(''),
      cvv: z.string().default(''),
      isDefault: z.boolean().default(false),
    })
    .superRefine(
      (card, ctx) => {
        // Runs even when other fields failed (see `when`), so values may still be of the wrong type.
        const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')
        const [number, expiry, cvv] = [text(card.cardNumber), text(card.expiry), text(card.cvv)]
        const isNew = !card.id
        const issue = (path: string, message: MessageKey) =>
          ctx.addIssue({ code: 'custom', path: [path], message, input: card })
        if (isNew || number !== '') {
          if (number === '') issue('cardNumber', CARD_RULES.required)
          else if (!isCardNumber(number)) issue('cardNumber', CARD_RULES.cardNumber)
        }
        if (card.cardType !== 'credit') return
        if (expiry === '') issue('expiry', CARD_RULES.required)
        else if (!isCardExpiryFormat(expiry)) issue('expiry', CARD_RULES.expiryFormat)
        else if (today && !isCardExpiryFuture(expiry, today)) issue('expiry', CARD_RULES.expiryPast)
        if (isNew || cvv !== '') {
          if (cvv === '') issue('cvv', CARD_RULES.required)
          else if (!isCvv(cvv)) issue('cvv', CARD_RULES.cvv)
        }
      },
      // Every field's message shows at once, not only after the others are fixed.
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    )
}

export type BankCardInput = z.input<ReturnType<typeof bankCardSchema>>
