import type { Seeder } from './seed-kit'

/** A graphic captcha shown on the sign-in and forgot-password pages. */
export interface CaptchaRecord {
  id: string
  /** The four characters drawn in the image, stored as drawn (checked case-insensitively). */
  code: string
  expiresAt: string
  /** Burned by a wrong answer or by the call that completes a flow (sign-in, password reset). */
  used: boolean
  /** The target the first code sent with this captcha went to; it may not send to another one. */
  sentTo?: string
}

export type CodePurpose = 'login' | 'register' | 'resetPassword' | 'bindPhone' | 'bindEmail' | 'verify'

/** A six-digit code sent by SMS (mobile target) or by e-mail (email target). */
export interface SmsCodeRecord {
  id: string
  /** Mobile number or lower-cased e-mail address the code was sent to. */
  target: string
  purpose: CodePurpose
  code: string
  createdAt: string
  expiresAt: string
  used: boolean
  /** Wrong guesses so far; the code is burned after CODE_MAX_ATTEMPTS. */
  attempts: number
  /** Set by the last allowed wrong guess: until then the target gets no code and no check for this purpose. */
  lockedUntil?: string
}

/** One WeChat QR sign-in: created by login/getAuthorizeUrl, polled by login/getAuthorizeCode. */
export interface WechatAuthRecord {
  state: string
  createdAt: string
  /** The WeChat identity that (in the simulation) scans the code. */
  openId: string
  /** The one-time authorisation code handed out once the scan is confirmed. */
  code: string
  /** Set when wechat/login or wechat/bindingWechat has used the code. */
  consumed: boolean
}

/** A WeChat identity the mock knows, and the portal account it is bound to (if any). */
export interface WechatAccountRecord {
  openId: string
  nickname: string
  avatar: string
  gender: 'male' | 'female' | 'unknown'
  province: string
  city: string
  userId: string | null
  boundAt: string | null
}

declare module '../db' {
  interface MockTables {
    captchas: CaptchaRecord[]
    smsCodes: SmsCodeRecord[]
    wechatAuths: WechatAuthRecord[]
    wechatAccounts: WechatAccountRecord[]
  }
}

/** The WeChat identity that scans the sign-in QR code in the demo; it starts bound to the agency account. */
export const DEMO_WECHAT_OPEN_ID = 'wx-o-demo-agency'

const CITIES = [
  ['上海', '上海'],
  ['北京', '北京'],
  ['广东', '深圳'],
  ['浙江', '杭州'],
  ['江苏', '南京'],
] as const

/** A round avatar with the first letter of a name, as an SVG data URL (WeChat avatars are images). */
export function initialAvatar(name: string, hue: number): string {
  const letter = [...name][0] ?? '?'
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<circle cx="48" cy="48" r="48" fill="hsl(${hue % 360} 55% 52%)"/>` +
    `<text x="48" y="62" font-size="42" text-anchor="middle" fill="#fff" font-family="sans-serif">${letter}</text></svg>`
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}

/** Empty code tables, and one WeChat identity for every account the seed marks as WeChat-bound. */
export const seedAuth: Seeder = (db) => {
  db.captchas = []
  db.smsCodes = []
  db.wechatAuths = []
  db.wechatAccounts = db.users
    .filter((user) => user.wechatBound)
    .map((user, i) => {
      const [province, city] = CITIES[i % CITIES.length]!
      return {
        openId: user.id === 'u-agency' ? DEMO_WECHAT_OPEN_ID : `wx-o-${user.id}`,
        nickname: user.nameEn || user.name,
        avatar: initialAvatar(user.nameEn || user.name, i * 47),
        gender: user.gender,
        province,
        city,
        userId: user.id,
        boundAt: user.createdAt,
      }
    })
}
