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

export const accountTypeSchema = z
  .enum(['enterprise', 'agency', 'individual'])
  .describe('enterprise: company applicant; agency: IP firm; individual: natural person')
export const langSchema = z.enum(['zh-CN', 'en'])

/**
 * A mobile number or an e-mail address. Only digits means "meant as a mobile", so the error names the rule the
 * user was following (the messages are the domain's i18n keys).
 */
export const mobileOrEmailField = requiredString.superRefine((value, ctx) => {
  const asMobile = /^\+?[\d\s-]+$/.test(value)
  if (asMobile ? !isMobile(value) : !isEmail(value)) {
    ctx.addIssue({
      code: 'custom',
      message: asMobile ? 'validation:mobile' : 'validation:email',
      input: value,
    })
  }
})

/** The signed-in user as the client sees it (their own record, so e-mail and mobile are not masked). */
export const userInfoSchema = z.object({
  id: z.string(),
  accountType: accountTypeSchema,
  name: z.string().describe('Contact person (Chinese name)'),
  nameEn: z.string(),
  email: z.string(),
  mobile: z.string(),
  gender: z.enum(['male', 'female', 'unknown']),
  currency: z.enum(['CNY', 'USD', 'EUR']).describe('Preferred quote currency'),
  lang: langSchema,
  avatar: z.string().describe('Image data URL, or empty for the default avatar'),
  companyName: z.string().describe('Empty for individual accounts'),
  companyNameEn: z.string(),
  wechatBound: z.boolean(),
  isPurchase: z.boolean().describe('Whether the account has bought a paid plan (no daily search limit)'),
  trialEndsAt: z
    .string()
    .nullable()
    .describe('ISO time the search trial of a non-purchasing account ends; null for purchasers'),
  trialReapplied: z.boolean().describe('Whether the account has used its one extra trial application'),
  createdAt: z.string(),
  lastLoginAt: z.string().describe('ISO time of the latest sign-in'),
})
export type UserInfo = z.infer<typeof userInfoSchema>

/** What every sign-in (password, SMS, registration, WeChat) answers. */
export const sessionSchema = z.object({
  token: z.string().describe('Bearer token for the Authorization header'),
  user: userInfoSchema,
})
export type Session = z.infer<typeof sessionSchema>

export const codePurposeSchema = z
  .enum(['login', 'register', 'resetPassword', 'bindPhone', 'bindEmail', 'verify'])
  .describe('verify: prove it is you (your own mobile or e-mail) before changing it')

/** The answer of every call that sends a six-digit code by SMS or e-mail. */
export const codeSentSchema = z.object({
  target: z.string().describe('Where the code went, masked: 138****8000 or d***@example.com'),
  expiresIn: z.number().describe('Seconds the code stays valid (300)'),
  cooldown: z.number().describe('Seconds before another code may be requested for the same target (60)'),
  demoCode: z
    .string()
    .describe('The code itself. Only the mock returns it, so the demo UI can show it instead of a real SMS.'),
})

const captchaAnswer = {
  captchaId: requiredString,
  captchaCode: captchaField.describe('The 4 characters of the image, case-insensitive'),
}

const passwordLogin = z.object({
  loginType: z.literal('password'),
  account: mobileOrEmailField.describe('E-mail address or mobile number'),
  password: requiredString,
  ...captchaAnswer,
})
const smsLogin = z.object({ loginType: z.literal('sms'), mobile: mobileField, smsCode: smsCodeField })

const registerSchema = z
  .object({
    accountType: accountTypeSchema,
    email: emailField,
    mobile: mobileField,
    smsCode: smsCodeField.describe("Sent to `mobile` with purpose 'register'"),
    password: passwordField,
    confirmPassword: requiredString,
    name: requiredString.describe('Contact person'),
    companyName: z.string().trim().default('').describe('Required for enterprise and agency accounts'),
    agree: z.literal(true, { error: 'validation:required' }).describe('Terms of service accepted'),
  })
  .superRefine((form, ctx) => {
    if (form.password !== form.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'validation:passwordMismatch' })
    }
    if (form.accountType === 'individual') return
    if (form.companyName === '') {
      ctx.addIssue({ code: 'custom', path: ['companyName'], message: 'validation:required' })
    } else if (form.accountType === 'enterprise' && !isChineseName(form.companyName, 'enterprise')) {
      ctx.addIssue({ code: 'custom', path: ['companyName'], message: 'validation:chineseNameEnterprise' })
    }
  })

