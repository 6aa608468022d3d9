import { describe, expect, it } from 'vitest'
import type { UserInfo } from '../../src/api/schemas/auth'
import { callApi, setupTestServer, signInAs } from '../test-support'

const server = setupTestServer({ signedInAs: 'u-demo' })

function call(path: string, body: object, token = 't-u-demo', lang = 'en') {
  return callApi<{ user: UserInfo }>(path, body, { token, lang })
}

describe('user/updateUserInfo: the account form’s rules (src/domain/account-rules.ts)', () => {
  it('saves a Chinese or Latin name with its English name and gender', async () => {
    const zh = await call('user/updateUserInfo', {
      name: '欧阳·娜娜',
      nameEn: "Nana O'Yang",
      gender: 'female',
    })
    expect(zh.body.data.user).toMatchObject({ name: '欧阳·娜娜', nameEn: "Nana O'Yang", gender: 'female' })
    const latin = await call('user/updateUserInfo', {
      name: 'Mary-Jane Smith',
      nameEn: '',
      gender: 'unknown',
    })
    expect(latin.body.data.user.name).toBe('Mary-Jane Smith')
    expect(server.db.users.find((u) => u.id === 'u-demo')?.name).toBe('Mary-Jane Smith')
  })

  it('refuses a blank, too long or symbol-laden name and a non-English English name, in the caller’s language', async () => {
    const blank = await call('user/updateUserInfo', { name: '  ', gender: 'male' })
    expect(blank.status).toBe(500)
    expect(blank.body.msg).toContain('This field is required')
    const digits = await call('user/updateUserInfo', { name: '王建国2', gender: 'male' }, 't-u-demo', 'zh-CN')
    expect(digits.body.msg).toContain('姓名只能包含中文、英文字母')
    const long = await call('user/updateUserInfo', { name: '王'.repeat(51), gender: 'male' })
    expect(long.body.msg).toContain('at most 50 characters')
    const script = await call('user/updateUserInfo', { name: '<script>', gender: 'male' })
    expect(script.body.msg).toContain('letters, spaces')
    const en = await call('user/updateUserInfo', { name: '王建国', nameEn: '王建国', gender: 'male' })
    expect(en.body.msg).toContain('Please write in English')
    const gender = await call('user/updateUserInfo', { name: '王建国', gender: 'other' })
    expect(gender.status).toBe(500)
    expect(server.db.users.find((u) => u.id === 'u-demo')?.name).toBe('王建国')
  })
})

describe('user/updateUserForOthers: currency and company names by account kind', () => {
  it('saves the currency and an enterprise’s names', async () => {
    const { body } = await call('user/updateUserForOthers', {
      currency: 'USD',
      companyName: '上海云杉智能科技（集团）有限公司',
      companyNameEn: 'Shanghai Yunshan Group Co., Ltd.',
    })
    expect(body.data.user).toMatchObject({
      currency: 'USD',
      companyName: '上海云杉智能科技（集团）有限公司',
      companyNameEn: 'Shanghai Yunshan Group Co., Ltd.',
    })
  })

  it('refuses an enterprise name without Chinese, an empty one and a non-English English name', async () => {
    const latin = await call('user/updateUserForOthers', { companyName: 'Yunshan Tech' })
    expect(latin.body).toMatchObject({ code: 1001, data: { field: 'companyName' } })
    expect(latin.body.msg).toBe('The company name must contain Chinese characters and no spaces')
    const empty = await call('user/updateUserForOthers', { companyName: '' })
    expect(empty.body).toMatchObject({ code: 1001, msg: 'This field is required' })
    const en = await call('user/updateUserForOthers', { companyNameEn: '云杉' })
    expect(en.body.msg).toContain('Please write in English')
    const long = await call('user/updateUserForOthers', { companyName: '公'.repeat(101) })
    expect(long.body.msg).toContain('at most 100 characters')
    expect(server.db.users.find((u) => u.id === 'u-demo')?.companyName).toBe('上海云杉智能科技有限公司')
  })

  it('lets an agency use an English name but refuses symbols', async () => {
    const agency = signInAs(server, 'u-agency')
    const ok = await call('user/updateUserForOthers', { companyName: 'Huaxin IP (Beijing)' }, agency)
    expect(ok.body.data.user.companyName).toBe('Huaxin IP (Beijing)')
    const bad = await call('user/updateUserForOthers', { companyName: '华信<b>' }, agency, 'zh-CN')
    expect(bad.body).toMatchObject({ code: 1001, msg: expect.stringContaining('公司名称只能包含') })
  })

  it('refuses company names on an individual account but saves its currency', async () => {
    const person = signInAs(server, 'u-person')
    const named = await call('user/updateUserForOthers', { companyNameEn: 'Chen Studio' }, person)
    expect(named.body).toMatchObject({ code: 1001, data: { field: 'companyNameEn' } })
    const currency = await call('user/updateUserForOthers', { currency: 'EUR', companyName: '' }, person)
    expect(currency.body.data.user).toMatchObject({ currency: 'EUR', companyName: '' })
  })
})

describe('user/uploadPortrait: checked by content', () => {
  it('refuses a PNG label on bytes that are a GIF, and saves a real GIF', async () => {
    const gif = btoa('GIF89a\x01\x00\x01\x00')
    const mislabelled = await call('user/uploadPortrait', { avatar: `data:image/png;base64,${gif}` })
    expect(mislabelled.body).toMatchObject({ code: 1001, msg: 'The avatar must be a JPG, PNG or GIF image' })
    const saved = await call('user/uploadPortrait', { avatar: `data:image/gif;base64,${gif}` })
    expect(saved.body.data.user.avatar).toBe(`data:image/gif;base64,${gif}`)
  })
})
