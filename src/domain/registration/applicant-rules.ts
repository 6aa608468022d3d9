/**
 * The §5 applicant rules, in one place for the applicant form (react-hook-form + zod) and the mock's
 * trademark/createApplicant and applicantInfo/insertApplicant, so the page and the server refuse the same
 * input with the same words. Every message is an i18n key ('validation:…' or 'regApplicants:rules.…').
 *
 * Input is normalised before it is checked: full-width letters, digits and spaces become half-width
 * (toHalfWidth), codes are upper-cased without spaces. Chinese names and addresses keep their full-width
 * brackets and commas: they must match the business licence as printed, and licences print （ ） and ，.
 */
import { z } from 'zod'
import type { KeysUnder, MessageKey } from '../message-key'
import {
  isChineseName,
  isContactPhone,
  isEmail,
  isEnglishText,
  isForeignPostalCode,
  isIdCard,
  isInternationalPhone,
  isPassport,
  isUscc,
  isZipCode,
  toHalfWidth,
} from '../validation'
import { hasValidIdCardCheck, hasValidUsccCheck } from './applicant-ids'
import type { Applicant } from './types'

const division = z.object({ code: z.string(), name: z.string() })
const text = z.string().default('')

/**
 * What the applicant form holds and what the create/insert calls accept. Deliberately lenient (every text
 * may be blank) so that a bad value reaches checkApplicant and comes back as a message next to its field,
 * instead of failing the whole request.
 */
export const applicantInputSchema = z.object({
  /** Set when an existing applicant is updated (applicantInfo/insertApplicant). */
  applicantId: z.string().optional(),
  kind: z.enum(['enterprise', 'individual']),
  idType: z.enum(['idCard', 'passport', 'other', '']).default(''),
  idNumber: text,
  country: text,
  nameZh: text,
  nameEn: text,
  addressZh: text,
  addressEn: text,
  province: division.nullable().default(null),
  city: division.nullable().default(null),
  district: division.nullable().default(null),
  postalCode: text,
  contactPerson: text,
  phone: text,
  email: text,
  licenceAddress: text,
  uscc: text,
  licenceFile: z.object({ fileId: z.string(), fileName: z.string() }).nullable().default(null),
  isDefault: z.boolean().default(false),
})

/** The form's values as typed (fields with defaults may be missing). */
export type ApplicantInput = z.input<typeof applicantInputSchema>
/** The values with every field present. */
export type ApplicantValues = z.output<typeof applicantInputSchema>
export type ApplicantField = Exclude<keyof ApplicantValues, 'applicantId'>

/** An applicant with nothing typed yet (the new-applicant form, and the base other particulars are laid on). */
export const EMPTY_APPLICANT: ApplicantValues = {
  kind: 'enterprise',
  idType: '',
  idNumber: '',
  country: 'CN',
  nameZh: '',
  nameEn: '',
  addressZh: '',
  addressEn: '',
  province: null,
  city: null,
  district: null,
  postalCode: '',
  contactPerson: '',
  phone: '',
  email: '',
  licenceAddress: '',
  uscc: '',
  licenceFile: null,
  isDefault: false,
}

export interface ApplicantIssue {
  field: ApplicantField
  message: MessageKey
}

export const NAME_MAX = 120
export const ADDRESS_MAX = 200
export const CONTACT_MAX = 50
export const EMAIL_MAX = 100

// Only letters, digits and the ideographic space: CJK punctuation stays as the licence prints it.
const halfWidthAlnum = (value: string) =>
  value.replace(/[\uFF10-\uFF19\uFF21-\uFF3A\uFF41-\uFF5A\u3000]/g, (ch) =>
    ch === '\u3000' ? ' ' : String.fromCharCode(ch.charCodeAt(0) - 0xfee0),
  )
const latin = (value: string) => toHalfWidth(value).trim().replace(/\s+/g, ' ')
const chinese = (value: string) => halfWidthAlnum(value).trim()
const code = (value: string) => toHalfWidth(value).replace(/\s+/g, '').toUpperCase()

/** Mainland China: the applicants the Chinese-name, division, postcode and credit-code rules apply to. */
export const isMainlandCountry = (country: string) => country === 'CN'

/**
 * The values as they are stored: half-width, trimmed, and without the fields that do not apply to this
 * kind and country (an individual has no credit code, a foreign applicant no province).
 */
