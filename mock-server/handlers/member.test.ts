import { describe, expect, it } from 'vitest'
import { callApi, setupTestServer, signInAs } from '../test-support'
import type { Address } from '../../src/api/schemas/member'
import type { Notice } from '../../src/api/schemas/notices'

const server = setupTestServer({ signedInAs: 'u-demo' })

function call<T = unknown>(path: string, body: object = {}, token: string | null = 't-u-demo') {
  return callApi<T>(path, body, { token })
}

const newAddress = {
  recipient: '赵磊',
  phone: '13612345678',
  province: '广东省',
  city: '广州市',
  district: '天河区',
  address: '珠江新城花城大道85号高德置地广场A座1801',
  zipCode: '510623',
}

describe('mailing addresses', () => {
  it('lists the seeded addresses with exactly one default, first', async () => {
    const { body } = await call<{ list: Address[]; total: number }>('memberAddress/getMemberAddressList')
    expect(body.code).toBe(200)
    expect(body.data.total).toBe(3)
    expect(body.data.list.filter((a) => a.isDefault)).toHaveLength(1)
    expect(body.data.list[0]?.isDefault).toBe(true)
  })

  it('creates, reads, updates and deletes, keeping one default', async () => {
    const created = await call<Address>('memberAddress/createMemberAddress', {
      ...newAddress,
      isDefault: true,
    })
    expect(created.body.code).toBe(200)
    const id = created.body.data.id
    expect(created.body.data).toMatchObject({ ...newAddress, isDefault: true })

    let list = (await call<{ list: Address[] }>('memberAddress/getMemberAddressList')).body.data.list
    expect(list.filter((a) => a.isDefault).map((a) => a.id)).toEqual([id])
    expect((await call<Address | null>('member/getMemberAddress')).body.data?.id).toBe(id)

    const updated = await call<Address>('member/createMemberAddress', {
      ...newAddress,
      id,
      city: '深圳市',
      district: '南山区',
      zipCode: '518000',
    })
    expect(updated.body.data).toMatchObject({ id, city: '深圳市', zipCode: '518000', isDefault: true })
    expect((await call<Address>('memberAddress/getMemberAddress', { id })).body.data.city).toBe('深圳市')

    const other = list.find((a) => a.id !== id)!
    const made = await call<Address>('memberAddress/updateIsDefault', { id: other.id })
    expect(made.body.data.isDefault).toBe(true)
    list = (await call<{ list: Address[] }>('memberAddress/getMemberAddressList')).body.data.list
    expect(list.filter((a) => a.isDefault).map((a) => a.id)).toEqual([other.id])

    // Deleting the default hands the flag to another address.
    const removed = await call<{ id: string; defaultId: string | null }>(
      'memberAddress/deleteMemberAddress',
      { id: other.id },
    )
    expect(removed.body.data.id).toBe(other.id)
    list = (await call<{ list: Address[] }>('memberAddress/getMemberAddressList')).body.data.list
    expect(list).toHaveLength(3)
    expect(list.filter((a) => a.isDefault).map((a) => a.id)).toEqual([removed.body.data.defaultId])
    expect((await call('memberAddress/getMemberAddress', { id: other.id })).body.code).toBe(1004)
  })

  it('refuses a province, city and district that do not go together, and keeps at most 20', async () => {
    const wrong = await call('memberAddress/createMemberAddress', { ...newAddress, district: '南山区' })
    expect(wrong.body.code).toBe(1001)
    // A municipality's city may be written as the province, or as its list's placeholder.
    const shanghai = { ...newAddress, province: '上海市', city: '上海市', district: '浦东新区' }
    expect((await call('memberAddress/createMemberAddress', shanghai)).body.code).toBe(200)
    expect((await call('memberAddress/createMemberAddress', { ...shanghai, city: '市辖区' })).body.code).toBe(
      200,
    )
    const { total } = (await call<{ total: number }>('memberAddress/getMemberAddressList')).body.data
    for (let i = total; i < 20; i++)
      expect((await call('memberAddress/createMemberAddress', newAddress)).body.code).toBe(200)
    const full = await call('memberAddress/createMemberAddress', newAddress)
    expect(full.body.code).toBe(1001)
    expect(JSON.stringify(full.body)).toContain('20')
  })

  it('makes the first address of a member without any the default', async () => {
    signInAs(server, 'u-seed-4')
    const { body } = await call<Address>('memberAddress/createMemberAddress', newAddress, 't-u-seed-4')
    expect(body.data.isDefault).toBe(true)
  })

  it('rejects a bad phone or postal code with HTTP 500 and code 800', async () => {
    const badZip = await call('memberAddress/createMemberAddress', { ...newAddress, zipCode: '51062' })
    expect(badZip.status).toBe(500)
    expect(badZip.body.code).toBe(800)
    expect(badZip.body.msg).toContain('zipCode')
    const badPhone = await call('memberAddress/createMemberAddress', { ...newAddress, phone: '12345' })
    expect(badPhone.status).toBe(500)
    expect(badPhone.body.code).toBe(800)
    const noRecipient = await call('member/createMemberAddress', { ...newAddress, recipient: '  ' })
    expect(noRecipient.body.code).toBe(800)
    expect((await call<{ total: number }>('memberAddress/getMemberAddressList')).body.data.total).toBe(3)
  })

  it('does not show or change another member’s address', async () => {
    const { body } = await call('memberAddress/deleteMemberAddress', { id: 'addr-u-agency-1' })
    expect(body.code).toBe(1004)
    expect(server.db.addresses.some((a) => a.id === 'addr-u-agency-1')).toBe(true)
  })

  it('needs a session', async () => {
    expect((await call('memberAddress/getMemberAddressList', {}, null)).body.code).toBe(401)
  })
})

