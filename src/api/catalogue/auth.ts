import { catalogueArea } from './define'
import type { authSchemas as S } from '../schemas/auth'

const endpoint = catalogueArea('auth')

/** The auth calls; request and response types come from `authSchemas` (type-only, so no zod in the bundle). */
export const authCalls = {
  loginAuth: endpoint<typeof S.loginAuth>('POST login/auth', { body: 'json' }),
  loginLogout: endpoint<typeof S.loginLogout>('POST login/logout', { body: 'json', loading: false }),
  loginRegist: endpoint<typeof S.loginRegist>('POST login/regist', { body: 'json' }),
  userInfo: endpoint<typeof S.userInfo>('GET user/info', { body: 'json', loading: false }),
  loginGetAuthorizeUrl: endpoint<typeof S.loginGetAuthorizeUrl>('POST login/getAuthorizeUrl', { body: 'json', loading: false }),
  loginGetAuthorizeCode: endpoint<typeof S.loginGetAuthorizeCode>('POST login/getAuthorizeCode', { body: 'json', loading: false }),
  loginGetPersonnelInfo: endpoint<typeof S.loginGetPersonnelInfo>('POST login/getPersonnelInfo', { body: 'json', loading: false }),
  languageChangeLanguage: endpoint<typeof S.languageChangeLanguage>('POST language/changeLanguage', { body: 'json', loading: false }),
  languageGetLanguage: endpoint<typeof S.languageGetLanguage>('POST language/getLanguage', { body: 'json', loading: false }),
  captcha: endpoint<typeof S.captcha>('POST captcha', { body: 'json', loading: false }),
  captchaVerify: endpoint<typeof S.captchaVerify>('POST captcha/verify', { body: 'json', loading: false }),
  smsSendCode: endpoint<typeof S.smsSendCode>('POST sms/sendCode', { body: 'json', loading: false }),
  smsVerifySmsCode: endpoint<typeof S.smsVerifySmsCode>('POST sms/verifySmsCode', { body: 'json', loading: false }),
} as const
