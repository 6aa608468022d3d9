import { expect, test, type Page } from '@playwright/test'
import {
  chooseAccountMenuItem,
  DEMO_USERS,
  expectPath,
  fillPasswordForm,
  latestCaptcha,
  noLatency,
  waitForMock,
} from './support'

/** Solves the captcha, asks for an SMS code, and types the code the mock "sent" (shown in demo builds). */
async function sendAndFillSmsCode(page: Page) {
  await page.getByRole('textbox', { name: '图形验证码', exact: true }).fill(await latestCaptcha(page))
  await page.getByRole('button', { name: '获取验证码' }).click()
  await expect(page.getByText(/演示验证码/).first()).toBeVisible()
  const code = await page.evaluate(() => window.server!.evaluate((server) => server.db.smsCodes.at(-1)!.code))
  await page.getByRole('textbox', { name: '短信验证码', exact: true }).fill(code)
}

test.beforeEach(async ({ page }) => {
  await noLatency(page)
})

for (const [kind, user] of Object.entries(DEMO_USERS)) {
  test(`the ${kind} demo account signs in with its password`, async ({ page }) => {
    await page.goto('auth')
    await waitForMock(page)
    await fillPasswordForm(page, user.email, user.password)
    await expectPath(page, '/home')
    await expect(page.getByRole('heading', { level: 1 })).toContainText(user.name)
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy()
  })
}

test('wrong credentials say so clearly and keep what was typed', async ({ page }) => {
  await page.goto('auth')
  await waitForMock(page)
  await fillPasswordForm(page, DEMO_USERS.enterprise.email, 'Wrong9999')
  await expect(page.getByText('账号或密码错误')).toBeVisible()
  await expect(page.getByRole('textbox', { name: '邮箱或手机号', exact: true })).toHaveValue(
    DEMO_USERS.enterprise.email,
  )
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
  await expect.poll(() => new URL(page.url()).pathname).toBe('/platform/auth')
})

test('empty and malformed fields get a message in the current language', async ({ page }) => {
  await page.goto('auth')
  await page.getByRole('button', { name: '密码登录' }).last().click()
  await expect(page.getByText('此项为必填项').first()).toBeVisible()
  await page.getByRole('button', { name: 'EN', exact: true }).click()
  await expect(page.getByText('This field is required').first()).toBeVisible()
})

test('SMS sign-in with the code the mock sent', async ({ page }) => {
  await page.goto('auth?tab=sms')
  await waitForMock(page)
  await page.getByRole('textbox', { name: '手机号', exact: true }).fill('13800138000')
  await sendAndFillSmsCode(page)
  await page.getByRole('button', { name: '短信验证码登录' }).click()
  await expectPath(page, '/home')
})

test('registering an individual account signs it in', async ({ page }) => {
  await page.goto('auth?tab=register')
  await waitForMock(page)
  await page.getByText('个人', { exact: true }).click()
  await page.getByRole('textbox', { name: '联系人姓名', exact: true }).fill('赵子涵')
  await page.getByRole('textbox', { name: '邮箱', exact: true }).fill('zihan.zhao@example.com')
  await page.getByRole('textbox', { name: '手机号', exact: true }).fill('13712345678')
  await sendAndFillSmsCode(page)
  await page.getByRole('textbox', { name: '密码', exact: true }).fill('Zihan2026')
  await page.getByRole('textbox', { name: '确认密码', exact: true }).fill('Zihan2026')
  await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check()
  await page.getByRole('button', { name: '立即注册' }).click()
  await expectPath(page, '/home')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('赵子涵')
})

test('forgot password: reset with captcha and SMS code, then sign in with the new password', async ({
  page,
}) => {
  await page.goto('auth')
  await page.getByRole('link', { name: /忘记密码/ }).click()
  await expectPath(page, '/accountInfor/setNewPassword')
  await waitForMock(page)
  await page.getByRole('textbox', { name: '手机号', exact: true }).fill('15021234567')
  await sendAndFillSmsCode(page)
  await page.getByRole('button', { name: '下一步' }).click()
  await page.getByRole('textbox', { name: '新密码', exact: true }).fill('Renewed2026')
  await page.getByRole('textbox', { name: '确认密码', exact: true }).fill('Renewed2026')
  await page.getByRole('button', { name: '保存新密码' }).click()
  await expect(page.getByText('密码已重置')).toBeVisible()
  await page.getByRole('link', { name: '去登录' }).click()
  await expectPath(page, '/auth')
  await fillPasswordForm(page, DEMO_USERS.individual.email, 'Renewed2026')
  await expectPath(page, '/home')
})

