import { z } from 'zod'
import {
  captchaField,
  emailField,
  mobileField,
  passwordField,
  requiredString,
  smsCodeField,
} from '../../domain/schemas'
import {
  CURRENCIES,
  GENDERS,
  accountNameEnField,
  accountNameField,
  companyNameEnField,
  companyNameText,
} from '../../domain/account-rules'
import { codeSentSchema, sessionSchema, userInfoSchema } from './auth'

/** New password typed twice; a mismatch is reported on `confirmPassword`. */
const newPasswordPair = {
  newPassword: passwordField,
  confirmPassword: requiredString,
}

const resetPassword = z
  .object({
    mode: z
      .literal('reset')
      .describe('Forgot password: proven by a code by SMS or e-mail, no session needed'),
    mobile: mobileField.optional().describe('The account by its mobile number (code sent by SMS)'),
    email: emailField.optional().describe('The account by its e-mail address (code sent by e-mail)'),
    smsCode: smsCodeField.describe("Sent to `mobile` or `email` with purpose 'resetPassword'"),
    captchaId: requiredString,
    captchaCode: captchaField,
    ...newPasswordPair,
  })
  .superRefine((form, ctx) => {
    // Exactly one of the two says whose password it is.
    if ((form.mobile === undefined) === (form.email === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['mobile'], message: 'validation:required' })
    }
  })
const changePassword = z.object({
  mode: z.literal('change').describe('Signed-in user changing a known password'),
  oldPassword: requiredString,
  ...newPasswordPair,
})

/** Answer of the calls that change the signed-in user's record: the record as it is now. */
const updatedUser = z.object({ user: userInfoSchema })

const exists = z.object({ exists: z.boolean() })

/** Request and response schemas of every user call, keyed like `userCalls`. */
export const userSchemas = {
  userCheckPwd: {
    req: z.object({ password: requiredString }),
    res: z.object({ valid: z.boolean().describe("Whether it is the signed-in user's current password") }),
  },
  userCheckEmailExist: { req: z.object({ email: emailField }), res: exists },
  userCheckEmailBindingForWechat: {
    req: z.object({ email: emailField }),
    res: z.object({
      exists: z.boolean().describe('An account uses this e-mail'),
      wechatBound: z.boolean().describe('That account already has a WeChat bound (it cannot take another)'),
    }),
  },
  userUpdateUserForOthers: {
    req: z.object({
      currency: z.enum(CURRENCIES).optional().describe('Preferred quote currency'),
      companyName: companyNameText
        .optional()
        .describe("Enterprise and agency accounts only; the kind's rule is companyNameIssue"),
      companyNameEn: companyNameEnField.optional(),
    }),
    res: updatedUser,
  },
  userUploadPortrait: {
    req: z.object({
      avatar: requiredString.describe(
        'data:image/(png|jpeg|gif);base64,... whose bytes are that format, at most 2,048,000 bytes decoded',
      ),
    }),
    res: updatedUser,
  },
  userUpdateUserInfo: {
    req: z.object({
      name: accountNameField.describe('Contact person'),
      nameEn: accountNameEnField.default(''),
      gender: z.enum(GENDERS),
    }),
    res: updatedUser,
  },
  userUpdatePwd: {
    req: z.discriminatedUnion('mode', [resetPassword, changePassword]).superRefine((form, ctx) => {
      if (form.newPassword !== form.confirmPassword) {
        ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'validation:passwordMismatch' })
      }
    }),
    res: z.object({ updated: z.literal(true) }),
  },
  userCheckEmail: {
    req: z.object({ email: emailField.describe('The new e-mail; a code is sent to it') }),
    res: codeSentSchema,
  },
  userCheckEmailCode: {
    req: z.object({ email: emailField, code: smsCodeField.describe('The code user/checkEmail sent') }),
    res: updatedUser,
  },
  userUpdatePhone: {
    req: z.object({
      mobile: mobileField,
      smsCode: smsCodeField.describe("Sent to `mobile` with purpose 'bindPhone'"),
    }),
    res: updatedUser,
  },
  userCheckPhone: { req: z.object({ mobile: mobileField }), res: exists },
  wechatLogin: {
    req: z.object({ code: requiredString.describe('From login/getAuthorizeCode') }),
    res: z.discriminatedUnion('bound', [
      sessionSchema.extend({ bound: z.literal(true) }),
      z.object({
        bound: z.literal(false).describe('No account is bound: offer to bind one (wechat/bindingWechat)'),
        nickname: z.string(),
      }),
    ]),
  },
  wechatBindingWechat: {
    req: z.object({
      code: requiredString.describe('From login/getAuthorizeCode'),
      email: emailField.optional().describe('Without a session: the account to bind'),
      emailCode: smsCodeField
        .optional()
        .describe('Without a session: the code wechat/sendValidCodeToMail sent'),
    }),
    res: sessionSchema.describe('Signs in when called without a session; otherwise the current token'),
  },
  wechatRemoveBinding: { req: z.object({}), res: updatedUser },
  wechatSendValidCodeToMail: {
    req: z.object({ email: emailField.describe('E-mail of the account to bind to the WeChat') }),
    res: codeSentSchema,
  },
} as const