export function normalizeApplicant(v: ApplicantValues): ApplicantValues {
  const country = v.country.trim().toUpperCase()
  const mainland = isMainlandCountry(country)
  const enterprise = v.kind === 'enterprise'
  const phone = latin(v.phone)
  return {
    ...v,
    country,
    idType: enterprise ? '' : v.idType,
    idNumber: enterprise ? '' : code(v.idNumber),
    nameZh: chinese(v.nameZh),
    nameEn: latin(v.nameEn),
    addressZh: chinese(v.addressZh),
    addressEn: latin(v.addressEn),
    province: mainland ? v.province : null,
    city: mainland ? v.city : null,
    district: mainland ? v.district : null,
    postalCode: latin(v.postalCode),
    contactPerson: chinese(v.contactPerson).replace(/\s+/g, ' '),
    // Mainland numbers are digits with an optional hyphen; spaces typed for readability are dropped.
    phone: mainland ? phone.replace(/\s+/g, '') : phone,
    email: latin(v.email).replace(/\s+/g, ''),
    licenceAddress: enterprise ? (mainland ? chinese(v.licenceAddress) : latin(v.licenceAddress)) : '',
    uscc: enterprise && mainland ? code(v.uscc) : '',
  }
}

const HAN = /\p{Script=Han}/u
const OTHER_ID = /^[A-Za-z0-9()-]{4,30}$/
const COUNTRY = /^[A-Z]{2}$/

const rule = (key: KeysUnder<'regApplicants:rules.'>): MessageKey => `regApplicants:rules.${key}`

/**
 * Every §5 rule broken by normalised values (see normalizeApplicant), at most one per field, in the order
 * of the form. `today` bounds an ID card's date of birth.
 */
export function checkApplicant(
  v: ApplicantValues,
  today?: string,
  options: { englishRequired?: boolean } = {},
): ApplicantIssue[] {
  const issues: ApplicantIssue[] = []
  const seen = new Set<ApplicantField>()
  const add = (field: ApplicantField, message: MessageKey) => {
    if (seen.has(field)) return
    seen.add(field)
    issues.push({ field, message })
  }
  const required = (field: ApplicantField, value: string) => {
    if (value === '') add(field, 'validation:required')
    return value !== ''
  }
  const mainland = isMainlandCountry(v.country)
  const enterprise = v.kind === 'enterprise'

  if (v.country === '') add('country', rule('countryRequired'))
  else if (!COUNTRY.test(v.country)) add('country', rule('countryRequired'))

  if (!enterprise) {
    if (v.idType === '') add('idType', rule('idTypeRequired'))
    if (required('idNumber', v.idNumber)) {
      if (v.idType === 'idCard') {
        if (!isIdCard(v.idNumber)) add('idNumber', 'validation:idCard')
        else if (!hasValidIdCardCheck(v.idNumber, today)) add('idNumber', rule('idCardCheck'))
        else if (v.country !== '' && !mainland) add('idNumber', rule('idCardChinaOnly'))
      } else if (v.idType === 'passport' && !isPassport(v.idNumber)) add('idNumber', 'validation:passport')
      else if (v.idType === 'other' && !OTHER_ID.test(v.idNumber)) add('idNumber', rule('idOther'))
    }
  }

  if (mainland) {
    // Madrid and overseas filings carry the name and address in English as well.
    if (options.englishRequired) {
      if (v.nameEn === '') add('nameEn', rule('englishForFiling'))
      if (v.addressEn === '') add('addressEn', rule('englishForFiling'))
    }
    if (required('nameZh', v.nameZh) && !isChineseName(v.nameZh, v.kind))
      add('nameZh', enterprise ? 'validation:chineseNameEnterprise' : 'validation:chineseNameIndividual')
    if (v.nameEn !== '' && !isEnglishText(v.nameEn)) add('nameEn', 'validation:englishText')
    if (required('addressZh', v.addressZh) && !HAN.test(v.addressZh)) add('addressZh', rule('addressZh'))
    if (v.addressEn !== '' && !isEnglishText(v.addressEn)) add('addressEn', 'validation:englishText')
  } else {
    if (required('nameEn', v.nameEn) && !isEnglishText(v.nameEn)) add('nameEn', 'validation:englishText')
    if (required('addressEn', v.addressEn) && !isEnglishText(v.addressEn))
      add('addressEn', 'validation:englishText')
    if (v.nameZh !== '' && (!HAN.test(v.nameZh) || /\s/.test(v.nameZh)))
      add('nameZh', rule('nameZhTranslation'))
    if (v.addressZh !== '' && !HAN.test(v.addressZh)) add('addressZh', rule('addressZh'))
  }
  for (const field of ['nameZh', 'nameEn'] as const)
    if (v[field].length > NAME_MAX) add(field, rule('nameTooLong'))
  for (const field of ['addressZh', 'addressEn', 'licenceAddress'] as const)
    if (v[field].length > ADDRESS_MAX) add(field, rule('addressTooLong'))

  if (mainland) {
    if (!v.province || !v.city || !v.district) {
      add(!v.province ? 'province' : !v.city ? 'city' : 'district', rule('divisionRequired'))
    } else if (!v.city.code.startsWith(v.province.code) || !v.district.code.startsWith(v.city.code)) {
      add('district', rule('divisionMismatch'))
    }
    if (required('postalCode', v.postalCode) && !isZipCode(v.postalCode))
      add('postalCode', 'validation:zipCode')
  } else if (v.postalCode !== '' && !isForeignPostalCode(v.postalCode)) {
    add('postalCode', rule('foreignPostal'))
  }

  if (required('contactPerson', v.contactPerson) && v.contactPerson.length > CONTACT_MAX)
    add('contactPerson', rule('contactTooLong'))
  if (required('phone', v.phone)) {
    if (mainland ? !isContactPhone(v.phone) : !isInternationalPhone(v.phone))
      add('phone', mainland ? 'validation:contactPhone' : rule('intlPhone'))
  }
  if (v.email !== '' && (!isEmail(v.email) || v.email.length > EMAIL_MAX)) add('email', 'validation:email')

  if (enterprise && mainland) {
    required('licenceAddress', v.licenceAddress)
    if (required('uscc', v.uscc)) {
      if (!isUscc(v.uscc)) add('uscc', 'validation:uscc')
      else if (!hasValidUsccCheck(v.uscc)) add('uscc', rule('usccCheck'))
    }
  }
  if (!v.licenceFile) {
    add(
      'licenceFile',
      rule(enterprise ? (mainland ? 'licenceRequired' : 'incorporationRequired') : 'idDocumentRequired'),
    )
  }
  return issues
}