const qrStatus = z.enum(['waiting', 'scanned', 'confirmed', 'expired'])

/** A WeChat user's public profile, as the WeChat open platform returns it. */
export const wechatProfileSchema = z.object({
  openId: z.string(),
  nickname: z.string(),
  avatar: z.string().describe('Image URL (a data URL in the mock)'),
  gender: z.enum(['male', 'female', 'unknown']),
  province: z.string(),
  city: z.string(),
  bound: z.boolean().describe('Whether a portal account is already bound to this WeChat'),
})

const empty = z.object({})

/** Request and response schemas of every auth call, keyed like `authCalls`. */
export const authSchemas = {
  loginAuth: {
    req: z.discriminatedUnion('loginType', [passwordLogin, smsLogin]),
    res: sessionSchema,
  },
  loginLogout: { req: empty, res: z.object({ loggedOut: z.literal(true) }) },
  loginRegist: { req: registerSchema, res: sessionSchema },
  userInfo: { req: empty, res: userInfoSchema },
  loginGetAuthorizeUrl: {
    req: empty,
    res: z.object({
      state: z.string().describe('Identifies this QR sign-in; poll login/getAuthorizeCode with it'),
      qrContent: z.string().describe('The URL to encode in the QR code'),
      expiresIn: z.number().describe('Seconds before the QR code must be refreshed'),
    }),
  },
  loginGetAuthorizeCode: {
    req: z.object({ state: requiredString }),
    res: z.object({
      status: qrStatus,
      code: z.string().optional().describe('The authorisation code, once the scan is confirmed'),
    }),
  },
  loginGetPersonnelInfo: { req: z.object({ code: requiredString }), res: wechatProfileSchema },
  languageChangeLanguage: { req: z.object({ lang: langSchema }), res: z.object({ lang: langSchema }) },
  languageGetLanguage: { req: empty, res: z.object({ lang: langSchema }) },
  captcha: {
    req: empty,
    res: z.object({
      captchaId: z.string(),
      image: z.string().describe('data:image/svg+xml;base64,... of the 4-character captcha'),
      expiresIn: z.number().describe('Seconds (300)'),
    }),
  },
  captchaVerify: {
    req: z.object({ captchaId: requiredString, code: captchaField }),
    res: z.object({
      valid: z.boolean().describe('A wrong answer burns the captcha; a right one is not used up'),
    }),
  },
  smsSendCode: {
    req: z.object({
      target: mobileOrEmailField.describe('Mobile number (SMS) or e-mail address (mail)'),
      purpose: codePurposeSchema,
      ...captchaAnswer,
    }),
    res: codeSentSchema,
  },
  smsVerifySmsCode: {
    req: z.object({ target: mobileOrEmailField, purpose: codePurposeSchema, code: smsCodeField }),
    res: z.object({
      valid: z
        .boolean()
        .describe(
          "Checking does not use the code up; the final submit does. Purpose 'verify' on one's own contact, signed in, is the final submit",
        ),
      reason: z
        .enum(['wrong', 'expired', 'missing'])
        .optional()
        .describe('Why not valid: a wrong guess, an expired code, or none to check (never sent, used up)'),
      attemptsLeft: z.number().optional().describe('Wrong guesses left before the target is locked'),
      provenFor: z
        .number()
        .optional()
        .describe(
          "Purpose 'verify': seconds the session may change the account's mobile or e-mail (IDENTITY_PROOF_S)",
        ),
    }),
  },
} as const
