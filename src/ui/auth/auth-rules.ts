import type { MessageKey } from '../../domain/message-key'
import { isChineseName, isEmail, isMobile, isPassword } from '../../domain/validation'

/*
 * react-hook-form rules of the sign-in, registration and password-reset forms, built from the plain checks of
 * domain/validation (no schema library, so the sign-in page stays small). Every message is a MessageKey that
 * PlainFormField translates; the keys and the order of the checks are those of domain/schemas.
 */

/** Values are trimmed as they are typed into the form state, so checks and requests see no stray spaces. */
export const trimmed = (value: unknown): unknown => (typeof value === 'string' ? value.trim() : value)

const REQUIRED: MessageKey = 'validation:required'

/** A non-blank (trimmed) text; `test` and `key` add the format check shown once something was typed. */
function requiredText(test?: (value: string) => boolean, key?: MessageKey) {
  return {
    required: REQUIRED,
    setValueAs: trimmed,
    ...(test && key ? { validate: (value: string): true | MessageKey => test(value) || key } : {}),
  }
}

const isCaptchaCode = (value: string) => /^[A-Za-z0-9]{4}$/.test(value)
const isSmsCode = (value: string) => /^\d{6}$/.test(value)

/**
 * A mobile number or an e-mail address (the server's rule): only digits means "meant as a mobile", so the
 * message names the rule the user was following.
 */
export const accountRules = {
  required: REQUIRED,
  setValueAs: trimmed,
  validate: (value: string): true | MessageKey => {
    const asMobile = /^\+?[\d\s-]+$/.test(value)
    if (asMobile) return isMobile(value) || 'validation:mobile'
    return isEmail(value) || 'validation:email'
  },
}

/** Any non-blank text (a password to sign in with, a contact name). */
export const requiredRules = requiredText()
export const mobileRules = requiredText(isMobile, 'validation:mobile')
export const emailRules = requiredText(isEmail, 'validation:email')
export const captchaRules = requiredText(isCaptchaCode, 'validation:captcha')
export const smsCodeRules = requiredText(isSmsCode, 'validation:smsCode')
/** A new password: at least 8 characters with letters and digits. */
export const newPasswordRules = requiredText(isPassword, 'validation:password')

/** The captcha image's id: empty when no image could be loaded, so there is nothing to answer. */
export const captchaIdRules = {
  validate: (value: string): true | MessageKey => value !== '' || 'auth:captcha.failed',
}

/** The graphic captcha of the SMS forms only guards sending the code: no rules on submit. */
export const noRules = { setValueAs: trimmed }

/** The confirmation of the password in the field `other`. */
export function confirmPasswordRules<K extends string>(other: K) {
  return {
    required: REQUIRED,
    setValueAs: trimmed,
    validate: (value: string, values: Record<K, unknown>): true | MessageKey =>
      value === values[other] || 'validation:passwordMismatch',
  }
}

export const accountTypes = ['enterprise', 'agency', 'individual'] as const
export type AccountType = (typeof accountTypes)[number]

/** The company of a corporate account: required, and a Chinese registered name for an enterprise. */
export const companyNameRules = {
  setValueAs: trimmed,
  validate: (value: string, values: { accountType: AccountType }): true | MessageKey => {
    if (values.accountType === 'individual') return true
    if (value === '') return REQUIRED
    if (values.accountType === 'enterprise' && !isChineseName(value, 'enterprise')) {
      return 'validation:chineseNameEnterprise'
    }
    return true
  },
}

export const agreeRules = {
  validate: (value: boolean): true | MessageKey => value || 'auth:register.agreeRequired',
}

/** The captcha answer's own check, for the SMS forms where it guards only the sending. */
export function captchaError(captchaId: string, captchaCode: string): MessageKey | null {
  if (!captchaId) return 'auth:captcha.failed'
  const code = captchaCode.trim()
  if (code === '') return REQUIRED
  return isCaptchaCode(code) ? null : 'validation:captcha'
}

export interface PasswordLoginValues {
  account: string
  password: string
  captchaId: string
  captchaCode: string
}

export interface SmsLoginValues {
  mobile: string
  captchaId: string
  captchaCode: string
  smsCode: string
}

export interface RegisterValues {
  accountType: AccountType
  name: string
  companyName: string
  email: string
  mobile: string
  captchaId: string
  captchaCode: string
  smsCode: string
  password: string
  confirmPassword: string
  agree: boolean
}

/** How the forgotten password is proven: a code by SMS to the mobile, or by e-mail to the address. */
export type ResetChannel = 'mobile' | 'email'

/** Step 1 of the forgotten password: the channel's field carries the account, the other stays empty. */
export interface ResetVerifyValues extends SmsLoginValues {
  channel: ResetChannel
  email: string
}

/** Where the code of the forgotten password went: the mobile or the e-mail address, by the channel. */
export const resetTarget = (values: ResetVerifyValues): string =>
  values.channel === 'email' ? values.email : values.mobile

export interface ResetPasswordValues {
  newPassword: string
  confirmPassword: string
}
