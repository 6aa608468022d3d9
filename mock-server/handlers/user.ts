import { userCalls } from '../../src/api/catalogue/user'
import { userSchemas } from '../../src/api/schemas/user'
import { companyNameIssue, hasCompany } from '../../src/domain/account-rules'
import { checkInlineImage } from '../../src/domain/image-data-url'
import { ruleText } from '../rule-text'
import { defineHandlers } from '../define-handlers'
import {
  consumeWechatCode,
  findUserByAccount,
  reject,
  requireCaptcha,
  requireWechatAccount,
  signIn,
  toUserInfo,
} from './auth'
import {
  checkCodeVerdict,
  issueCode,
  normalizeTarget,
  refuseCode,
  requireCode,
  requireIdentityProof,
  spendIdentityProof,
} from './codes'

export const userHandlers = defineHandlers(userCalls, userSchemas, {
  userCheckPwd(ctx) {
    return ctx.ok({ valid: ctx.requireUser().password === ctx.body.password })
  },

  userCheckEmailExist(ctx) {
    return ctx.ok({ exists: Boolean(findUserByAccount(ctx.db, ctx.body.email)) })
  },

  userCheckEmailBindingForWechat(ctx) {
    const owner = findUserByAccount(ctx.db, ctx.body.email)
    return ctx.ok({ exists: Boolean(owner), wechatBound: owner?.wechatBound ?? false })
  },

  userUpdateUserForOthers(ctx) {
    const user = ctx.requireUser()
    const { currency, companyName, companyNameEn } = ctx.body
    // The same rules as the account form (src/domain/account-rules.ts), by the account's kind.
    if (companyName !== undefined) {
      const issue = companyNameIssue(user.accountType, companyName)
      if (issue) reject(ctx, 'companyName', ...ruleText(issue))
    }
    if (companyNameEn && !hasCompany(user.accountType))
      reject(ctx, 'companyNameEn', ...ruleText('validation:noCompanyForIndividual'))
    if (hasCompany(user.accountType)) {
      if (companyName !== undefined) user.companyName = companyName
      if (companyNameEn !== undefined) user.companyNameEn = companyNameEn
    }
    if (currency) user.currency = currency
    return ctx.ok({ user: toUserInfo(user) })
  },

  userUploadPortrait(ctx) {
    const user = ctx.requireUser()
    // Checked by content, as the browser checked it before sending (src/domain/image-data-url.ts).
    const check = checkInlineImage(ctx.body.avatar)
    if (!check.ok && check.error === 'validation:fileFormat')
      reject(ctx, 'avatar', '头像仅支持 JPG、PNG、GIF 格式', 'The avatar must be a JPG, PNG or GIF image')
    if (!check.ok) reject(ctx, 'avatar', '头像不能超过 2MB', 'The avatar must be 2MB or smaller')
    user.avatar = ctx.body.avatar
    return ctx.ok({ user: toUserInfo(user) })
  },

  userUpdateUserInfo(ctx) {
    const user = ctx.requireUser()
    user.name = ctx.body.name
    user.nameEn = ctx.body.nameEn
    user.gender = ctx.body.gender
    return ctx.ok({ user: toUserInfo(user) })
  },

  userUpdatePwd(ctx) {
    const { body } = ctx
    if (body.mode === 'change') {
      const user = ctx.requireUser()
      if (user.password !== body.oldPassword)
        reject(ctx, 'oldPassword', '原密码错误', 'The current password is incorrect')
      if (body.newPassword === body.oldPassword) {
        reject(
          ctx,
          'newPassword',
          '新密码不能与原密码相同',
          'The new password must differ from the current one',
        )
      }
      user.password = body.newPassword
      return ctx.ok({ updated: true as const })
    }
    requireCaptcha(ctx, body.captchaId, body.captchaCode, true)
    const byEmail = body.email !== undefined
    const account = body.email ?? body.mobile ?? ''
    const user = findUserByAccount(ctx.db, account)
    if (!user) {
      if (byEmail) reject(ctx, 'email', '该邮箱尚未注册', 'This e-mail address is not registered')
      reject(ctx, 'mobile', '该手机号尚未注册', 'This mobile number is not registered')
    }
    requireCode(ctx, account, 'resetPassword', body.smsCode, 'smsCode')
    user.password = body.newPassword
    // Whoever knew the old password is signed out everywhere.
    ctx.db.sessions = ctx.db.sessions.filter((s) => s.userId !== user.id)
    return ctx.ok({ updated: true as const })
  },

  userCheckEmail(ctx) {
    const user = ctx.requireUser()
    const owner = findUserByAccount(ctx.db, ctx.body.email)
    if (owner?.id === user.id)
      reject(ctx, 'email', '新邮箱不能与当前邮箱相同', 'This is already your e-mail address')
    if (owner)
      reject(ctx, 'email', '该邮箱已被其他账号使用', 'This e-mail address is already used by another account')
    return ctx.ok(issueCode(ctx, ctx.body.email, 'bindEmail', 'email'))
  },

  userCheckEmailCode(ctx) {
    const user = ctx.requireUser()
    const owner = findUserByAccount(ctx.db, ctx.body.email)
    if (owner && owner.id !== user.id) {
      reject(ctx, 'email', '该邮箱已被其他账号使用', 'This e-mail address is already used by another account')
    }
    // Changing an address (not binding a first one) needs this session to have proven it is the owner.
    if (user.email) requireIdentityProof(ctx, user, [user.mobile, user.email])
    requireCode(ctx, ctx.body.email, 'bindEmail', ctx.body.code, 'code')
    spendIdentityProof(ctx)
    user.email = normalizeTarget(ctx.body.email)
    return ctx.ok({ user: toUserInfo(user) })
  },

  userUpdatePhone(ctx) {
    const user = ctx.requireUser()
    const owner = findUserByAccount(ctx.db, ctx.body.mobile)
    if (owner?.id === user.id)
      reject(ctx, 'mobile', '新手机号不能与当前手机号相同', 'This is already your mobile number')
    if (owner)
      reject(
        ctx,
        'mobile',
        '该手机号已被其他账号使用',
        'This mobile number is already used by another account',
      )
    // Changing the number (not binding a first one) needs this session to have proven the old one.
    if (user.mobile) requireIdentityProof(ctx, user, [user.mobile])
    requireCode(ctx, ctx.body.mobile, 'bindPhone', ctx.body.smsCode, 'smsCode')
    spendIdentityProof(ctx)
    user.mobile = ctx.body.mobile
    return ctx.ok({ user: toUserInfo(user) })
  },

  userCheckPhone(ctx) {
    return ctx.ok({ exists: Boolean(findUserByAccount(ctx.db, ctx.body.mobile)) })
  },

  wechatLogin(ctx) {
    const account = requireWechatAccount(ctx, ctx.body.code)
    const user = account.userId ? ctx.db.users.find((u) => u.id === account.userId) : undefined
    if (!user) return ctx.ok({ bound: false as const, nickname: account.nickname })
    consumeWechatCode(ctx, ctx.body.code)
    return ctx.ok({ bound: true as const, ...signIn(ctx, user) })
  },

  wechatBindingWechat(ctx) {
    const { code, email, emailCode } = ctx.body
    const account = requireWechatAccount(ctx, code)
    if (account.userId)
      reject(ctx, 'code', '该微信已绑定其他账号', 'This WeChat is already bound to an account')
    let user = ctx.user
    if (!user) {
      if (!email || !emailCode) {
        reject(
          ctx,
          'email',
          '请填写要绑定账号的邮箱和验证码',
          'Please enter the e-mail of your account and its code',
        )
      }
      user = findUserByAccount(ctx.db, email) ?? null
      if (!user) reject(ctx, 'email', '该邮箱尚未注册', 'This e-mail address is not registered')
      const verdict = checkCodeVerdict(ctx, email, 'verify', emailCode, true)
      if (!verdict.ok) refuseCode(ctx, verdict, 'emailCode')
    }
    if (user.wechatBound)
      reject(ctx, 'email', '该账号已绑定其他微信', 'This account is already bound to another WeChat')
    account.userId = user.id
    account.boundAt = ctx.now().toISOString()
    user.wechatBound = true
    consumeWechatCode(ctx, code)
    if (ctx.user && ctx.token) return ctx.ok({ token: ctx.token, user: toUserInfo(user) })
    return ctx.ok(signIn(ctx, user))
  },

  wechatRemoveBinding(ctx) {
    const user = ctx.requireUser()
    if (!user.wechatBound) reject(ctx, 'wechat', '当前账号未绑定微信', 'No WeChat is bound to this account')
    for (const account of ctx.db.wechatAccounts) {
      if (account.userId === user.id) {
        account.userId = null
        account.boundAt = null
      }
    }
    user.wechatBound = false
    return ctx.ok({ user: toUserInfo(user) })
  },

  wechatSendValidCodeToMail(ctx) {
    const owner = findUserByAccount(ctx.db, ctx.body.email)
    if (!owner) reject(ctx, 'email', '该邮箱尚未注册', 'This e-mail address is not registered')
    if (owner.wechatBound)
      reject(ctx, 'email', '该账号已绑定其他微信', 'This account is already bound to another WeChat')
    return ctx.ok(issueCode(ctx, ctx.body.email, 'verify', 'email'))
  },
})