test('forgot password by email: the code goes to the account address', async ({ page }) => {
  await page.goto('accountInfor/setNewPassword')
  await waitForMock(page)
  await page.getByTestId('reset-channel').getByText('邮箱', { exact: true }).click()
  const email = page.getByRole('textbox', { name: '邮箱', exact: true })
  await email.fill('person@')
  await page.getByRole('textbox', { name: '图形验证码', exact: true }).fill(await latestCaptcha(page))
  await page.getByRole('button', { name: '获取验证码' }).click()
  await expect(page.getByText('邮箱格式错误')).toBeVisible()
  await email.fill(DEMO_USERS.individual.email)
  await page.getByRole('button', { name: '获取验证码' }).click()
  await expect(page.getByText(/演示验证码/).first()).toBeVisible()
  const sent = await page.evaluate(() =>
    window.server!.evaluate((server) => {
      const last = server.db.smsCodes.at(-1)!
      return { target: last.target, code: last.code }
    }),
  )
  expect(sent.target).toBe(DEMO_USERS.individual.email)
  await page.getByRole('textbox', { name: '邮箱验证码', exact: true }).fill(sent.code)
  await page.getByRole('button', { name: '下一步' }).click()
  await page.getByRole('textbox', { name: '新密码', exact: true }).fill('Mailed2026')
  await page.getByRole('textbox', { name: '确认密码', exact: true }).fill('Mailed2026')
  await page.getByRole('button', { name: '保存新密码' }).click()
  await expect(page.getByText('密码已重置')).toBeVisible()
  await page.getByRole('link', { name: '去登录' }).click()
  await fillPasswordForm(page, DEMO_USERS.individual.email, 'Mailed2026')
  await expectPath(page, '/home')
})

test('the Terms and Privacy links of the registration open the documents in both languages', async ({
  page,
}) => {
  await page.goto('auth?tab=register')
  const [terms] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: '《服务条款》' }).click(),
  ])
  await expect(terms.getByRole('heading', { level: 1, name: '服务条款' })).toBeVisible()
  await expect(terms.getByRole('heading', { name: '五、取消与退款' })).toBeVisible()
  await expect(terms).toHaveTitle('服务条款 - 知识产权服务平台')
  await terms.getByRole('button', { name: 'EN', exact: true }).click()
  await expect(terms.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible()
  await expect(terms.getByRole('heading', { name: '5. Cancellation and refunds' })).toBeVisible()
  await expect(terms).toHaveTitle('Terms of Service - IP Services Portal')
  await terms.close()
  await page.getByRole('button', { name: 'EN', exact: true }).click()
  const [privacy] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: 'Privacy Policy' }).click(),
  ])
  await expect(privacy.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
  await expect(privacy.getByRole('heading', { name: '4. Transfers outside mainland China' })).toBeVisible()
  expect(await privacy.locator('article').innerText()).not.toMatch(/lorem|ipsum/i)
})

test('the language choice survives a reload', async ({ page }) => {
  await page.goto('auth')
  await expect(page.getByRole('tab', { name: '密码登录' })).toBeVisible()
  await page.getByRole('button', { name: 'EN', exact: true }).click()
  await expect(page.getByRole('tab', { name: 'Password' })).toBeVisible()
  await expect(page).toHaveTitle('Sign in - IP Services Portal')
  await page.reload()
  await expect(page.getByRole('tab', { name: 'Password' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})

test('/demo signs in the enterprise account and opens /home; sign-out returns to /auth', async ({ page }) => {
  await page.goto('demo')
  await expectPath(page, '/home')
  await expect(page.getByRole('heading', { level: 1 })).toContainText(DEMO_USERS.enterprise.name)
  await chooseAccountMenuItem(page, '退出登录', () => expect(page).toHaveURL(/\/auth/, { timeout: 5_000 }))
  await expectPath(page, '/auth')
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
})