/**
 * The form's schema: normalises, then applies checkApplicant with each message on its field. Its output is
 * what the create and insert calls take. `englishRequired` (Madrid and overseas filings) also asks a
 * mainland applicant for its English name and address.
 */
export const applicantFormSchemaFor = (options: { englishRequired?: boolean } = {}) =>
  applicantInputSchema.transform((values, ctx) => {
    const normalised = normalizeApplicant(values)
    for (const issue of checkApplicant(normalised, undefined, options)) {
      ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message, input: values })
    }
    return normalised
  })

export const applicantFormSchema = applicantFormSchemaFor()

/** The draft's copy of an applicant record: only the fields of the Applicant type (no owner, labels …). */
export function pickApplicant(record: Applicant): Applicant {
  return {
    applicantId: record.applicantId,
    kind: record.kind,
    idType: record.idType,
    idNumber: record.idNumber,
    country: record.country,
    nameZh: record.nameZh,
    nameEn: record.nameEn,
    addressZh: record.addressZh,
    addressEn: record.addressEn,
    province: record.province,
    city: record.city,
    district: record.district,
    postalCode: record.postalCode,
    contactPerson: record.contactPerson,
    phone: record.phone,
    email: record.email,
    licenceAddress: record.licenceAddress,
    uscc: record.uscc,
    licenceFile: record.licenceFile,
    isDefault: record.isDefault,
  }
}

/** The form values of an existing applicant (for editing). */
export function applicantToInput(a: Applicant): ApplicantValues {
  return {
    applicantId: a.applicantId,
    kind: a.kind,
    idType: a.idType ?? '',
    idNumber: a.idNumber,
    country: a.country,
    nameZh: a.nameZh,
    nameEn: a.nameEn,
    addressZh: a.addressZh,
    addressEn: a.addressEn,
    province: a.province,
    city: a.city,
    district: a.district,
    postalCode: a.postalCode,
    contactPerson: a.contactPerson,
    phone: a.phone,
    email: a.email,
    licenceAddress: a.licenceAddress,
    uscc: a.uscc,
    licenceFile: a.licenceFile,
    isDefault: a.isDefault,
  }
}
