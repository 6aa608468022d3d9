import { z } from 'zod'
import { isIsoDate } from './dates'
import type { MessageKey } from './message-key'
import {
  type ParseResult,
  hasOnlyAllowedCharacters,
  isAlphanumeric,
  isChineseName,
  isContactPhone,
  isEmail,
  isEnglishText,
  isIdCard,
  isMobile,
  isPassport,
  isPassword,
  isQQ,
  isTelephone,
  isUscc,
  isZipCode,
  parseApplicationNumbers,
  parseNiceClasses,
  parseRegistrationNumbers,
  parseViennaCodes,
} from './validation'

// Every message of these schemas is a MessageKey: zod takes it as a plain string, so the literals are checked
// by src/i18n/message-keys.test.ts; forms show them with useFieldMessage() and useMessage() (src/ui/kit/message.ts).

/** Non-blank string, trimmed; the message is 'validation:required'. */
// abort: a blank value should show only "required", not also the format message of a refinement below.
export const requiredString = z.string().trim().min(1, { error: 'validation:required', abort: true })

const requiredMatching = (test: (value: string) => boolean, key: MessageKey) =>
  requiredString.refine(test, { error: key })

/**
 * Makes a string field optional: blank input passes, anything else must satisfy `schema`. Not built with
 * z.union, whose failure would replace the field's own i18n key with a generic union message.
 */
export const emptyOr = (schema: z.ZodType<string, string>) =>
  z.string().superRefine((value, ctx) => {
    if (value.trim() === '') return
    const result = schema.safeParse(value)
    if (!result.success) {
      for (const issue of result.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message, input: value })
    }
  })

export const mobileField = requiredMatching(isMobile, 'validation:mobile')
export const telephoneField = requiredMatching(isTelephone, 'validation:telephone')
export const contactPhoneField = requiredMatching(isContactPhone, 'validation:contactPhone')
export const zipCodeField = requiredMatching(isZipCode, 'validation:zipCode')
export const emailField = requiredMatching(isEmail, 'validation:email')
export const qqField = requiredMatching(isQQ, 'validation:qq')
export const idCardField = requiredMatching(isIdCard, 'validation:idCard')
export const passportField = requiredMatching(isPassport, 'validation:passport')
export const uscc = requiredMatching(isUscc, 'validation:uscc')
/** Alias of `uscc` following the `*Field` naming of the other schemas. */
export const usccField = uscc
export const passwordField = requiredMatching(isPassword, 'validation:password')
export const captchaField = requiredMatching((v) => /^[A-Za-z0-9]{4}$/.test(v), 'validation:captcha')
export const smsCodeField = requiredMatching((v) => /^\d{6}$/.test(v), 'validation:smsCode')
export const enterpriseNameField = requiredMatching(
  (v) => isChineseName(v, 'enterprise'),
  'validation:chineseNameEnterprise',
)
export const individualNameField = requiredMatching(
  (v) => isChineseName(v, 'individual'),
  'validation:chineseNameIndividual',
)
export const englishTextField = requiredMatching(isEnglishText, 'validation:englishText')
export const alphanumericField = requiredMatching(isAlphanumeric, 'validation:alphanumeric')
/** Free text restricted to Chinese characters, letters, digits, whitespace and '+'; may be empty. */
export const plainTextField = z
  .string()
  .refine(hasOnlyAllowedCharacters, { error: 'validation:specialCharacters' })

// Transforms the ';'-separated input into the parsed list so that the mock server and forms share one parse.
const listField = (parse: (input: string) => ParseResult) =>
  z.string().transform((input, ctx) => {
    const result = parse(input)
    if (result.ok) return result.value
    ctx.addIssue({ code: 'custom', message: result.error, input })
    return z.NEVER
  })

export const niceClassesField = listField(parseNiceClasses)
export const viennaCodesField = listField(parseViennaCodes)
export const applicationNumbersField = listField(parseApplicationNumbers)
export const registrationNumbersField = listField(parseRegistrationNumbers)

/** New password plus confirmation; a mismatch is reported on `confirm`. */
export const passwordPairSchema = z
  .object({ password: passwordField, confirm: requiredString })
  .refine((pair) => pair.password === pair.confirm, {
    error: 'validation:passwordMismatch',
    path: ['confirm'],
  })

const optionalDate = z.string().refine((v) => v === '' || isIsoDate(v), { error: 'validation:date' })

/** Optional 'YYYY-MM-DD' range; when both ends are given the start may not be after the end. */
export const dateRangeSchema = z
  .object({
    from: optionalDate,
    to: optionalDate,
  })
  .refine((range) => range.from === '' || range.to === '' || range.from <= range.to, {
    error: 'validation:dateRange',
    path: ['to'],
  })
