import { z } from 'zod'
import type { MessageKey } from './message-key'
import { requiredString } from './schemas'
import { isChineseName, isEnglishText } from './validation'

/**
 * The account's own record (overview §3 "Account": name, gender, e-mail, mobile, preferred currency, kind) as
 * the account pages edit it and the server checks it: one set of rules for both (user/updateUserInfo,
 * user/updateUserForOthers).
 */
export type AccountKind = 'enterprise' | 'agency' | 'individual'
export const ACCOUNT_KINDS = ['enterprise', 'agency', 'individual'] as const
export const GENDERS = ['male', 'female', 'unknown'] as const
export type Gender = (typeof GENDERS)[number]
export const CURRENCIES = ['CNY', 'USD', 'EUR'] as const
export type AccountCurrency = (typeof CURRENCIES)[number]

/** A message of the `validation` words: the ones the server answers in too. */
export type RuleMessage = Extract<MessageKey, `validation:${string}`>

/** Longest contact name, Chinese or English. */
export const ACCOUNT_NAME_MAX = 50
/** Longest company name, Chinese or English. */
export const COMPANY_NAME_MAX = 100

// A person's name: Chinese characters or Latin letters, with the space, middle dot, full stop, apostrophe and
// hyphen names are written with (王建国, 克里斯蒂亚诺·罗纳尔多, Mary-Jane O'Neil Jr.). No digits.
const PERSON_NAME = /^[\p{Script=Han}A-Za-z·.'\- ]+$/u
const HAS_LETTER = /[\p{Script=Han}A-Za-z]/u
// A company name: Chinese characters, letters, digits and the punctuation company names carry.
const COMPANY_NAME = /^[\p{Script=Han}A-Za-z0-9 .,'&()\-/#·（）]+$/u

/** A contact person's name: Chinese characters or Latin letters with · . ' - and spaces, at least one letter. */
export const isPersonName = (value: string): boolean => PERSON_NAME.test(value) && HAS_LETTER.test(value)

/** A company name: Chinese characters, letters, digits and .,'&()-/#·（）, at least one letter. */
export const isCompanyName = (value: string): boolean => COMPANY_NAME.test(value) && HAS_LETTER.test(value)

/** The contact name (required). */
export const accountNameField = requiredString
  .max(ACCOUNT_NAME_MAX, { error: 'validation:nameTooLong' })
  .refine(isPersonName, { error: 'validation:personName' })

/** The English name: optional; when given, English text. */
export const accountNameEnField = z
  .string()
  .trim()
  .max(ACCOUNT_NAME_MAX, { error: 'validation:nameTooLong' })
  .refine((v) => v === '' || isEnglishText(v), { error: 'validation:englishText' })

/** A company name as typed (its kind-specific rule is companyNameIssue). */
export const companyNameText = z
  .string()
  .trim()
  .max(COMPANY_NAME_MAX, { error: 'validation:companyNameTooLong' })

/** The company's English name: optional; when given, English text. */
export const companyNameEnField = companyNameText.refine((v) => v === '' || isEnglishText(v), {
  error: 'validation:englishText',
})

/** Whether an account of this kind has company names (enterprise and agency accounts do, individuals do not). */
export const hasCompany = (kind: AccountKind): boolean => kind !== 'individual'

/**
 * What is wrong with a company name for an account of `kind`, or undefined: required for enterprise and agency
 * accounts; an enterprise's name is a Chinese company name (§5: at least one Chinese character, no spaces); an
 * individual account has none.
 */
export function companyNameIssue(kind: AccountKind, value: string): RuleMessage | undefined {
  const name = value.trim()
  if (!hasCompany(kind)) return name === '' ? undefined : 'validation:noCompanyForIndividual'
  if (name === '') return 'validation:required'
  if (name.length > COMPANY_NAME_MAX) return 'validation:companyNameTooLong'
  if (kind === 'enterprise' && !isChineseName(name, 'enterprise')) return 'validation:chineseNameEnterprise'
  if (!isCompanyName(name)) return 'validation:companyName'
  return undefined
}

/** The account form: everything the account pages edit, checked for an account of `kind`. */
export function accountFormSchema(kind: AccountKind) {
  // Field by field (not one refinement of the whole), so every field's message shows at once.
  const companyName = companyNameText.superRefine((value, ctx) => {
    const issue = companyNameIssue(kind, value)
    if (issue) ctx.addIssue({ code: 'custom', message: issue, input: value })
  })
  const companyNameEn = companyNameEnField.refine((v) => hasCompany(kind) || v === '', {
    error: 'validation:noCompanyForIndividual',
  })
  return z.object({
    name: accountNameField,
    nameEn: accountNameEnField,
    gender: z.enum(GENDERS),
    currency: z.enum(CURRENCIES),
    companyName,
    companyNameEn,
  })
}
export type AccountForm = z.input<ReturnType<typeof accountFormSchema>>
