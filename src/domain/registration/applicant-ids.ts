/**
 * Check characters of the two identity numbers an applicant carries: the unified social credit code of an
 * organisation (GB 32100-2015) and the resident ID card number of a person (GB 11643-1999). The §5 patterns
 * (isUscc, isIdCard) check the form; these catch the typo that keeps the form but breaks the number, which
 * CNIPA's system refuses at filing.
 */

import { businessToday } from '../clock'

/** GB 32100-2015: the 31 characters of the code, in the order of their values 0–30. */
const USCC_CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY'
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]

/** The check character (18th) of a unified social credit code from its first 17 characters; null when not computable. */
export function usccCheckChar(first17: string): string | null {
  if (first17.length !== 17) return null
  let sum = 0
  for (let i = 0; i < 17; i += 1) {
    const value = USCC_CHARSET.indexOf(first17[i] ?? '')
    if (value < 0) return null
    sum += value * (USCC_WEIGHTS[i] ?? 0)
  }
  return USCC_CHARSET[(31 - (sum % 31)) % 31] ?? null
}

/**
 * Whether the 18th character of a code matches its check character. Codes converted from a legacy
 * organisation code may carry letters outside the GB 32100 set, for which no check character is defined:
 * those are accepted on their form alone (isUscc).
 */
export function hasValidUsccCheck(code: string): boolean {
  const upper = code.toUpperCase()
  if (upper.length !== 18) return false
  const expected = usccCheckChar(upper.slice(0, 17))
  return expected === null || expected === upper[17]
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
const ID_CHECK = '10X98765432'

/** The check character (18th) of a resident ID card number from its first 17 digits (ISO 7064 MOD 11-2). */
export function idCardCheckChar(first17: string): string | null {
  if (!/^\d{17}$/.test(first17)) return null
  let sum = 0
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * (ID_WEIGHTS[i] ?? 0)
  return ID_CHECK[sum % 11] ?? null
}

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/**
 * A resident ID card number that can exist: an 18-character number with a real date of birth (from 1900,
 * not in the future) and the right check character, or a first-generation 15-digit number with a real date.
 */
export function hasValidIdCardCheck(value: string, today = businessToday()): boolean {
  const id = value.toUpperCase()
  if (/^\d{15}$/.test(id)) {
    return isRealDate(1900 + Number(id.slice(6, 8)), Number(id.slice(8, 10)), Number(id.slice(10, 12)))
  }
  if (!/^\d{17}[\dX]$/.test(id)) return false
  const year = Number(id.slice(6, 10))
  const month = Number(id.slice(10, 12))
  const day = Number(id.slice(12, 14))
  if (year < 1900 || !isRealDate(year, month, day)) return false
  if (`${id.slice(6, 10)}-${id.slice(10, 12)}-${id.slice(12, 14)}` > today) return false
  return idCardCheckChar(id.slice(0, 17)) === id[17]
}
