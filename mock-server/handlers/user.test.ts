import { describe, expect, it } from 'vitest'
import { callApi, setupTestServer } from '../test-support'

const server = setupTestServer()

function call(path: string, body: object = {}, token?: string) {
  return callApi(path, body, { token })
}

async function getUserInfo(token: string) {
  return (await callApi('user/info', {}, { token, method: 'GET' })).body
}

async function captcha() {
  const { captchaId } = (await call('captcha')).body.data as { captchaId: string }
  return { captchaId, captchaCode: server.db.captchas.find((c) => c.id === captchaId)?.code ?? '' }
}

async function signIn(account: string, password: string) {
  const { body } = await call('login/auth', {
    loginType: 'password',
    account,
    password,
    ...(await captcha()),
  })
  return body
}

async function tokenOf(account: string, password: string) {
  return ((await signIn(account, password)).data as { token: string }).token
}

/** Sends a code through sms/sendCode and returns the code the mock hands to the demo. */
async function sendCode(target: string, purpose: string, token?: string) {
  const { body } = await call('sms/sendCode', { target, purpose, ...(await captcha()) }, token)
  expect(body.code).toBe(200)
  return (body.data as { demoCode: string }).demoCode
}

describe('forgot password', () => {
  it('resets with an SMS code, ends the old sessions and accepts the new password', async () => {
    const oldToken = await tokenOf('demo@example.com', 'Demo1234')
    const form = await captcha()
    // The page sends the code with the captcha on the form, then submits the same captcha.
    const sent = await call('sms/sendCode', { target: '13800138000', purpose: 'resetPassword', ...form })
    const { demoCode } = sent.body.data as { demoCode: string }
    const reset = await call('user/updatePwd', {
      mode: 'reset',
      mobile: '13800138000',
      smsCode: demoCode,
      ...form,
      newPassword: 'Fresh2026',
      confirmPassword: 'Fresh2026',
    })
    expect(reset.body).toEqual({ code: 200, msg: 'success', data: { updated: true } })
    expect((await getUserInfo(oldToken)).code).toBe(401)
    expect((await signIn('demo@example.com', 'Demo1234')).code).toBe(1001)
    expect((await signIn('demo@example.com', 'Fresh2026')).code).toBe(200)
  })

  it('resets with a code sent by e-mail to the account address', async () => {
    const form = await captcha()
    const sent = await call('sms/sendCode', {
      target: 'Person@Example.com',
      purpose: 'resetPassword',
      ...form,
    })
    expect(sent.body.data).toMatchObject({ target: 'p***@example.com' })
    const { demoCode } = sent.body.data as { demoCode: string }
    const verified = await call('sms/verifySmsCode', {
      target: 'person@example.com',
      purpose: 'resetPassword',
      code: demoCode,
    })
    expect(verified.body.data).toEqual({ valid: true })
    const reset = await call('user/updatePwd', {
      mode: 'reset',
      email: 'person@example.com',
      smsCode: demoCode,
      ...form,
      newPassword: 'Fresh5678',
      confirmPassword: 'Fresh5678',
    })
    expect(reset.body).toEqual({ code: 200, msg: 'success', data: { updated: true } })
    expect((await signIn('person@example.com', 'Fresh5678')).code).toBe(200)
  })

  it('refuses an unknown e-mail, a malformed one and a request naming both or neither account', async () => {
    const unknown = await call('sms/sendCode', {
      target: 'nobody@example.com',
      purpose: 'resetPassword',
      ...(await captcha()),
    })
    expect(unknown.body).toMatchObject({ code: 1001, msg: 'This e-mail address is not registered' })
    const base = { mode: 'reset', smsCode: '123456', newPassword: 'Fresh5678', confirmPassword: 'Fresh5678' }
    const malformed = await call('user/updatePwd', { ...base, email: 'person@', ...(await captcha()) })
    expect(malformed.body.code).toBe(800)
    const both = await call('user/updatePwd', {
      ...base,
      email: 'person@example.com',
      mobile: '13800138000',
      ...(await captcha()),
    })
    expect(both.body.code).toBe(800)
    const neither = await call('user/updatePwd', { ...base, ...(await captcha()) })
    expect(neither.body.code).toBe(800)
  })

  it('refuses a password with characters other than letters and digits (§5)', async () => {
    const demoCode = await sendCode('13800138000', 'resetPassword')
    const symbols = await call('user/updatePwd', {
      mode: 'reset',
      mobile: '13800138000',
      smsCode: demoCode,
      ...(await captcha()),
      newPassword: 'Fresh 2026!',
      confirmPassword: 'Fresh 2026!',
    })
    expect(symbols.body.code).toBe(800)
    expect(symbols.body.msg).toContain('newPassword')
  })

  it('refuses a wrong SMS code and a mismatched confirmation', async () => {
    const demoCode = await sendCode('15021234567', 'resetPassword')
    const base = {
      mode: 'reset',
      mobile: '15021234567',
      newPassword: 'Fresh2026',
      confirmPassword: 'Fresh2026',
    }
    const wrong = await call('user/updatePwd', {
      ...base,
      smsCode: demoCode === '000000' ? '111111' : '000000',
      ...(await captcha()),
    })
    expect(wrong.body).toMatchObject({ code: 1001, data: { field: 'smsCode' } })
    const mismatch = await call('user/updatePwd', {
      ...base,
      confirmPassword: 'Other2026',
      smsCode: demoCode,
      ...(await captcha()),
    })
    expect(mismatch).toMatchObject({ status: 500, body: { code: 800 } })
    expect(mismatch.body.msg).toContain('confirmPassword')
  })
})

