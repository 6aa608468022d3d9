import { describe, expect, it } from 'vitest'
import type { AccountRequest } from '../../src/api/schemas/feedback'
import type { ServiceContact } from '../../src/api/schemas/usage-logs'
import { callApi, setupTestServer, signInAs } from '../test-support'

const server = setupTestServer({ signedInAs: 'u-demo' })

function call<T = unknown>(path: string, body: object | FormData = {}, token: string | null = 't-u-demo') {
  return callApi<T>(path, body, { token })
}

/** The start of a real 1 x 1 PNG (signature and IHDR): what the content check reads. */
const PNG_START = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAAB'

const feedback = {
  kind: 'problem',
  content: 'The renewal list does not load after I change the language.',
  contact: '13800138000',
  page: '/management/myTrademark',
}

describe('feedback/saveFeedback', () => {
  it('records feedback with a ticket, keeping the screenshot as a file of the member', async () => {
    server.setNow('2026-03-02T02:00:00.000Z')
    const { body } = await call<{ ticketNo: string; hasScreenshot: boolean }>('feedback/saveFeedback', {
      ...feedback,
      screenshot: `data:image/png;base64,${PNG_START}`,
    })
    expect(body.code).toBe(200)
    expect(body.data).toMatchObject({ ticketNo: 'FB202603020001', hasScreenshot: true, kind: 'problem' })
    const saved = server.db.feedbacks.at(-1)!
    expect(saved).toMatchObject({ userId: 'u-demo', contact: '13800138000', page: feedback.page })
    const file = server.db.files.find((f) => f.id === saved.screenshotFileId)
    expect(file).toMatchObject({ userId: 'u-demo', contentType: 'image/png', bizType: 'feedbackScreenshot' })

    const second = await call<{ ticketNo: string }>('feedback/saveFeedback', { ...feedback, contact: '' })
    expect(second.body.data.ticketNo).toBe('FB202603020002')
    // Without a contact, staff answer at the account's e-mail.
    expect(server.db.feedbacks.at(-1)?.contact).toBe('demo@example.com')
  })

  it('takes feedback from someone not signed in', async () => {
    const { body } = await call('feedback/saveFeedback', { ...feedback, contact: 'a@b.cn' }, null)
    expect(body.code).toBe(200)
    expect(server.db.feedbacks.at(-1)?.userId).toBeNull()
  })

  it('refuses short text, a bad contact and a screenshot that is not an image by its bytes', async () => {
    const short = await call('feedback/saveFeedback', { ...feedback, content: 'Broken' })
    expect(short.status).toBe(500)
    expect(short.body.msg).toContain('at least 10 characters')
    const contact = await call('feedback/saveFeedback', { ...feedback, contact: '12345' })
    expect(contact.body.msg).toContain('valid mobile number or e-mail')
    const fake = await call('feedback/saveFeedback', {
      ...feedback,
      screenshot: `data:image/png;base64,${btoa('not a png at all')}`,
    })
    expect(fake.body.msg).toContain('Wrong file format')
    const huge = await call('feedback/saveFeedback', {
      ...feedback,
      screenshot: `data:image/png;base64,${PNG_START}${'A'.repeat(2_800_000)}`,
    })
    expect(huge.body.msg).toContain('too large')
    const kind = await call('feedback/saveFeedback', { ...feedback, kind: 'praise' })
    expect(kind.status).toBe(500)
    expect(server.db.feedbacks ?? []).toHaveLength(0)
  })

  it('keeps the newest 100 and drops the screenshots of older ones', async () => {
    for (let i = 0; i < 101; i += 1) {
      await call('feedback/saveFeedback', {
        ...feedback,
        screenshot: i === 0 ? `data:image/png;base64,${PNG_START}` : '',
      })
    }
    expect(server.db.feedbacks).toHaveLength(100)
    expect(server.db.files.some((f) => f.bizType === 'feedbackScreenshot')).toBe(false)
  })
})

