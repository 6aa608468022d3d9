import { describe, expect, it } from 'vitest'
import { DEMO_ACCOUNTS } from '../seeds/accounts'
import { callApi as call, setupTestServer } from '../test-support'

const server = setupTestServer()

/** Asks for a captcha and reads its code from the mock's database, as a person would read the image. */
async function captcha() {
  const { body } = await call('captcha')
  const { captchaId, image, expiresIn } = body.data as { captchaId: string; image: string; expiresIn: number }
  const code = server.db.captchas.find((c) => c.id === captchaId)?.code ?? ''
  return { captchaId, captchaCode: code, image, expiresIn }
}

async function passwordLogin(account: string, password: string) {
  const { captchaId, captchaCode } = await captcha()
  return call('login/auth', { loginType: 'password', account, password, captchaId, captchaCode })
}

async function sendCode(target: string, purpose: string) {
  const { captchaId, captchaCode } = await captcha()
  return call('sms/sendCode', { target, purpose, captchaId, captchaCode })
}

describe('captcha', () => {
  it('draws a four-character SVG captcha valid for five minutes', async () => {
    const { captchaCode, image, expiresIn } = await captcha()
    expect(captchaCode).toMatch(/^[A-Za-z0-9]{4}$/)
    expect(image).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(atob(image.split(',')[1]!)).toContain('<path')
    expect(expiresIn).toBe(300)
  })

  it('checks answers case-insensitively and burns the captcha after a wrong one', async () => {
    const { captchaId, captchaCode } = await captcha()
    const upper = await call('captcha/verify', { captchaId, code: captchaCode.toUpperCase() })
    expect(upper.body.data).toEqual({ valid: true })
    await call('captcha/verify', { captchaId, code: captchaCode === 'AAAA' ? 'CCCC' : 'AAAA' })
    const after = await call('captcha/verify', { captchaId, code: captchaCode })
    expect(after.body.data).toEqual({ valid: false })
  })
})

describe('password sign-in', () => {
  it.each(DEMO_ACCOUNTS)('signs in $email ($accountType)', async ({ email, password, accountType }) => {
    const { body } = await passwordLogin(email, password)
    expect(body.code).toBe(200)
    const { token, user } = body.data as { token: string; user: Record<string, unknown> }
    expect(user).toMatchObject({ email, accountType })
    expect(user).not.toHaveProperty('password')
    const info = await call('user/info', {}, { token, method: 'GET' })
    expect(info.body.data).toMatchObject({ email, accountType })
  })

  it('signs in with the mobile number too', async () => {
    const { body } = await passwordLogin('13800138000', 'Demo1234')
    expect(body.data).toMatchObject({ user: { email: 'demo@example.com' } })
  })

  it('refuses a wrong password with one message on the password field', async () => {
    const wrong = await passwordLogin('demo@example.com', 'Wrong1234')
    const unknown = await passwordLogin('nobody@example.com', 'Demo1234')
    for (const { body } of [wrong, unknown]) {
      expect(body).toEqual({ code: 1001, msg: 'Incorrect account or password', data: { field: 'password' } })
    }
  })

  it('speaks Chinese to a zh-CN caller', async () => {
    const form = {
      loginType: 'password',
      account: 'demo@example.com',
      password: 'Wrong1234',
      ...(await captcha()),
    }
    const { body } = await call('login/auth', form, { lang: 'zh-CN' })
    expect(body.msg).toBe('账号或密码错误')
  })

  it('refuses a wrong captcha on the captcha field, and the captcha cannot be reused', async () => {
    const { captchaId, captchaCode } = await captcha()
    const login = { loginType: 'password', account: 'demo@example.com', password: 'Demo1234', captchaId }
    const wrong = await call('login/auth', {
      ...login,
      captchaCode: captchaCode === 'AAAA' ? 'CCCC' : 'AAAA',
    })
    expect(wrong.body).toEqual({
      code: 1001,
      msg: 'The captcha is incorrect',
      data: { field: 'captchaCode' },
    })
    const retry = await call('login/auth', { ...login, captchaCode })
    expect(retry.body).toMatchObject({ code: 1001, data: { field: 'captchaCode' } })
    expect(retry.body.msg).toMatch(/expired/)
  })
})