describe('signed-in password change', () => {
  it('needs the current password', async () => {
    const token = await tokenOf('person@example.com', 'Person1234')
    const change = { mode: 'change', newPassword: 'Next2026a', confirmPassword: 'Next2026a' }
    const wrong = await call('user/updatePwd', { ...change, oldPassword: 'Nope1234' }, token)
    expect(wrong.body).toMatchObject({ code: 1001, data: { field: 'oldPassword' } })
    expect((await call('user/checkPwd', { password: 'Person1234' }, token)).body.data).toEqual({
      valid: true,
    })
    const ok = await call('user/updatePwd', { ...change, oldPassword: 'Person1234' }, token)
    expect(ok.body.data).toEqual({ updated: true })
    expect((await call('user/checkPwd', { password: 'Next2026a' }, token)).body.data).toEqual({ valid: true })
    expect((await call('user/updatePwd', { ...change, oldPassword: 'Person1234' })).body.code).toBe(401)
  })
})

describe('lookups', () => {
  it('tells whether a mobile or an e-mail is registered', async () => {
    expect((await call('user/checkPhone', { mobile: '13911112222' })).body.data).toEqual({ exists: true })
    expect((await call('user/checkPhone', { mobile: '13911119999' })).body.data).toEqual({ exists: false })
    expect((await call('user/checkEmailExist', { email: 'Agency@Example.com' })).body.data).toEqual({
      exists: true,
    })
    expect((await call('user/checkEmailExist', { email: 'x@example.com' })).body.data).toEqual({
      exists: false,
    })
    const binding = await call('user/checkEmailBindingForWechat', { email: 'agency@example.com' })
    expect(binding.body.data).toEqual({ exists: true, wechatBound: true })
  })
})

/** Proves the session owns `target` (the account's own mobile or e-mail) with a 'verify' code. */
async function prove(target: string, token: string) {
  const code = await sendCode(target, 'verify', token)
  const { body } = await call('sms/verifySmsCode', { target, purpose: 'verify', code }, token)
  expect(body.data).toMatchObject({ valid: true })
}