describe('member/retainedInformationFeedback', () => {
  const request = {
    kind: 'downgrade',
    keep: ['trademarks', 'invoices'],
    reason: 'We closed the company',
    confirmed: true,
  }

  it('records one open request, shown on the profile until staff handle it', async () => {
    server.setNow('2026-03-02T02:00:00.000Z')
    const { body } = await call<AccountRequest>('member/retainedInformationFeedback', request)
    expect(body.data).toMatchObject({
      kind: 'downgrade',
      keep: ['trademarks', 'invoices'],
      status: 'received',
      ticketNo: 'AR202603020001',
    })
    const profile = await call<{ accountRequest: AccountRequest | null; accountType: string }>(
      'member/getUserInfo',
    )
    expect(profile.body.data.accountRequest).toMatchObject({ ticketNo: 'AR202603020001' })
    // Nothing happens to the account by itself.
    expect(profile.body.data.accountType).toBe('enterprise')

    const again = await call('member/retainedInformationFeedback', { ...request, kind: 'close' })
    expect(again.body).toMatchObject({ code: 1001, data: { field: 'kind' } })
    expect(again.body.msg).toContain('AR202603020001')
  })

  it('refuses a downgrade of an individual account, an unconfirmed request and no session', async () => {
    const person = signInAs(server, 'u-person')
    const downgrade = await call('member/retainedInformationFeedback', request, person)
    expect(downgrade.body).toMatchObject({ code: 1001, data: { field: 'kind' } })
    const close = await call<AccountRequest>(
      'member/retainedInformationFeedback',
      { ...request, kind: 'close' },
      person,
    )
    expect(close.body.data.kind).toBe('close')

    const unconfirmed = await call('member/retainedInformationFeedback', { ...request, confirmed: false })
    expect(unconfirmed.body.msg).toContain('tick to confirm')
    const tooLong = await call('member/retainedInformationFeedback', { ...request, reason: 'x'.repeat(501) })
    expect(tooLong.body.msg).toContain('at most 500')
    const anonymous = await call('member/retainedInformationFeedback', request, null)
    expect(anonymous.body.code).toBe(401)
  })
})

describe('hello', () => {
  it('greets in the caller’s language with the server clock', async () => {
    server.setNow('2026-03-01T17:00:00.000Z')
    const en = await call('hello')
    expect(en.body.data).toEqual({
      greeting: 'Hello',
      serverTime: '2026-03-01T17:00:00.000Z',
      // Already the 2nd in Beijing.
      businessDate: '2026-03-02',
      signedIn: true,
    })
    const zh = await callApi<{ greeting: string; signedIn: boolean }>('hello', {}, { lang: 'zh-CN' })
    expect(zh.body.data).toMatchObject({ greeting: '你好', signedIn: false })
  })
})

describe('frontCache/getCache/{key}', () => {
  it('serves the service contact and answers null for a key it does not hold', async () => {
    const hit = await callApi<{ value: string }>('frontCache/getCache/serviceContact', {}, { method: 'GET' })
    const contact = JSON.parse(hit.body.data.value) as ServiceContact
    expect(contact.hotline).toMatch(/^400-/)
    expect(contact.hoursEn).toContain('Working days')
    const miss = await callApi('frontCache/getCache/toString', {}, { method: 'GET' })
    expect(miss.body.data).toEqual({ key: 'toString', value: null, updatedAt: null })
  })
})

describe('usage logs', () => {
  it('records page views and Spring Festival actions, keeping the newest 500', async () => {
    const view = await call<{ id: string }>('log/log1.do', { page: '/home', lang: 'en' })
    expect(view.body.code).toBe(200)
    expect(server.db.usageLogs.at(-1)).toMatchObject({ kind: 'pageView', page: '/home', userId: 'u-demo' })
    const form = new FormData()
    form.append('action', 'openCoupons')
    form.append('page', '/thanksgivingTickets')
    const festival = await call('log/springFestivalLog', form, null)
    expect(festival.body.code).toBe(200)
    expect(server.db.usageLogs.at(-1)).toMatchObject({
      kind: 'springFestival',
      detail: 'openCoupons',
      userId: null,
    })
    for (let i = 0; i < 510; i += 1) await call('log/log1.do', { page: `/p${i}` })
    expect(server.db.usageLogs).toHaveLength(500)
    expect(server.db.usageLogs.at(-1)?.page).toBe('/p509')
    const empty = await call('log/log1.do', { page: '' })
    expect(empty.status).toBe(500)
  })

  it('adds time used to the account’s business day and refuses a report over an hour', async () => {
    server.setNow('2026-03-01T16:30:00.000Z')
    const first = await call('log/setUsedTime', { seconds: 120, page: '/home' })
    expect(first.body.data).toEqual({ date: '2026-03-02', totalSeconds: 120 })
    const second = await call('log/setUsedTime', { seconds: 45 })
    expect(second.body.data).toEqual({ date: '2026-03-02', totalSeconds: 165 })
    expect((await call('log/setUsedTime', { seconds: 3601 })).status).toBe(500)
    expect((await call('log/setUsedTime', { seconds: 0 })).status).toBe(500)
    expect((await call('log/setUsedTime', { seconds: 30 }, null)).body.code).toBe(401)
  })
})
