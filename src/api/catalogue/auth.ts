import type { authSchemas } from '../schemas/auth'
import { endpoint, type Req, type Res } from './define'

const AREA = 'auth'

/** The auth calls; request and response types come from `authSchemas` (type-only, so no zod in the bundle). */
export const authCalls = {
  loginAuth: endpoint<Req<typeof authSchemas.loginAuth>, Res<typeof authSchemas.loginAuth>>(
    'POST',
    'login/auth',
    'json',
    AREA,
    true,
  ),
  loginLogout: endpoint<Req<typeof authSchemas.loginLogout>, Res<typeof authSchemas.loginLogout>>(
    'POST',
    'login/logout',
    'json',
    AREA,
    false,
  ),
  loginRegist: endpoint<Req<typeof authSchemas.loginRegist>, Res<typeof authSchemas.loginRegist>>(
    'POST',
    'login/regist',
    'json',
    AREA,
    true,
  ),
  userInfo: endpoint<Req<typeof authSchemas.userInfo>, Res<typeof authSchemas.userInfo>>(
    'GET',
    'user/info',
    'json',
    AREA,
    false,
  ),
  loginGetAuthorizeUrl: endpoint<
    Req<typeof authSchemas.loginGetAuthorizeUrl>,
    Res<typeof authSchemas.loginGetAuthorizeUrl>
  >('POST', 'login/getAuthorizeUrl', 'json', AREA, false),
  loginGetAuthorizeCode: endpoint<
    Req<typeof authSchemas.loginGetAuthorizeCode>,
    Res<typeof authSchemas.loginGetAuthorizeCode>
  >('POST', 'login/getAuthorizeCode', 'json', AREA, false),
  loginGetPersonnelInfo: endpoint<
    Req<typeof authSchemas.loginGetPersonnelInfo>,
    Res<typeof authSchemas.loginGetPersonnelInfo>
  >('POST', 'login/getPersonnelInfo', 'json', AREA, false),
  languageChangeLanguage: endpoint<
    Req<typeof authSchemas.languageChangeLanguage>,
    Res<typeof authSchemas.languageChangeLanguage>
  >('POST', 'language/changeLanguage', 'json', AREA, false),
  languageGetLanguage: endpoint<
    Req<typeof authSchemas.languageGetLanguage>,
    Res<typeof authSchemas.languageGetLanguage>
  >('POST', 'language/getLanguage', 'json', AREA, false),
  captcha: endpoint<Req<typeof authSchemas.captcha>, Res<typeof authSchemas.captcha>>(
    'POST',
    'captcha',
    'json',
    AREA,
    false,
  ),
  captchaVerify: endpoint<Req<typeof authSchemas.captchaVerify>, Res<typeof authSchemas.captchaVerify>>(
    'POST',
    'captcha/verify',
    'json',
    AREA,
    false,
  ),
  smsSendCode: endpoint<Req<typeof authSchemas.smsSendCode>, Res<typeof authSchemas.smsSendCode>>(
    'POST',
    'sms/sendCode',
    'json',
    AREA,
    false,
  ),
  smsVerifySmsCode: endpoint<
    Req<typeof authSchemas.smsVerifySmsCode>,
    Res<typeof authSchemas.smsVerifySmsCode>
  >('POST', 'sms/verifySmsCode', 'json', AREA, false),
} as const
