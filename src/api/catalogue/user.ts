import type { userSchemas } from '../schemas/user'
import { endpoint, type Req, type Res } from './define'

const AREA = 'user'

/** The user calls; request and response types come from `userSchemas` (type-only, so no zod in the bundle). */
export const userCalls = {
  userCheckPwd: endpoint<Req<typeof userSchemas.userCheckPwd>, Res<typeof userSchemas.userCheckPwd>>(
    'POST',
    'user/checkPwd',
    'json',
    AREA,
    false,
  ),
  userCheckEmailExist: endpoint<
    Req<typeof userSchemas.userCheckEmailExist>,
    Res<typeof userSchemas.userCheckEmailExist>
  >('POST', 'user/checkEmailExist', 'json', AREA, false),
  userCheckEmailBindingForWechat: endpoint<
    Req<typeof userSchemas.userCheckEmailBindingForWechat>,
    Res<typeof userSchemas.userCheckEmailBindingForWechat>
  >('POST', 'user/checkEmailBindingForWechat', 'json', AREA, false),
  userUpdateUserForOthers: endpoint<
    Req<typeof userSchemas.userUpdateUserForOthers>,
    Res<typeof userSchemas.userUpdateUserForOthers>
  >('POST', 'user/updateUserForOthers', 'json', AREA, true),
  userUploadPortrait: endpoint<
    Req<typeof userSchemas.userUploadPortrait>,
    Res<typeof userSchemas.userUploadPortrait>
  >('POST', 'user/uploadPortrait', 'json', AREA, true),
  userUpdateUserInfo: endpoint<
    Req<typeof userSchemas.userUpdateUserInfo>,
    Res<typeof userSchemas.userUpdateUserInfo>
  >('POST', 'user/updateUserInfo', 'json', AREA, true),
  userUpdatePwd: endpoint<Req<typeof userSchemas.userUpdatePwd>, Res<typeof userSchemas.userUpdatePwd>>(
    'POST',
    'user/updatePwd',
    'json',
    AREA,
    true,
  ),
  userCheckEmail: endpoint<Req<typeof userSchemas.userCheckEmail>, Res<typeof userSchemas.userCheckEmail>>(
    'POST',
    'user/checkEmail',
    'json',
    AREA,
    false,
  ),
  userCheckEmailCode: endpoint<
    Req<typeof userSchemas.userCheckEmailCode>,
    Res<typeof userSchemas.userCheckEmailCode>
  >('POST', 'user/checkEmailCode', 'json', AREA, false),
  userUpdatePhone: endpoint<Req<typeof userSchemas.userUpdatePhone>, Res<typeof userSchemas.userUpdatePhone>>(
    'POST',
    'user/updatePhone',
    'json',
    AREA,
    true,
  ),
  userCheckPhone: endpoint<Req<typeof userSchemas.userCheckPhone>, Res<typeof userSchemas.userCheckPhone>>(
    'POST',
    'user/checkPhone',
    'json',
    AREA,
    false,
  ),
  wechatLogin: endpoint<Req<typeof userSchemas.wechatLogin>, Res<typeof userSchemas.wechatLogin>>(
    'POST',
    'wechat/login',
    'json',
    AREA,
    true,
  ),
  wechatBindingWechat: endpoint<
    Req<typeof userSchemas.wechatBindingWechat>,
    Res<typeof userSchemas.wechatBindingWechat>
  >('POST', 'wechat/bindingWechat', 'json', AREA, true),
  wechatRemoveBinding: endpoint<
    Req<typeof userSchemas.wechatRemoveBinding>,
    Res<typeof userSchemas.wechatRemoveBinding>
  >('POST', 'wechat/removeBinding', 'json', AREA, true),
  wechatSendValidCodeToMail: endpoint<
    Req<typeof userSchemas.wechatSendValidCodeToMail>,
    Res<typeof userSchemas.wechatSendValidCodeToMail>
  >('POST', 'wechat/sendValidCodeToMail', 'json', AREA, false),
} as const