describe('SMS codes', () => {
  it('refuses an invalid mobile number with HTTP 500, body code 800', async () => {
    const { status, body } = await sendCode('12345678901', 'login')
    expect(status).toBe(500)
    expect(body.code).toBe(800)
    expect(body.msg).toMatch(/^target: .*valid mobile number/)
  })

  it('sends a code to a registered mobile, masked, and signs in with it', async () => {
    const sent = await sendCode('13800138000', 'login')
    expect(sent.body.data).toMatchObject({ target: '138****8000', expiresIn: 300, cooldown: 60 })
    const { demoCode } = sent.body.data as { demoCode: string }
    expect(demoCode).toMatch(/^\d{6}$/)
    const check = await call('sms/verifySmsCode', { target: '13800138000', purpose: 'login', code: demoCode })
    expect(check.body.data).toEqual({ valid: true })
    const login = await call('login/auth', { loginType: 'sms', mobile: '13800138000', smsCode: demoCode })
    expect(login.body).toMatchObject({ code: 200, data: { user: { id: 'u-demo' } } })
    const again = await call('login/auth', { loginType: 'sms', mobile: '13800138000', smsCode: demoCode })
    expect(again.body).toMatchObject({ code: 1001, data: { field: 'smsCode' } })
  })

  it('refuses a wrong SMS code on the smsCode field', async () => {
    const sent = await sendCode('13800138000', 'login')
    const { demoCode } = sent.body.data as { demoCode: string }
    const wrong = demoCode === '000000' ? '111111' : '000000'
    const { body } = await call('login/auth', { loginType: 'sms', mobile: '13800138000', smsCode: wrong })
    expect(body).toMatchObject({ code: 1001, data: { field: 'smsCode' } })
  })

  it('only sends sign-in codes to registered numbers and registration codes to new ones', async () => {
    const unknown = await sendCode('13700001111', 'login')
    expect(unknown.body).toMatchObject({ code: 1001, msg: 'This mobile number is not registered' })
    const taken = await sendCode('13800138000', 'register')
    expect(taken.body).toMatchObject({ code: 1001, data: { field: 'target' } })
  })

  it('lets one captcha send codes to one target only', async () => {
    const form = await captcha()
    const first = await call('sms/sendCode', { target: '13800138000', purpose: 'login', ...form })
    expect(first.body.code).toBe(200)
    const other = await call('sms/sendCode', { target: '13911112222', purpose: 'login', ...form })
    expect(other.body).toMatchObject({ code: 1001, data: { field: 'captchaCode' } })
  })

  it('makes a number wait 60 seconds between codes', async () => {
    server.setNow('2026-03-01T08:00:00.000Z')
    expect((await sendCode('13800138000', 'login')).body.code).toBe(200)
    server.setNow('2026-03-01T08:00:15.000Z')
    const early = await sendCode('13800138000', 'resetPassword')
    expect(early.body).toMatchObject({
      code: 1001,
      msg: 'Please wait 45 seconds before requesting another code',
    })
    server.setNow('2026-03-01T08:01:00.000Z')
    expect((await sendCode('13800138000', 'resetPassword')).body.code).toBe(200)
  })
})

