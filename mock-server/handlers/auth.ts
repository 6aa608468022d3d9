import { authCalls } from '../../src/api/catalogue/auth'
import { authSchemas, type UserInfo } from '../../src/api/schemas/auth'
import { isMobile } from '../../src/domain/validation'
import { captchaImage, randomCaptchaCode } from '../captcha-image'
import { BIZ, ReplyError, type HandlerContext } from '../context'
import { newId, type MockDb, type UserRecord } from '../db'
import { defineHandlers } from '../define-handlers'
import {
  checkCodeVerdict,
  grantIdentityProof,
  issueCode,
  normalizeTarget,
  refuseCode,
  requireCode,
} from './codes'
import { DEMO_WECHAT_OPEN_ID, initialAvatar, type WechatAccountRecord } from '../seeds/auth'
import { trialEndFrom } from '../search/gate'

type Ctx = HandlerContext<unknown>

export const CAPTCHA_TTL_S = 300
const QR_TTL_S = 120
/** The simulated phone scans the QR code after SCAN_AFTER_S and confirms after CONFIRM_AFTER_S. */
const SCAN_AFTER_S = 2
const CONFIRM_AFTER_S = 5
/** How long the authorisation code of a confirmed scan stays usable. */
const WECHAT_CODE_TTL_S = 300

const seconds = (s: number) => s * 1000
const later = (ctx: Ctx, s: number) => new Date(ctx.now().getTime() + seconds(s)).toISOString()

export function findUserByAccount(db: MockDb, account: string): UserRecord | undefined {
  const key = normalizeTarget(account)
  return db.users.find((u) => u.mobile === key || u.email.toLowerCase() === key)
}

export function toUserInfo(user: UserRecord): UserInfo {
  const { password: _password, ...info } = user
  return info
}

/** Opens a session for the user, stamps the sign-in time and returns what every sign-in answers. */
export function signIn(ctx: Ctx, user: UserRecord): { token: string; user: UserInfo } {
  const token = newId('t')
  ctx.db.sessions.push({ token, userId: user.id, createdAt: ctx.now().toISOString() })
  user.lastLoginAt = ctx.now().toISOString()
  return { token, user: toUserInfo(user) }
}

/** Fails the call (body code 1001) with a message and the form field it concerns. */
export function reject(ctx: Ctx, field: string, zh: string, en: string): never {
  throw new ReplyError(ctx.fail(zh, en, BIZ.rejected, { field }))
}

/**
 * Checks a captcha answer. A wrong answer burns the captcha (no guessing against one image); a right one is
 * used up only when `consume` is set, by the call that completes a flow, so the forgot-password form can
 * send its SMS code and then submit with the same captcha.
 */
export function checkCaptcha(
  ctx: Ctx,
  captchaId: string,
  code: string,
  consume: boolean,
): 'ok' | 'expired' | 'wrong' {
  const captcha = ctx.db.captchas.find((c) => c.id === captchaId)
  if (!captcha || captcha.used || captcha.expiresAt <= ctx.now().toISOString()) return 'expired'
  const right = captcha.code.toLowerCase() === code.trim().toLowerCase()
  if (!right || consume) captcha.used = true
  return right ? 'ok' : 'wrong'
}

/** Like checkCaptcha, but ends the call with a message on the captchaCode field when the answer is not right. */
export function requireCaptcha(ctx: Ctx, captchaId: string, code: string, consume: boolean): void {
  const result = checkCaptcha(ctx, captchaId, code, consume)
  if (result === 'expired') {
    reject(
      ctx,
      'captchaCode',
      '图形验证码已过期，请刷新后重新输入',
      'The captcha has expired, please refresh it and try again',
    )
  }
  if (result === 'wrong') reject(ctx, 'captchaCode', '图形验证码错误', 'The captcha is incorrect')
}

/** The state of a simulated QR scan: the phone scans and confirms by itself a few seconds after creation. */
export function qrStatus(ctx: Ctx, state: string) {
  const auth = ctx.db.wechatAuths.find((a) => a.state === state)
  if (!auth || auth.consumed) return { status: 'expired' as const }
  const elapsed = (ctx.now().getTime() - new Date(auth.createdAt).getTime()) / 1000
  if (elapsed < SCAN_AFTER_S) return { status: 'waiting' as const }
  if (elapsed < CONFIRM_AFTER_S) return { status: 'scanned' as const }
  if (elapsed < CONFIRM_AFTER_S + WECHAT_CODE_TTL_S) return { status: 'confirmed' as const, code: auth.code }
  return { status: 'expired' as const }
}

/** The WeChat identity behind a confirmed authorisation code; ends the call when the code is not usable. */
export function requireWechatAccount(ctx: Ctx, code: string): WechatAccountRecord {
  const auth = ctx.db.wechatAuths.find((a) => a.code === code)
  const account =
    auth && qrStatus(ctx, auth.state).status === 'confirmed'
      ? ctx.db.wechatAccounts.find((w) => w.openId === auth.openId)
      : undefined
  if (!account)
    reject(
      ctx,
      'code',
      '微信授权已失效，请重新扫码',
      'The WeChat authorisation has expired, please scan again',
    )
  return account
}

