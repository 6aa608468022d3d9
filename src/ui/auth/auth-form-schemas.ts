import { z } from 'zod'
import {
  captchaField,
  emailField,
  mobileField,
  passwordField,
  requiredString,
  smsCodeField,
} from '../../domain/schemas'
import { isChineseName, isEmail, isMobile } from '../../domain/validation'

/**
 * A mobile number or an e-mail address (the server's rule): only digits means "meant as a mobile", so the
 * message names the rule the user was following.
 */
export const accountField = requiredString.superRefine((value, ctx) => {
  const asMobile = /^\+?[\d\s-]+$/.test(value)
  if (asMobile ? !isMobile(value) : !isEmail(value)) {
    ctx.addIssue({
      code: 'custom',
      message: asMobile ? 'validation:mobile' : 'validation:email',
      input: value,
    })
  }
})

/** Shown under the captcha when no image could be loaded, so there is nothing to answer. */
const captchaIdField = z.string().min(1, { error: 'auth:captcha.failed' })

export const passwordLoginSchema = z.object({
  account: accountField,
  password: requiredString,
  captchaId: captchaIdField,
  captchaCode: captchaField,
})
export type PasswordLoginValues = z.input<typeof passwordLoginSchema>

// The graphic captcha of the SMS forms only guards sending the code; it is checked when sending.
export const smsLoginSchema = z.object({
  mobile: mobileField,
  captchaId: z.string(),
  captchaCode: z.string(),
  smsCode: smsCodeField,
})
export type SmsLoginValues = z.input<typeof smsLoginSchema>

export const accountTypes = ['enterprise', 'agency', 'individual'] as const
export type AccountType = (typeof accountTypes)[number]

const hasPasswordPair = (value: unknown): value is { password: string; confirmPassword: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { password?: unknown }).password === 'string' &&
  typeof (value as { confirmPassword?: unknown }).confirmPassword === 'string'

export const registerSchema = z
  .object({
    accountType: z.enum(accountTypes),
    name: requiredString,
    companyName: z.string().trim(),
    email: emailField,
    mobile: mobileField,
    captchaId: z.string(),
    captchaCode: z.string(),
    smsCode: smsCodeField,
    password: passwordField,
    confirmPassword: requiredString,
    agree: z.boolean().refine((v) => v, { error: 'auth:register.agreeRequired' }),
  })
  .superRefine(
    (form, ctx) => {
      if (form.confirmPassword && form.password !== form.confirmPassword) {
        ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'validation:passwordMismatch' })
      }
      if (form.accountType === 'individual') return
      if (form.companyName === '') {
        ctx.addIssue({ code: 'custom', path: ['companyName'], message: 'validation:required' })
      } else if (form.accountType === 'enterprise' && !isChineseName(form.companyName, 'enterprise')) {
        ctx.addIssue({ code: 'custom', path: ['companyName'], message: 'validation:chineseNameEnterprise' })
      }
    },
    // Cross-field checks run even while other fields are still wrong, so every message shows at once.
    { when: (payload) => hasPasswordPair(payload.value) },
  )
export type RegisterValues = z.input<typeof registerSchema>

export const resetVerifySchema = z.object({
  mobile: mobileField,
  captchaId: captchaIdField,
  captchaCode: captchaField,
  smsCode: smsCodeField,
})
export type ResetVerifyValues = z.input<typeof resetVerifySchema>

export const resetPasswordSchema = z
  .object({ newPassword: passwordField, confirmPassword: requiredString })
  .refine((pair) => pair.newPassword === pair.confirmPassword, {
    error: 'validation:passwordMismatch',
    path: ['confirmPassword'],
  })
export type ResetPasswordValues = z.input<typeof resetPasswordSchema>

/** The captcha answer's own check, for the SMS forms where it guards only the sending. */
export function captchaError(captchaId: string, captchaCode: string): string | null {
  if (!captchaId) return 'auth:captcha.failed'
  const result = captchaField.safeParse(captchaCode)
  return result.success ? null : (result.error.issues[0]?.message ?? 'validation:captcha')
}