describe('registration', () => {
  const form = {
    accountType: 'enterprise',
    email: 'new.company@example.com',
    mobile: '13612345678',
    password: 'Start2026',
    confirmPassword: 'Start2026',
    name: '周婷',
    companyName: '杭州青禾文化传媒有限公司',
    agree: true,
  }

  it('creates an enterprise account and signs it in', async () => {
    const sent = await sendCode(form.mobile, 'register')
    const { demoCode } = sent.body.data as { demoCode: string }
    const { body } = await call('login/regist', { ...form, smsCode: demoCode })
    expect(body.code).toBe(200)
    const { token } = body.data as { token: string }
    const info = await call('user/info', {}, { token, method: 'GET' })
    expect(info.body.data).toMatchObject({
      email: form.email,
      companyName: form.companyName,
      accountType: 'enterprise',
    })
    expect((await passwordLogin(form.email, form.password)).body.code).toBe(200)
  })

  it('refuses an e-mail that is already registered', async () => {
    const sent = await sendCode(form.mobile, 'register')
    const { demoCode } = sent.body.data as { demoCode: string }
    const { body } = await call('login/regist', { ...form, email: 'demo@example.com', smsCode: demoCode })
    expect(body).toMatchObject({ code: 1001, data: { field: 'email' } })
    expect(body.msg).toMatch(/already registered/)
  })

  it('validates the form: company name by account type and matching passwords', async () => {
    const noCompany = await call('login/regist', { ...form, companyName: '', smsCode: '123456' })
    expect(noCompany.status).toBe(500)
    expect(noCompany.body.msg).toContain('companyName')
    const mismatch = await call('login/regist', { ...form, confirmPassword: 'Other2026', smsCode: '123456' })
    expect(mismatch.body.msg).toContain('confirmPassword')
    // An individual needs no company: the form passes and only the (never sent) SMS code is refused.
    const individual = await call('login/regist', {
      ...form,
      accountType: 'individual',
      companyName: '',
      smsCode: '123456',
    })
    expect(individual.body).toMatchObject({ code: 1001, data: { field: 'smsCode' } })
  })
})

describe('session', () => {
  it('answers user/info without a token with body code 401', async () => {
    const { body } = await call('user/info', {}, { method: 'GET' })
    expect(body.code).toBe(401)
    expect(body.msg).toBe('Login expired, please log in again.')
  })

  it('signs out: the token stops working', async () => {
    const { body } = await passwordLogin('agency@example.com', 'Agency1234')
    const { token } = body.data as { token: string }
    expect((await call('login/logout', {}, { token })).body.data).toEqual({ loggedOut: true })
    expect((await call('user/info', {}, { token, method: 'GET' })).body.code).toBe(401)
    expect((await call('login/logout')).body.code).toBe(200)
  })

  it('keeps the language on the account when signed in', async () => {
    const { body } = await passwordLogin('person@example.com', 'Person1234')
    const { token } = body.data as { token: string }
    await call('language/changeLanguage', { lang: 'en' }, { token })
    expect((await call('language/getLanguage', {}, { token })).body.data).toEqual({ lang: 'en' })
    expect(server.db.users.find((u) => u.id === 'u-person')?.lang).toBe('en')
  })
})

describe('WeChat QR sign-in', () => {
  it('confirms by itself after a few seconds and signs in the bound account', async () => {
    server.setNow('2026-03-01T08:00:00.000Z')
    const url = await call('login/getAuthorizeUrl')
    const { state, qrContent } = url.body.data as { state: string; qrContent: string }
    expect(qrContent).toContain(`state=${state}`)
    expect((await call('login/getAuthorizeCode', { state })).body.data).toEqual({ status: 'waiting' })
    server.setNow('2026-03-01T08:00:03.000Z')
    expect((await call('login/getAuthorizeCode', { state })).body.data).toEqual({ status: 'scanned' })
    server.setNow('2026-03-01T08:00:06.000Z')
    const confirmed = (await call('login/getAuthorizeCode', { state })).body.data as {
      status: string
      code: string
    }
    expect(confirmed.status).toBe('confirmed')
    const profile = await call('login/getPersonnelInfo', { code: confirmed.code })
    expect(profile.body.data).toMatchObject({ bound: true })
    const login = await call('wechat/login', { code: confirmed.code })
    expect(login.body.data).toMatchObject({ bound: true, user: { id: 'u-agency', wechatBound: true } })
    expect((await call('login/getAuthorizeCode', { state })).body.data).toEqual({ status: 'expired' })
  })
})

