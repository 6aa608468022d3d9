import { beforeAll, describe, expect, it } from 'vitest'
import type { SearchUsage } from '../../src/api/schemas/search'
import type { UserInfo } from '../../src/api/schemas/auth'
import { businessToday, startOfBusinessDay } from '../../src/domain/clock'
import { getLookup } from './engine'
import { callApi, setupTestServer, signInAs } from '../test-support'

const server = setupTestServer()

// The register is built once, on first use; not inside a timed test.
beforeAll(() => void getLookup(), 60_000)

const TEXT = 'tmInfo/queryTmInfoTextByMulCountry'
const IMAGE = 'tmInfo/queryTmInfoGraphByMulCountry'
const APPLY = 'tmInfo/applyTrademarkQueryTrial'
const DAY = 86_400_000

const application = {
  contactName: '陈晓雨',
  contact: '15021234567',
  company: '',
  purpose: 'Clearing a new brand name before filing in class 25',
}

const today = () => businessToday()
const user = (id: string) => server.db.users.find((u) => u.id === id)!
const seedUsage = (key: string, used: number) => server.db.searchUsage.push({ key, date: today(), used })

function search(token: string | null, pageNum = 1, lang = 'en') {
  return callApi<{ total: number; usage: SearchUsage }>(
    TEXT,
    { tradeMarkText: '华为', pageNum },
    { token, lang },
  )
}

describe('the trial gate', () => {
  it('gives purchasers no limit and no trial end', async () => {
    const token = signInAs(server, 'u-demo')
    seedUsage('u-demo', 5000)
    const res = await search(token)
    expect(res.body.code).toBe(200)
    expect(res.body.data.usage).toEqual({ used: 5001, limit: null })
    const info = await callApi<UserInfo>('user/info', {}, { token, method: 'GET' })
    expect(info.body.data).toMatchObject({ isPurchase: true, trialEndsAt: null, trialReapplied: false })
  })

  it('gives a trial account 100 a day, then refuses with 1429 and the usage; page turns still work', async () => {
    const token = signInAs(server, 'u-person')
    const info = await callApi<UserInfo>('user/info', {}, { token, method: 'GET' })
    // The trial ends 12 days after the start of the seed's business day (not "12 days from now": the hour varies).
    const seedDay = startOfBusinessDay(businessToday())
    expect(info.body.data.trialEndsAt).toBe(new Date(seedDay + 12 * DAY).toISOString())

    seedUsage('u-person', 98)
    expect((await search(token)).body.data.usage).toEqual({ used: 99, limit: 100 })
    expect((await search(token)).body.data.usage).toEqual({ used: 100, limit: 100 })
    const refused = await search(token)
    expect(refused.body).toMatchObject({ code: 1429, data: { limit: 100, used: 100 } })
    expect(refused.body.msg).toMatch(/come back tomorrow/)
    expect((await search(token, 2)).body.code).toBe(200)
    const image = await callApi(IMAGE, { imageHash: '3c7e7e3c181818ff', pageNum: 1 }, { token })
    expect(image.body.code).toBe(1429)
  })

  it('keys anonymous callers together and tells them to log in', async () => {
    seedUsage('anonymous', 100)
    const refused = await search(null, 1, 'zh-CN')
    expect(refused.body).toMatchObject({ code: 1429, data: { limit: 100, used: 100 } })
    expect(refused.body.msg).toContain('登录')
    // A signed-in trial account has its own count.
    const token = signInAs(server, 'u-person')
    expect((await search(token)).body.data.usage).toEqual({ used: 1, limit: 100 })
  })

  it('refuses every search with 1430 once the trial has ended', async () => {
    const token = signInAs(server, 'u-person')
    const endedAt = new Date(Date.now() - DAY).toISOString()
    user('u-person').trialEndsAt = endedAt
    const refused = await search(token)
    expect(refused.body).toMatchObject({ code: 1430, data: { endedAt } })
    expect(refused.body.msg).toMatch(/trial period has ended/)
    expect((await search(token, 2)).body.code).toBe(1430)
  })

  it('ends the trial at trialEndsAt on the mock clock (window.server.setNow)', async () => {
    const token = signInAs(server, 'u-person')
    server.setNow(new Date(Date.now() + 11 * DAY).toISOString())
    expect((await search(token)).body.code).toBe(200)
    server.setNow(new Date(Date.now() + 13 * DAY).toISOString())
    expect((await search(token)).body.code).toBe(1430)
  })

  it('starts a 30-day trial for a new account', async () => {
    const mobile = '13612345678'
    const captcha = await callApi<{ captchaId: string }>('captcha')
    const { captchaId } = captcha.body.data
    const captchaCode = server.db.captchas.find((c) => c.id === captchaId)!.code
    const sent = await callApi<{ demoCode: string }>('sms/sendCode', {
      target: mobile,
      purpose: 'register',
      captchaId,
      captchaCode,
    })
    const registered = await callApi<{ user: UserInfo }>('login/regist', {
      accountType: 'individual',
      email: 'new.person@example.com',
      mobile,
      password: 'Start2026',
      confirmPassword: 'Start2026',
      name: '周婷',
      agree: true,
      smsCode: sent.body.data.demoCode,
    })
    expect(registered.body.code).toBe(200)
    const { trialEndsAt, isPurchase } = registered.body.data.user
    expect(isPurchase).toBe(false)
    expect(Math.round((Date.parse(trialEndsAt!) - Date.now()) / DAY)).toBe(30)
  })
})

describe('applying for another trial', () => {
  it('grants one new 30-day period from today, then refuses a second application', async () => {
    const token = signInAs(server, 'u-person')
    user('u-person').trialEndsAt = new Date(Date.now() - 3 * DAY).toISOString()
    seedUsage('u-person', 100)
    expect((await search(token)).body.code).toBe(1430)

    const applied = await callApi<{ trialEndsAt: string }>(APPLY, application, { token })
    expect(applied.body.code).toBe(200)
    expect(applied.body.data.trialEndsAt).toBe(new Date(startOfBusinessDay(today()) + 30 * DAY).toISOString())
    const info = await callApi<UserInfo>('user/info', {}, { token, method: 'GET' })
    expect(info.body.data).toMatchObject({ trialEndsAt: applied.body.data.trialEndsAt, trialReapplied: true })
    expect(server.db.trialApplications).toMatchObject([{ userId: 'u-person', contact: '15021234567' }])

    // Nothing else is reset: today's 100 are still used.
    expect((await search(token)).body).toMatchObject({ code: 1429 })
    server.db.searchUsage = []
    expect((await search(token)).body.code).toBe(200)

    const again = await callApi(APPLY, application, { token, lang: 'zh-CN' })
    expect(again.body.code).toBe(1001)
    expect(again.body.msg).toContain('已申请过')
  })

  it('refuses purchasers, anonymous callers and an invalid form', async () => {
    const demo = await callApi(APPLY, application, { token: signInAs(server, 'u-demo') })
    expect(demo.body.code).toBe(1001)
    expect((await callApi(APPLY, application)).body.code).toBe(401)
    const token = signInAs(server, 'u-person')
    const bad = await callApi(APPLY, { ...application, contact: '12345', purpose: '' }, { token })
    expect(bad.status).toBe(500)
    expect(bad.body.code).toBe(800)
    expect(bad.body.msg).toContain('landline')
    expect(user('u-person').trialReapplied).toBe(false)
  })
})
