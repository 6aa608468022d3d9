// Company verification (企业认证) of an enterprise or agency account: the §5 field rules, shared by the form and
// the mock, and the "reviewed within 2 working days" promise (§6, §9) on the business clock and the working-day
// calendar.
import { z } from 'zod'
import { businessDate, type Instant } from './clock'
import { nextWorkingDayAfter } from './deadline-calendar'
import type { KeysUnder, MessageKey } from './message-key'
import { hasValidUsccCheck } from './registration/applicant-ids'
import {
  ADDRESS_MAX,
  CONTACT_MAX,
  EMAIL_MAX,
  NAME_MAX,
  isMainlandCountry,
} from './registration/applicant-rules'
import {
  hasOnlyAllowedCharacters,
  isChineseName,
  isContactPhone,
  isEmail,
  isEnglishText,
  isForeignPostalCode,
  isInternationalPhone,
  isUscc,
  isZipCode,
  toHalfWidth,
} from './validation'

/** Staff answer a submission within this many working days (§6, §9). */
export const REVIEW_WORKING_DAYS = 2

export const CITY_MAX = 50

/** 'none' until a verification is submitted; individual accounts are never verified. */
export type CertificationStatus = 'none' | 'reviewing' | 'approved' | 'rejected'

export type AccountKind = 'enterprise' | 'agency' | 'individual'

/** Only company and IP-firm accounts are verified (§6). */
export const needsVerification = (kind: AccountKind): boolean => kind !== 'individual'

/**
 * The services a corporate account uses only once verified. The overview says corporate accounts need
 * verification (§6) but names no service; a special VAT invoice is issued to the verified company and its
 * credit code, so it waits for verification.
 */
export const SERVICES_AWAITING_VERIFICATION = ['vatSpecialInvoice'] as const
export type ServiceAwaitingVerification = (typeof SERVICES_AWAITING_VERIFICATION)[number]

/**
 * The business day staff answer by: REVIEW_WORKING_DAYS working days after the (Beijing) day of submission,
 * weekends and public holidays skipped, make-up working days counted.
 */
export function reviewAnswerDue(submittedAt: Instant): string {
  let day = businessDate(submittedAt)
  for (let i = 0; i < REVIEW_WORKING_DAYS; i += 1) day = nextWorkingDayAfter(day)
  return day
}

/** True when a submission still under review has passed its answer day. */
export const isReviewOverdue = (submittedAt: Instant, today: string): boolean =>
  today > reviewAnswerDue(submittedAt)

/** What the form sends (and the mock receives) before normalisation. */
export const certificationFieldsSchema = z.object({
  companyName: z.string(),
  companyAddress: z.string(),
  city: z.string(),
  /** ISO alpha-2 code of the company's country or region. */
  country: z.string(),
  postCode: z.string(),
  contactPerson: z.string(),
  officePhone: z.string(),
  email: z.string(),
  /** Unified social credit code: required for a mainland company, dropped for others. */
  uscc: z.string().default(''),
  /** The business licence uploaded with file/upload (bizType 'businessLicence'). */
  licenceFileId: z.string(),
})

export type CertificationInput = z.input<typeof certificationFieldsSchema>
export type CertificationValues = z.output<typeof certificationFieldsSchema>
export type CertificationField = keyof CertificationValues

export interface CertificationIssue {
  field: CertificationField
  message: MessageKey
}

const HAN = /\p{Script=Han}/u
const latin = (value: string) => toHalfWidth(value).trim()

/** The values as they are stored: trimmed, half-width where Latin, and without a foreign company's credit code. */
export function normalizeCertification(v: CertificationValues): CertificationValues {
  const country = latin(v.country).toUpperCase()
  const mainland = isMainlandCountry(country)
  const phone = latin(v.officePhone)
  return {
    companyName: v.companyName.trim(),
    companyAddress: v.companyAddress.trim(),
    city: v.city.trim(),
    country,
    postCode: latin(v.postCode),
    contactPerson: v.contactPerson.trim().replace(/\s+/g, ' '),
    // Mainland numbers are digits and one hyphen; spaces typed for readability are dropped.
    officePhone: mainland ? phone.replace(/\s+/g, '') : phone,
    email: latin(v.email).replace(/\s+/g, ''),
    uscc: mainland ? latin(v.uscc).replace(/\s+/g, '').toUpperCase() : '',
    licenceFileId: v.licenceFileId.trim(),
  }
}

const rule = (key: KeysUnder<'certification:rules.'>): MessageKey => `certification:rules.${key}`

/** Every §5 rule broken by normalised values, at most one per field, in the order of the form. */
export function checkCertification(v: CertificationValues): CertificationIssue[] {
  const issues: CertificationIssue[] = []
  const add = (field: CertificationField, message: MessageKey) => {
    if (!issues.some((i) => i.field === field)) issues.push({ field, message })
  }
  const filled = (field: CertificationField) => {
    if (v[field] === '') add(field, 'validation:required')
    return v[field] !== ''
  }
  const longerThan = (field: CertificationField, max: number) => {
    if (v[field].length > max) add(field, rule('tooLong'))
  }
  const mainland = isMainlandCountry(v.country)

  if (filled('companyName')) {
    longerThan('companyName', NAME_MAX)
    if (mainland && !isChineseName(v.companyName, 'enterprise'))
      add('companyName', 'validation:chineseNameEnterprise')
    if (!mainland && !isEnglishText(v.companyName)) add('companyName', 'validation:englishText')
  }
  if (filled('companyAddress')) {
    longerThan('companyAddress', ADDRESS_MAX)
    if (mainland && !HAN.test(v.companyAddress)) add('companyAddress', rule('addressChinese'))
    if (!mainland && !isEnglishText(v.companyAddress)) add('companyAddress', 'validation:englishText')
  }
  if (filled('city')) {
    longerThan('city', CITY_MAX)
    if (!hasOnlyAllowedCharacters(v.city)) add('city', 'validation:specialCharacters')
  }
  if (v.country === '' || !/^[A-Z]{2}$/.test(v.country)) add('country', rule('countryRequired'))
  if (filled('postCode')) {
    if (mainland && !isZipCode(v.postCode)) add('postCode', 'validation:zipCode')
    if (!mainland && !isForeignPostalCode(v.postCode)) add('postCode', rule('postCodeForeign'))
  }
  if (filled('contactPerson')) longerThan('contactPerson', CONTACT_MAX)
  if (filled('officePhone')) {
    if (mainland && !isContactPhone(v.officePhone)) add('officePhone', 'validation:contactPhone')
    if (!mainland && !isInternationalPhone(v.officePhone)) add('officePhone', rule('phoneForeign'))
  }
  if (filled('email')) {
    longerThan('email', EMAIL_MAX)
    if (!isEmail(v.email)) add('email', 'validation:email')
  }
  if (mainland && filled('uscc')) {
    if (!isUscc(v.uscc)) add('uscc', 'validation:uscc')
    else if (!hasValidUsccCheck(v.uscc)) add('uscc', rule('usccCheck'))
  }
  if (v.licenceFileId === '') add('licenceFileId', rule('licenceRequired'))
  return issues
}

/**
 * The submission schema of the form and of memberInfo/insertCertification: the fields, normalised, with every
 * broken rule reported on its field. Its output is what is stored.
 */
export const certificationInputSchema = certificationFieldsSchema
  .transform(normalizeCertification)
  .superRefine((values, ctx) => {
    for (const issue of checkCertification(values))
      ctx.addIssue({
        code: 'custom',
        message: issue.message,
        path: [issue.field],
        input: values[issue.field],
      })
  })