describe('code limits', () => {
  const verify = (code: string, purpose = 'login') =>
    call('sms/verifySmsCode', { target: '13800138000', purpose, code })
  const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000')

  it('counts wrong codes down, then locks the number for 15 minutes, even for the right code', async () => {
    server.setNow('2026-03-01T08:00:00.000Z')
    const { demoCode } = (await sendCode('13800138000', 'login')).body.data as { demoCode: string }
    for (const left of [4, 3, 2, 1]) {
      expect((await verify(wrongOf(demoCode))).body.data).toEqual({
        valid: false,
        reason: 'wrong',
        attemptsLeft: left,
      })
    }
    const fifth = await verify(wrongOf(demoCode))
    expect(fifth.body).toEqual({
      code: 1001,
      msg: 'Too many wrong codes: please try again in 15 minutes',
      data: { field: 'code', reason: 'locked', lockedFor: 900, retryAfter: 900 },
    })
    server.setNow('2026-03-01T08:02:00.000Z')
    const right = await call('login/auth', { loginType: 'sms', mobile: '13800138000', smsCode: demoCode })
    expect(right.body).toMatchObject({ code: 1001, data: { field: 'smsCode', lockedFor: 780 } })
    const zh = await call(
      'sms/sendCode',
      { target: '13800138000', purpose: 'login', ...(await captcha()) },
      { lang: 'zh-CN' },
    )
    expect(zh.body).toEqual({
      code: 1001,
      msg: '验证码错误次数过多，请 13 分钟后再试',
      data: { field: 'target', reason: 'locked', lockedFor: 780, retryAfter: 780 },
    })
  })

  it('locks one purpose only, and lifts the lock after 15 minutes', async () => {
    server.setNow('2026-03-01T08:00:00.000Z')
    const { demoCode } = (await sendCode('13800138000', 'login')).body.data as { demoCode: string }
    for (let i = 0; i < 5; i++) await verify(wrongOf(demoCode))
    server.setNow('2026-03-01T08:01:00.000Z')
    expect((await sendCode('13800138000', 'resetPassword')).body.code).toBe(200)
    server.setNow('2026-03-01T08:14:59.000Z')
    expect((await sendCode('13800138000', 'login')).body).toMatchObject({ data: { lockedFor: 1 } })
    server.setNow('2026-03-01T08:15:00.000Z')
    const again = (await sendCode('13800138000', 'login')).body.data as { demoCode: string }
    expect((await verify(again.demoCode)).body.data).toEqual({ valid: true })
  })

  it('refuses an expired code and a used one with their reasons', async () => {
    server.setNow('2026-03-01T08:00:00.000Z')
    const { demoCode } = (await sendCode('13800138000', 'login')).body.data as { demoCode: string }
    server.setNow('2026-03-01T08:05:00.000Z')
    expect((await verify(demoCode)).body.data).toEqual({ valid: false, reason: 'expired' })
    const late = await call('login/auth', { loginType: 'sms', mobile: '13800138000', smsCode: demoCode })
    expect(late.body).toEqual({
      code: 1001,
      msg: 'The code has expired, please request a new one',
      data: { field: 'smsCode', reason: 'expired' },
    })
    const fresh = (await sendCode('13800138000', 'login')).body.data as { demoCode: string }
    await call('login/auth', { loginType: 'sms', mobile: '13800138000', smsCode: fresh.demoCode })
    expect((await verify(fresh.demoCode)).body.data).toEqual({ valid: false, reason: 'missing' })
  })

  it("uses up a right 'verify' code of one's own number and proves the session for 10 minutes", async () => {
    const token = 't-u-demo'
    server.db.sessions.push({ token, userId: 'u-demo', createdAt: new Date().toISOString() })
    const sent = await call(
      'sms/sendCode',
      { target: '13800138000', purpose: 'verify', ...(await captcha()) },
      { token },
    )
    const { demoCode } = sent.body.data as { demoCode: string }
    const form = { target: '13800138000', purpose: 'verify', code: demoCode }
    expect((await call('sms/verifySmsCode', form, { token })).body.data).toEqual({
      valid: true,
      provenFor: 600,
    })
    expect(server.db.sessions.find((s) => s.token === token)?.identityProof?.target).toBe('13800138000')
    expect((await call('sms/verifySmsCode', form, { token })).body.data).toEqual({
      valid: false,
      reason: 'missing',
    })
  })
})
