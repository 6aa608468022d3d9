/**
 * Checks of a Madrid application's basic mark (the application or registration at CNIPA it rests on): the
 * number and date as typed, and the record the register holds for that number. The basis editor shows them;
 * insertRegistration can apply the same checks, so the page and the order refuse the same things.
 */
import { isIsoDate } from '../dates'
import { toHalfWidth } from '../validation'
import type { MadridBasis } from './types'

/** CNIPA application (and registration) numbers: 7 or 8 digits. */
const CNIPA_NUMBER = /^\d{7,8}$/
/** The Trademark Law of 1982 took effect on 1 March 1983; no Chinese mark is older. */
const FIRST_DATE = '1983-03-01'

/** The number as the office writes it: half-width, no spaces, upper case. */
export const normalizeBasisNumber = (value: string): string =>
  toHalfWidth(value).replace(/\s+/g, '').toUpperCase()

export type BasisNumberProblem = 'required' | 'format' | 'duplicate'

/** What is wrong with a typed number, if anything; `others` are the other marks' basic numbers. */
export function basisNumberProblem(number: string, others: readonly string[]): BasisNumberProblem | null {
  const n = normalizeBasisNumber(number)
  if (!n) return 'required'
  if (!CNIPA_NUMBER.test(n)) return 'format'
  if (others.some((o) => normalizeBasisNumber(o) === n)) return 'duplicate'
  return null
}

export type BasisDateProblem = 'required' | 'format' | 'future' | 'tooEarly'

/** What is wrong with a typed date (YYYY-MM-DD), if anything; `today` on the business calendar. */
export function basisDateProblem(date: string, today: string): BasisDateProblem | null {
  if (!date.trim()) return 'required'
  if (!isIsoDate(date)) return 'format'
  if (date > today) return 'future'
  if (date < FIRST_DATE) return 'tooEarly'
  return null
}

/** A name compared loosely: half-width, lower case, without spaces and punctuation (and 有限公司 ≡ co., ltd.). */
export function normalizeApplicantName(value: string): string {
  return toHalfWidth(value)
    .toLowerCase()
    .replace(/[\s.,，。()（）'"·\-&]/g, '')
    .replace(/(companylimited|coltd|limited|ltd|inc|corporation|corp)$/, '')
}

/** Whether the applicant of the basic mark is the applicant of this application (by either of its names). */
export function sameApplicant(applicantName: string, record: { nameZh: string; nameEn: string }): boolean {
  const a = normalizeApplicantName(applicantName)
  if (!a) return true
  return [record.nameZh, record.nameEn].some((n) => n && normalizeApplicantName(n) === a)
}

/** The parts of a register record the checks read. */
export interface BasisRecord {
  country: string
  applicationNo: string
  registrationNo: string
  status: number
  filingDate: string
  registrationDate: string | null
  applicant: { nameZh: string; nameEn: string }
}

export type BasisFinding =
  'notChinese' | 'invalid' | 'notRegistered' | 'alreadyRegistered' | 'dateMismatch' | 'applicantMismatch'

/** Status 2 of the Chinese register: invalid (lapsed, cancelled, refused). */
const INVALID = 2
const REGISTERED = 1

/**
 * What the register says against a basis: a mark that is not Chinese or no longer valid cannot be a basis;
 * a "registration" basis needs a registered mark (and a registered mark should be given as one); the date
 * must be the filing date (application) or the registration date; the applicant must be the same.
 */
export function basisFindings(
  basis: MadridBasis,
  record: BasisRecord,
  applicantName: string | undefined,
): BasisFinding[] {
  const out: BasisFinding[] = []
  if (record.country !== 'CN') out.push('notChinese')
  if (record.status === INVALID) out.push('invalid')
  if (basis.kind === 'registration' && (record.status !== REGISTERED || !record.registrationNo))
    out.push('notRegistered')
  if (basis.kind === 'application' && record.status === REGISTERED) out.push('alreadyRegistered')
  const expected = registerDate(basis.kind, record)
  if (basis.date && expected && basis.date !== expected) out.push('dateMismatch')
  if (applicantName && !sameApplicant(applicantName, record.applicant)) out.push('applicantMismatch')
  return out
}

/** The date the register holds for the kind of basis: the filing date, or the registration date. */
export function registerDate(kind: MadridBasis['kind'], record: BasisRecord): string | null {
  return kind === 'registration' ? record.registrationDate : record.filingDate
}

/** Findings that make the mark unusable as a basis (the others are warnings the user can correct). */
export const BLOCKING_FINDINGS: ReadonlySet<BasisFinding> = new Set([
  'notChinese',
  'invalid',
  'notRegistered',
  'applicantMismatch',
])