describe('profile, visits and mail', () => {
  it('answers the profile without the password', async () => {
    const { body } = await call<Record<string, unknown>>('member/getUserInfo')
    expect(body.data).toMatchObject({
      id: 'u-demo',
      accountType: 'enterprise',
      currency: 'CNY',
      certificationStatus: 'approved',
      couponCount: 3,
      addressCount: 3,
    })
    expect(body.data).not.toHaveProperty('password')
    expect(body.data.unreadNotices).toBeGreaterThan(0)
  })

  it('records visits, also without a session', async () => {
    await call('member/recordUser', { page: '/home' })
    await call('member/recordUser', { page: '/query', action: 'search', detail: 'apple' }, null)
    expect(server.db.visitLogs.map((v) => [v.userId, v.page, v.action])).toEqual([
      ['u-demo', '/home', 'view'],
      [null, '/query', 'search'],
    ])
  })

  it('sends mail to the account address unless told otherwise', async () => {
    const { body } = await call<{ to: string }>('member/sendmail', {
      subject: 'Debit note',
      content: 'Attached.',
    })
    expect(body.data.to).toBe('demo@example.com')
    expect(server.db.sentMails).toHaveLength(1)
    expect((await call('member/sendmail', { subject: 'x', content: 'y', to: 'nope' })).body.code).toBe(800)
  })
})

describe('notices', () => {
  it('counts notices overall and by type', async () => {
    const { body } = await call<{
      unread: number
      total: number
      byType: Record<string, { total: number; unread: number }>
    }>('memberMessage/getNoticeCount')
    // Up to 25: a bill notice is sent only for a debit note that exists.
    const total = server.db.notices.filter((n) => n.userId === 'u-demo').length
    expect(total).toBeGreaterThan(15)
    expect(total).toBeLessThanOrEqual(25)
    expect(body.data.total).toBe(total)
    expect(body.data.unread).toBeGreaterThanOrEqual(6)
    expect(body.data.unread).toBeLessThan(total)
    const sum = Object.values(body.data.byType).reduce((n, t) => n + t.total, 0)
    expect(sum).toBe(total)
    const types = (await call<{ type: string; en: string; total: number }[]>('memberMessage/getNoticeType'))
      .body.data
    expect(types.map((t) => t.type)).toEqual(['gazette', 'caseStatus', 'payment', 'renewal', 'system'])
    expect(types.find((t) => t.type === 'gazette')?.total).toBe(body.data.byType.gazette?.total)
  })

  it('pages newest first, filters, and marks notices read through readIds', async () => {
    const page = await call<{ list: Notice[]; total: number; pageNum: number; pageSize: number }>(
      'memberMessage/getNoticeList',
      { pageNum: 1, pageSize: 10, read: false },
    )
    const unread = page.body.data.total
    expect(page.body.data.list.length).toBeLessThanOrEqual(10)
    const dates = page.body.data.list.map((n) => n.createdAt)
    expect(dates).toEqual([...dates].sort().reverse())
    const first = page.body.data.list[0]!
    expect(first.title).toBe(first.titleEn)
    expect(first.titleZh).not.toBe(first.titleEn)

    const after = await call<{ list: Notice[]; total: number }>('memberMessage/getNoticeList', {
      pageNum: 1,
      pageSize: 10,
      read: false,
      readIds: [first.id, 'ntc-u-agency-1'],
    })
    expect(after.body.data.total).toBe(unread - 1)
    expect((await call<{ unread: number }>('memberMessage/getNoticeCount')).body.data.unread).toBe(unread - 1)
    // Another member's notice is not touched.
    expect(server.db.notices.find((n) => n.id === 'ntc-u-agency-1')?.read).toBe(false)

    const payments = await call<{ list: Notice[] }>('memberMessage/getNoticeList', {
      pageSize: 50,
      type: 'payment',
    })
    expect(payments.body.data.list.length).toBeGreaterThan(0)
    expect(payments.body.data.list.every((n) => n.type === 'payment')).toBe(true)
  })
})