describe('account security', () => {
  it('binds a new mobile number with a bindPhone code', async () => {
    const token = await tokenOf('demo@example.com', 'Demo1234')
    await prove('13800138000', token)
    const taken = await call(
      'sms/sendCode',
      { target: '13911112222', purpose: 'bindPhone', ...(await captcha()) },
      token,
    )
    expect(taken.body).toMatchObject({ code: 1001, data: { field: 'target' } })
    const code = await sendCode('18612345678', 'bindPhone', token)
    const { body } = await call('user/updatePhone', { mobile: '18612345678', smsCode: code }, token)
    expect(body.data).toMatchObject({ user: { mobile: '18612345678' } })
    expect((await signIn('18612345678', 'Demo1234')).code).toBe(200)
  })

  it('changes the e-mail after the code sent to the new address', async () => {
    const token = await tokenOf('demo@example.com', 'Demo1234')
    await prove('13800138000', token)
    const taken = await call('user/checkEmail', { email: 'agency@example.com' }, token)
    expect(taken.body).toMatchObject({ code: 1001, data: { field: 'email' } })
    const sent = await call('user/checkEmail', { email: 'wang.jg@example.com' }, token)
    expect(sent.body.data).toMatchObject({ target: 'w***@example.com', expiresIn: 300 })
    const { demoCode } = sent.body.data as { demoCode: string }
    const { body } = await call(
      'user/checkEmailCode',
      { email: 'wang.jg@example.com', code: demoCode },
      token,
    )
    expect(body.data).toMatchObject({ user: { email: 'wang.jg@example.com' } })
  })

  it('updates the profile, preferences and avatar', async () => {
    const token = await tokenOf('demo@example.com', 'Demo1234')
    const info = await call(
      'user/updateUserInfo',
      { name: '王建华', nameEn: 'Jianhua Wang', gender: 'male' },
      token,
    )
    expect(info.body.data).toMatchObject({ user: { name: '王建华', nameEn: 'Jianhua Wang' } })
    const others = await call(
      'user/updateUserForOthers',
      { currency: 'EUR', companyName: 'Yunshan Tech' },
      token,
    )
    expect(others.body).toMatchObject({ code: 1001, data: { field: 'companyName' } })
    const currency = await call('user/updateUserForOthers', { currency: 'EUR' }, token)
    expect(currency.body.data).toMatchObject({ user: { currency: 'EUR' } })
    // The start of a real PNG (signature and IHDR of a 1 x 1 image): the server checks the bytes, not the label.
    const pngStart = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAAB'
    const avatar = `data:image/png;base64,${pngStart}`
    const small = await call('user/uploadPortrait', { avatar }, token)
    expect(small.body.data).toMatchObject({ user: { avatar } })
    const huge = await call(
      'user/uploadPortrait',
      { avatar: `data:image/png;base64,${pngStart}${'A'.repeat(2_800_000)}` },
      token,
    )
    expect(huge.body).toMatchObject({ code: 1001, msg: 'The avatar must be 2MB or smaller' })
    const pdf = await call(
      'user/uploadPortrait',
      { avatar: `data:application/pdf;base64,${btoa('x')}` },
      token,
    )
    expect(pdf.body).toMatchObject({ code: 1001, data: { field: 'avatar' } })
  })
})

describe('WeChat binding', () => {
  /** Runs the simulated QR scan to its confirmation and returns the authorisation code. */
  async function scannedCode(token?: string) {
    server.setNow('2026-03-01T08:00:00.000Z')
    const { state } = (await call('login/getAuthorizeUrl', {}, token)).body.data as { state: string }
    server.setNow('2026-03-01T08:00:10.000Z')
    return ((await call('login/getAuthorizeCode', { state })).body.data as { code: string }).code
  }

  it('binds an unbound WeChat to an account proven by an e-mail code, then signs in with it', async () => {
    const agency = await tokenOf('agency@example.com', 'Agency1234')
    expect((await call('wechat/removeBinding', {}, agency)).body.data).toMatchObject({
      user: { wechatBound: false },
    })

    const code = await scannedCode()
    expect((await call('wechat/login', { code })).body.data).toMatchObject({ bound: false })
    const sent = await call('wechat/sendValidCodeToMail', { email: 'person@example.com' })
    const { demoCode } = sent.body.data as { demoCode: string }
    const bound = await call('wechat/bindingWechat', {
      code,
      email: 'person@example.com',
      emailCode: demoCode,
    })
    expect(bound.body.data).toMatchObject({ user: { id: 'u-person', wechatBound: true } })

    const again = await scannedCode()
    expect((await call('wechat/login', { code: again })).body.data).toMatchObject({
      bound: true,
      user: { id: 'u-person' },
    })
  })

  it('binds a new WeChat to the signed-in account and refuses a second one', async () => {
    const token = await tokenOf('demo@example.com', 'Demo1234')
    const code = await scannedCode(token)
    const bound = await call('wechat/bindingWechat', { code }, token)
    expect(bound.body.data).toMatchObject({ token, user: { wechatBound: true } })
    const second = await call('wechat/bindingWechat', { code: await scannedCode(token) }, token)
    expect(second.body).toMatchObject({ code: 1001, msg: 'This account is already bound to another WeChat' })
  })
})

