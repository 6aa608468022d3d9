import { VIENNA_CODES_MAX } from './constants'
import type { MessageKey } from './message-key'

/** Result of parsing a multi-value query field. */
export type ParseResult = { ok: true; value: string[] } | { ok: false; error: MessageKey }

const MOBILE = /^1[3578]\d{9}$/
const TELEPHONE = /^(?:\d{3,4}-?)?\d{7,9}$/
const ZIP_CODE = /^\d{6}$/
const FOREIGN_POSTAL = /^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/
const INTL_PHONE = /^\+?\d[\d\s()-]{5,19}$/
// Requires a dot in the domain: "user@localhost" is rejected on purpose.
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/
// §5: a QQ number is 5–13 digits and does not start with 0.
const QQ = /^[1-9]\d{4,12}$/
const ID_CARD = /^(?:\d{15}|\d{17}[\dXx])$/
// Passport numbers vary by country (ICAO only fixes the 9-character MRZ field), so the rule is deliberately
// loose: 5–17 letters/digits. This also covers the Chinese forms E12345678 / EA1234567 / G12345678.
const PASSPORT = /^[A-Za-z0-9]{5,17}$/
// GB 32100-2015: the official 31-character set (digits and capitals without I, O, Z, S, V).
const USCC_GB32100 = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/
// Codes converted from a legacy organisation code (GB 11714, which allows every capital letter) can carry
// I/O/Z/S/V in the organisation-code part; they still start with a registration-authority code
// (1–9, A–G, Y), a category code (1, 2, 3 or 9) and a six-digit administrative division code.
const USCC_LEGACY = /^[1-9A-GY][1239]\d{6}[0-9A-Z]{10}$/
const HAN = /\p{Script=Han}/u
// Transliterated foreign names are written with a middle dot between parts, e.g. 克里斯蒂亚诺·罗纳尔多.
const INDIVIDUAL_NAME = /^\p{Script=Han}+(?:·\p{Script=Han}+)*$/u
const ENGLISH_TEXT = /^[A-Za-z0-9 .,'&()\-/#]+$/
const ALPHANUMERIC = /^[A-Za-z0-9]+$/
const ALLOWED_CHARACTERS = /^[\p{Script=Han}A-Za-z0-9\s+]*$/u

/** Mainland mobile number: 11 digits starting 13, 15, 17 or 18 (14x data-only numbers are not accepted). */
export const isMobile = (value: string): boolean => MOBILE.test(value)

/** Landline: optional 3–4 digit area code (optionally followed by '-') and a 7–9 digit number. */
export const isTelephone = (value: string): boolean => TELEPHONE.test(value)

/** A landline or a mobile number. */
export const isContactPhone = (value: string): boolean => isTelephone(value) || isMobile(value)

/** Six-digit postal code. */
export const isZipCode = (value: string): boolean => ZIP_CODE.test(value)

/** A postal code outside mainland China: 3-10 letters, digits, spaces or hyphens, starting and ending alphanumeric. */
export const isForeignPostalCode = (value: string): boolean => FOREIGN_POSTAL.test(value)

/** A phone number outside mainland China: digits with an optional leading '+', spaces, hyphens, brackets (7-21). */
export const isInternationalPhone = (value: string): boolean => INTL_PHONE.test(value)

/** E-mail address with a dotted domain. */
export const isEmail = (value: string): boolean => EMAIL.test(value)

/** QQ number: 5–13 digits without a leading zero (§5). */
export const isQQ = (value: string): boolean => QQ.test(value)

/** Resident ID card number: 15 digits, or 17 digits plus a digit or X check character (format only). */
export const isIdCard = (value: string): boolean => ID_CARD.test(value)

/** Passport number: 5–17 ASCII letters or digits. */
export const isPassport = (value: string): boolean => PASSPORT.test(value)

/** Unified social credit code: 18 characters in the GB 32100-2015 charset or the legacy-organisation-code form. */
export const isUscc = (value: string): boolean => USCC_GB32100.test(value) || USCC_LEGACY.test(value)

/**
 * Chinese applicant name. An enterprise name needs at least one Chinese character and no whitespace
 * (brackets, digits and Latin letters occur in real company names); an individual name is Chinese
 * characters only, optionally joined by middle dots.
 */
export function isChineseName(value: string, kind: 'enterprise' | 'individual'): boolean {
  if (kind === 'individual') return INDIVIDUAL_NAME.test(value)
  return HAN.test(value) && !/\s/.test(value)
}

/**
 * English text for foreign-format applicant names and addresses: ASCII letters, digits, spaces and
 * . , ' & ( ) - / #, with at least one letter so that punctuation alone does not pass.
 */
export const isEnglishText = (value: string): boolean => ENGLISH_TEXT.test(value) && /[A-Za-z]/.test(value)

/** ASCII letters and digits only, at least one character. */
export const isAlphanumeric = (value: string): boolean => ALPHANUMERIC.test(value)

/** True when the text holds only Chinese characters, ASCII letters, digits, whitespace and '+' (empty passes). */
export const hasOnlyAllowedCharacters = (value: string): boolean => ALLOWED_CHARACTERS.test(value)

/** Punctuation of company names and addresses ("Co., Ltd.", "(Shenzhen)", "No. 3-1 #", "·"), kept in party searches. */
const PARTY_PUNCTUATION = /[.,'&()\-/#·（）、，。]/g

/**
 * Applicant, agent and address search text: the §5 characters plus the punctuation names and addresses carry,
 * so that "Huawei Technologies Co., Ltd." can be searched as written.
 */
export const isSearchablePartyText = (value: string): boolean =>
  hasOnlyAllowedCharacters(value.replace(PARTY_PUNCTUATION, ''))

/**
 * Password (§5: "at least eight characters of letters and digits"): ASCII letters and digits only, at least 8 of
 * them, with at least one letter and one digit. Spaces, punctuation and non-ASCII characters are refused.
 */
export const isPassword = (value: string): boolean =>
  /^[A-Za-z0-9]{8,}$/.test(value) && /[A-Za-z]/.test(value) && /\d/.test(value)

/** Converts full-width ASCII forms (U+FF01–U+FF5E) and the ideographic space to their half-width equivalents. */
export function toHalfWidth(value: string): string {
  return value.replace(/[\uFF01-\uFF5E\u3000]/g, (ch) =>
    ch === '\u3000' ? ' ' : String.fromCharCode(ch.charCodeAt(0) - 0xfee0),
  )
}

/**
 * Approximate rendered width used to truncate labels: non-ASCII characters count 2, capitals 1.3, anything
 * else 1. Counted per code point, and rounded to one decimal to hide floating-point noise.
 */
export function textWidth(value: string): number {
  let width = 0
  for (const ch of value) {
    const code = ch.codePointAt(0) ?? 0
    if (code > 0x7f) width += 2
    else if (ch >= 'A' && ch <= 'Z') width += 1.3
    else width += 1
  }
  return Math.round(width * 10) / 10
}

// Users paste lists typed with a Chinese IME, so full-width digits, letters and '；' are normalised first.
function splitList(input: string): string[] {
  return toHalfWidth(input)
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '')
}

const unique = (values: string[]): string[] => [...new Set(values)]

/** Parses ';'-separated Nice classes (1–45) into de-duplicated two-digit strings, e.g. '3;12' -> ['03', '12']. */
export function parseNiceClasses(input: string): ParseResult {
  const classes: string[] = []
  for (const part of splitList(input)) {
    if (!/^\d{1,2}$/.test(part)) return { ok: false, error: 'validation:niceFormat' }
    const n = Number(part)
    if (n < 1 || n > 45) return { ok: false, error: 'validation:niceRange' }
    classes.push(String(n).padStart(2, '0'))
  }
  return { ok: true, value: unique(classes) }
}

/**
 * Parses ';'-separated similar groups (类似群 of CNIPA's 类似商品和服务区分表): four digits, the Nice class
 * (01–45) then the group within it, e.g. 0901 or 3506.
 */
export function parseSimilarGroups(input: string): ParseResult {
  const groups: string[] = []
  for (const part of splitList(input)) {
    const classNo = Number(part.slice(0, 2))
    if (!/^\d{4}$/.test(part) || classNo < 1 || classNo > 45 || part.slice(2) === '00') {
      return { ok: false, error: 'validation:similarGroupFormat' }
    }
    groups.push(part)
  }
  return { ok: true, value: unique(groups) }
}

/** The first similar group whose class is not among `classes` (both canonical: '0901', '09'); none → undefined. */
export function groupOutsideClasses(
  groups: readonly string[],
  classes: readonly string[],
): string | undefined {
  if (!classes.length) return undefined
  return groups.find((g) => !classes.includes(g.slice(0, 2)))
}

/**
 * Parses ';'-separated Vienna codes such as 4.1 or 26.4.2 (category 1–29 followed by one or two numeric
 * parts). Leading zeros are dropped so that '04.01' and '4.1' count as the same code; at most
 * VIENNA_CODES_MAX distinct codes are allowed.
 */
export function parseViennaCodes(input: string): ParseResult {
  const codes: string[] = []
  for (const part of splitList(input)) {
    if (!/^\d{1,2}(?:\.\d{1,2}){1,2}$/.test(part)) return { ok: false, error: 'validation:viennaFormat' }
    const numbers = part.split('.').map(Number)
    const [category = 0, ...rest] = numbers
    if (category < 1 || category > 29 || rest.some((n) => n < 1)) {
      return { ok: false, error: 'validation:viennaFormat' }
    }
    codes.push(numbers.join('.'))
  }
  const value = unique(codes)
  if (value.length > VIENNA_CODES_MAX) return { ok: false, error: 'validation:viennaTooMany' }
  return { ok: true, value }
}

/** Parses ';'-separated application numbers: digits, or G plus digits for international marks (g is upper-cased). */
export function parseApplicationNumbers(input: string): ParseResult {
  const numbers: string[] = []
  for (const part of splitList(input)) {
    if (!/^[Gg]?\d+$/.test(part)) return { ok: false, error: 'validation:applicationNumberFormat' }
    numbers.push(part.toUpperCase())
  }
  return { ok: true, value: unique(numbers) }
}

/** Parses ';'-separated registration numbers (digits only). */
export function parseRegistrationNumbers(input: string): ParseResult {
  const numbers = splitList(input)
  if (numbers.some((part) => !/^\d+$/.test(part))) {
    return { ok: false, error: 'validation:registrationNumberFormat' }
  }
  return { ok: true, value: unique(numbers) }
}
