import { catalogueArea } from './define'
import type { userSchemas as S } from '../schemas/user'

const endpoint = catalogueArea('user')

/** The user calls; request and response types come from `userSchemas` (type-only, so no zod in the bundle). */
export const userCalls = {
  userCheckPwd: endpoint<typeof S.userCheckPwd>('POST user/checkPwd', { body: 'json', loading: false }),
  userCheckEmailExist: endpoint<typeof S.userCheckEmailExist>('POST user/checkEmailExist', { body: 'json', loading: false }),
  userCheckEmailBindingForWechat: endpoint<typeof S.userCheckEmailBindingForWechat>('POST user/checkEmailBindingForWechat', { body: 'json', loading: false }),
  userUpdateUserForOthers: endpoint<typeof S.userUpdateUserForOthers>('POST user/updateUserForOthers', { body: 'json' }),
  userUploadPortrait: endpoint<typeof S.userUploadPortrait>('POST user/uploadPortrait', { body: 'json' }),
  userUpdateUserInfo: endpoint<typeof S.userUpdateUserInfo>('POST user/updateUserInfo', { body: 'json' }),
  userUpdatePwd: endpoint<typeof S.userUpdatePwd>('POST user/updatePwd', { body: 'json' }),
  userCheckEmail: endpoint<typeof S.userCheckEmail>('POST user/checkEmail', { body: 'json', loading: false }),
  userCheckEmailCode: endpoint<typeof S.userCheckEmailCode>('POST user/checkEmailCode', { body: 'json', loading: false }),
  userUpdatePhone: endpoint<typeof S.userUpdatePhone>('POST user/updatePhone', { body: 'json' }),
  userCheckPhone: endpoint<typeof S.userCheckPhone>('POST user/checkPhone', { body: 'json', loading: false }),
  wechatLogin: endpoint<typeof S.wechatLogin>('POST wechat/login', { body: 'json' }),
  wechatBindingWechat: endpoint<typeof S.wechatBindingWechat>('POST wechat/bindingWechat', { body: 'json' }),
  wechatRemoveBinding: endpoint<typeof S.wechatRemoveBinding>('POST wechat/removeBinding', { body: 'json' }),
  wechatSendValidCodeToMail: endpoint<typeof S.wechatSendValidCodeToMail>('POST wechat/sendValidCodeToMail', { body: 'json', loading: false }),
} as const