export function consumeWechatCode(ctx: Ctx, code: string): void {
  const auth = ctx.db.wechatAuths.find((a) => a.code === code)
  if (auth) auth.consumed = true
}

const WECHAT_NAMES = ['晨光', 'Lucas', '一只小橘', 'Momo', '阿杰', 'Iris']

/**
 * Who scans the QR code in the simulation: on the sign-in page, the demo WeChat (bound to the agency account
 * unless someone removed it); when a signed-in user binds, a WeChat identity the portal has not seen.
 */
function scanningAccount(ctx: Ctx): WechatAccountRecord {
  const demo = ctx.db.wechatAccounts.find((w) => w.openId === DEMO_WECHAT_OPEN_ID)
  if (!ctx.user && demo) return demo
  const n = ctx.db.wechatAccounts.length
  const nickname = WECHAT_NAMES[n % WECHAT_NAMES.length]!
  const account: WechatAccountRecord = {
    openId: newId('wx-o-'),
    nickname,
    avatar: initialAvatar(nickname, n * 61),
    gender: 'unknown',
    province: '上海',
    city: '上海',
    userId: null,
    boundAt: null,
  }
  ctx.db.wechatAccounts.push(account)
  return account
}

export const authHandlers = defineHandlers(authCalls, authSchemas, {
  loginAuth(ctx) {
    const { body } = ctx
    if (body.loginType === 'sms') {
      requireCode(ctx, body.mobile, 'login', body.smsCode, 'smsCode')
      const user = findUserByAccount(ctx.db, body.mobile)
      if (!user) reject(ctx, 'mobile', '该手机号尚未注册', 'This mobile number is not registered')
      return ctx.ok(signIn(ctx, user))
    }
    requireCaptcha(ctx, body.captchaId, body.captchaCode, true)
    const user = findUserByAccount(ctx.db, body.account)
    if (!user || user.password !== body.password) {
      return ctx.fail('账号或密码错误', 'Incorrect account or password', BIZ.rejected, { field: 'password' })
    }
    return ctx.ok(signIn(ctx, user))
  },

  loginLogout(ctx) {
    ctx.db.sessions = ctx.db.sessions.filter((s) => s.token !== ctx.token)
    return ctx.ok({ loggedOut: true as const })
  },

  loginRegist(ctx) {
    const { body } = ctx
    if (findUserByAccount(ctx.db, body.email)) {
      reject(
        ctx,
        'email',
        '该邮箱已注册，请直接登录',
        'This e-mail address is already registered, please sign in',
      )
    }
    if (findUserByAccount(ctx.db, body.mobile)) {
      reject(
        ctx,
        'mobile',
        '该手机号已注册，请直接登录',
        'This mobile number is already registered, please sign in',
      )
    }
    requireCode(ctx, body.mobile, 'register', body.smsCode, 'smsCode')
    const now = ctx.now().toISOString()
    const user: UserRecord = {
      id: newId('u-'),
      accountType: body.accountType,
      email: normalizeTarget(body.email),
      mobile: body.mobile,
      password: body.password,
      name: body.name,
      nameEn: '',
      gender: 'unknown',
      currency: 'CNY',
      lang: ctx.lang,
      avatar: '',
      companyName: body.accountType === 'individual' ? '' : body.companyName,
      companyNameEn: '',
      wechatBound: false,
      isPurchase: false,
      // Every new account starts a 30-day search trial (mock-server/search/gate.ts).
      trialEndsAt: trialEndFrom(ctx.now()),
      trialReapplied: false,
      createdAt: now,
      lastLoginAt: now,
    }
    ctx.db.users.push(user)
    return ctx.ok(signIn(ctx, user))
  },

  userInfo(ctx) {
    return ctx.ok(toUserInfo(ctx.requireUser()))
  },

  loginGetAuthorizeUrl(ctx) {
    const state = newId('st')
    const stale = ctx.now().getTime() - seconds(CONFIRM_AFTER_S + WECHAT_CODE_TTL_S)
    ctx.db.wechatAuths = ctx.db.wechatAuths.filter((a) => new Date(a.createdAt).getTime() > stale)
    const account = scanningAccount(ctx)
    ctx.db.wechatAuths.push({
      state,
      createdAt: ctx.now().toISOString(),
      openId: account.openId,
      code: newId('wxc'),
      consumed: false,
    })
    const redirect = encodeURIComponent(
      `${globalThis.location?.origin ?? 'https://portal.example.com'}/platform/auth`,
    )
    return ctx.ok({
      state,
      qrContent: `https://open.weixin.qq.com/connect/qrconnect?appid=wx5e1b7c0d2a9f4e31&redirect_uri=${redirect}&response_type=code&scope=snsapi_login&state=${state}#wechat_redirect`,
      expiresIn: QR_TTL_S,
    })
  },

  loginGetAuthorizeCode(ctx) {
    return ctx.ok(qrStatus(ctx, ctx.body.state))
  },

  loginGetPersonnelInfo(ctx) {
    const { userId, boundAt: _boundAt, ...profile } = requireWechatAccount(ctx, ctx.body.code)
    return ctx.ok({ ...profile, bound: userId !== null })
  },

  languageChangeLanguage(ctx) {
    if (ctx.user) ctx.user.lang = ctx.body.lang
    return ctx.ok({ lang: ctx.body.lang })
  },

  languageGetLanguage(ctx) {
    return ctx.ok({ lang: ctx.user?.lang ?? ctx.lang })
  },

  captcha(ctx) {
    const code = randomCaptchaCode()
    const captchaId = newId('cap')
    ctx.db.captchas = ctx.db.captchas.filter((c) => !c.used && c.expiresAt > ctx.now().toISOString())
    ctx.db.captchas.push({ id: captchaId, code, expiresAt: later(ctx, CAPTCHA_TTL_S), used: false })
    return ctx.ok({ captchaId, image: captchaImage(code), expiresIn: CAPTCHA_TTL_S })
  },

  captchaVerify(ctx) {
    return ctx.ok({ valid: checkCaptcha(ctx, ctx.body.captchaId, ctx.body.code, false) === 'ok' })
  },

  smsSendCode(ctx) {
    const { target, purpose } = ctx.body
    requireCaptcha(ctx, ctx.body.captchaId, ctx.body.captchaCode, false)
    const owner = findUserByAccount(ctx.db, target)
    const kind = isMobile(target)
      ? { zh: '手机号', en: 'mobile number' }
      : { zh: '邮箱', en: 'e-mail address' }
    if ((purpose === 'login' || purpose === 'resetPassword') && !owner) {
      reject(ctx, 'target', `该${kind.zh}尚未注册`, `This ${kind.en} is not registered`)
    }
    if (purpose === 'register' && owner) {
      reject(
        ctx,
        'target',
        `该${kind.zh}已注册，请直接登录`,
        `This ${kind.en} is already registered, please sign in`,
      )
    }
    if (purpose === 'bindPhone' || purpose === 'bindEmail') {
      const user = ctx.requireUser()
      if ((purpose === 'bindPhone') !== isMobile(target)) {
        reject(
          ctx,
          'target',
          `请输入正确的${purpose === 'bindPhone' ? '手机号' : '邮箱'}`,
          `Please enter a valid ${purpose === 'bindPhone' ? 'mobile number' : 'e-mail address'}`,
        )
      }
      if (owner?.id === user.id) {
        reject(
          ctx,
          'target',
          `这已是您当前账号的${kind.zh}`,
          `This is already the ${kind.en} of your account`,
        )
      }
      if (owner) {
        reject(
          ctx,
          'target',
          `该${kind.zh}已被其他账号绑定`,
          `This ${kind.en} is already used by another account`,
        )
      }
    }
    if (purpose === 'verify') {
      const user = ctx.requireUser()
      if (owner?.id !== user.id) {
        reject(
          ctx,
          'target',
          `该${kind.zh}不是您当前账号绑定的${kind.zh}`,
          `This is not the ${kind.en} of your account`,
        )
      }
    }
    // One captcha may send codes to one target only, so it cannot be used to flood many numbers.
    const captcha = ctx.db.captchas.find((c) => c.id === ctx.body.captchaId)
    const normalized = normalizeTarget(target)
    if (captcha?.sentTo && captcha.sentTo !== normalized) {
      reject(
        ctx,
        'captchaCode',
        '图形验证码已使用，请刷新后重试',
        'The captcha has been used, please refresh it',
      )
    }
    const sent = issueCode(ctx, target, purpose)
    if (captcha) captcha.sentTo = normalized
    return ctx.ok(sent)
  },

  smsVerifySmsCode(ctx) {
    const { target, purpose, code } = ctx.body
    // Proving one's own contact is the step itself: a right code is used up and the session holds the proof
    // that lets it change the account's mobile or e-mail for a while (user/updatePhone, user/checkEmailCode).
    const owner = findUserByAccount(ctx.db, target)
    const proving = purpose === 'verify' && ctx.user !== null && owner?.id === ctx.user.id
    const verdict = checkCodeVerdict(ctx, target, purpose, code, proving)
    if (verdict.ok) {
      return ctx.ok(proving ? { valid: true, provenFor: grantIdentityProof(ctx, target) } : { valid: true })
    }
    // A lock refuses the call (with the seconds left); a wrong or stale code is "not valid", with the reason.
    if (verdict.reason === 'locked') refuseCode(ctx, verdict, 'code')
    const { ok: _ok, ...why } = verdict
    return ctx.ok({ valid: false, ...why })
  },
})