describe('changing a contact needs the old one proven', () => {
  const NEW = '18612345678'

  it('refuses a new number while the old one was not verified, or verified with a wrong code', async () => {
    const token = await tokenOf('demo@example.com', 'Demo1234')
    const verifyCode = await sendCode('13800138000', 'verify', token)
    const wrong = verifyCode === '000000' ? '111111' : '000000'
    const check = await call(
      'sms/verifySmsCode',
      { target: '13800138000', purpose: 'verify', code: wrong },
      token,
    )
    expect(check.body.data).toEqual({ valid: false, reason: 'wrong', attemptsLeft: 4 })
    const code = await sendCode(NEW, 'bindPhone', token)
    const refused = await call('user/updatePhone', { mobile: NEW, smsCode: code }, token)
    expect(refused.body).toMatchObject({ code: 1001, data: { field: 'verify', reason: 'unverified' } })
    expect(server.db.users.find((u) => u.id === 'u-demo')?.mobile).toBe('13800138000')
    // The code of the new number was not spent by the refusal: once the old one is proven, it binds.
    await call('sms/verifySmsCode', { target: '13800138000', purpose: 'verify', code: verifyCode }, token)
    const bound = await call('user/updatePhone', { mobile: NEW, smsCode: code }, token)
    expect(bound.body.data).toMatchObject({ user: { mobile: NEW } })
  })

  it('lets one proof make one change, in this session, within 10 minutes', async () => {
    server.setNow('2026-03-01T08:00:00.000Z')
    const token = await tokenOf('demo@example.com', 'Demo1234')
    const other = await tokenOf('demo@example.com', 'Demo1234')
    await prove('13800138000', token)
    const code = await sendCode(NEW, 'bindPhone', token)
    const elsewhere = await call('user/updatePhone', { mobile: NEW, smsCode: code }, other)
    expect(elsewhere.body).toMatchObject({ data: { reason: 'unverified' } })
    server.setNow('2026-03-01T08:10:01.000Z')
    const late = await call('user/updatePhone', { mobile: NEW, smsCode: code }, token)
    expect(late.body).toMatchObject({ data: { reason: 'unverified' } })

    await prove('13800138000', token)
    const fresh = await sendCode(NEW, 'bindPhone', token)
    expect((await call('user/updatePhone', { mobile: NEW, smsCode: fresh }, token)).body.code).toBe(200)
    server.setNow('2026-03-01T08:12:00.000Z')
    const next = await sendCode('18700001111', 'bindPhone', token)
    const second = await call('user/updatePhone', { mobile: '18700001111', smsCode: next }, token)
    expect(second.body).toMatchObject({ data: { field: 'verify', reason: 'unverified' } })
  })

  it('locks the new number after five wrong codes and says for how long', async () => {
    const token = await tokenOf('demo@example.com', 'Demo1234')
    await prove('13800138000', token)
    const code = await sendCode(NEW, 'bindPhone', token)
    const wrong = code === '000000' ? '111111' : '000000'
    const answers = []
    for (let i = 0; i < 5; i++) {
      answers.push((await call('user/updatePhone', { mobile: NEW, smsCode: wrong }, token)).body)
    }
    expect(answers[0]).toMatchObject({
      msg: 'The code is incorrect: 4 attempts left',
      data: { field: 'smsCode' },
    })
    expect(answers[4]).toMatchObject({ data: { field: 'smsCode', reason: 'locked', lockedFor: 900 } })
    const resend = await call(
      'sms/sendCode',
      { target: NEW, purpose: 'bindPhone', ...(await captcha()) },
      token,
    )
    expect(resend.body).toMatchObject({ code: 1001, data: { reason: 'locked', retryAfter: 900 } })
  })

  it('binds a first mobile or e-mail without a proof', async () => {
    const token = await tokenOf('demo@example.com', 'Demo1234')
    const user = server.db.users.find((u) => u.id === 'u-demo')!
    user.mobile = ''
    const code = await sendCode(NEW, 'bindPhone', token)
    expect((await call('user/updatePhone', { mobile: NEW, smsCode: code }, token)).body.code).toBe(200)
    user.email = ''
    const mail = await sendCode('first@example.com', 'bindEmail', token)
    const bound = await call('user/checkEmailCode', { email: 'first@example.com', code: mail }, token)
    expect(bound.body.data).toMatchObject({ user: { email: 'first@example.com' } })
  })

  it('refuses an e-mail change without a proof, and a code the new address did not get', async () => {
    const token = await tokenOf('demo@example.com', 'Demo1234')
    const mail = await sendCode('wang.jg@example.com', 'bindEmail', token)
    const unproven = await call('user/checkEmailCode', { email: 'wang.jg@example.com', code: mail }, token)
    expect(unproven.body).toMatchObject({ data: { field: 'verify' } })
    await prove('demo@example.com', token)
    const elsewhere = await call('user/checkEmailCode', { email: 'li@example.com', code: mail }, token)
    expect(elsewhere.body).toMatchObject({ data: { field: 'code', reason: 'missing' } })
    const ok = await call('user/checkEmailCode', { email: 'wang.jg@example.com', code: mail }, token)
    expect(ok.body.data).toMatchObject({ user: { email: 'wang.jg@example.com' } })
  })
})
