import { expect, test, type Page } from '@playwright/test'
import { shot } from './services-pages'
import { expectPath, openSignedIn } from './support'

// Account security (issue 14): the mobile number changed in three steps, in Chinese; the overview in English.

const NEW_MOBILE = '18612345678'

/** Solves the captcha on the page once its image is drawn (the newest the mock made), as a person reads it. */
async function solveCaptcha(page: Page) {
  await expect(page.getByRole('img', { name: '图形验证码，点击可更换' })).toBeVisible()
  const code = await page.evaluate(() => window.server!.evaluate((server) => server.db.captchas.at(-1)!.code))
  await page.getByTestId('security-captcha').fill(code)
}

/** The code the mock "sent" to `target` (demo builds show it on the page too). */
const sentCode = (page: Page, target: string) =>
  page.evaluate(
    (t) =>
      window.server!.evaluate(
        (server, to) => server.db.smsCodes.filter((c) => c.target === to).at(-1)!.code,
        t,
      ),
    target,
  )

test('changes the mobile number: the old number verified (a wrong code says why), the new one bound', async ({
  page,
}) => {
  await openSignedIn(page, 'security')
  await expect(page.getByTestId('security-mobile-value')).toHaveText('138****8000')
  await shot(page, 'security-overview-zh')

  await page.getByTestId('security-mobile-action').click()
  await expectPath(page, '/accountInfor/phoneModify')
  await expect(page.getByTestId('security-proof-target')).toContainText('138****8000')
  await solveCaptcha(page)
  await page.getByRole('button', { name: '获取验证码' }).click()
  await expect(page.getByTestId('sms-demo-code')).toBeVisible()
  const code = await sentCode(page, '13800138000')

  await page.getByTestId('security-code').fill(code === '000000' ? '111111' : '000000')
  await page.getByTestId('security-submit').click()
  await expect(page.getByText('验证码错误，还可尝试 4 次')).toBeVisible()
  await shot(page, 'security-verify-wrong-zh')
  await page.getByTestId('security-code').fill(code)
  await page.getByTestId('security-submit').click()
  await expectPath(page, '/accountInfor/bindNewPhone')

  // A reload keeps the proven step.
  await page.reload()
  await expectPath(page, '/accountInfor/bindNewPhone')
  await expect(page.getByTestId('security-proven')).toContainText('138****8000')
  await page.getByTestId('security-target').fill(NEW_MOBILE)
  await solveCaptcha(page)
  await page.getByRole('button', { name: '获取验证码' }).click()
  await expect(page.getByTestId('sms-demo-code')).toBeVisible()
  await page.getByTestId('security-code').fill(await sentCode(page, NEW_MOBILE))
  await shot(page, 'security-bind-zh')
  await page.getByTestId('security-submit').click()

  await expectPath(page, '/accountInfor/phoneModifyFinish')
  await expect(page.getByRole('heading', { name: '手机号已更换为 186****5678' })).toBeVisible()
  await shot(page, 'security-done-zh')
  await page.getByTestId('contact-done-back').click()
  await expectPath(page, '/security')
  await expect(page.getByTestId('security-mobile-value')).toHaveText('186****5678')
})

test('in English: the password rule, WeChat bound and unbound, and a skipped step sent back to verify first', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en'))
  await openSignedIn(page, 'accountInfor/securitySet')
  await expect(page.getByRole('heading', { level: 1, name: 'Account security' })).toBeVisible()
  await expect(page.getByTestId('security-email-value')).toHaveText('d***@example.com')
  await page.getByTestId('security-password-action').click()
  await page.getByTestId('password-newPassword').fill('short')
  await page.getByTestId('password-save').click()
  await expect(page.getByText('The password must be at least 8 characters')).toBeVisible()
  await shot(page, 'security-password-en')
  await page.keyboard.press('Escape')

  // WeChat: the demo's phone scans and confirms by itself; unbinding asks first.
  await page.getByTestId('security-wechat-action').click()
  await expect(page.getByTestId('wechat-status')).toHaveAttribute('data-status', /waiting|scanned/)
  await shot(page, 'security-wechat-en')
  await expect(page.getByTestId('security-wechat-value')).toHaveText('Bound', { timeout: 15_000 })
  await page.getByTestId('security-wechat-action').click()
  await page.getByTestId('wechat-unbind-confirm').click()
  await expect(page.getByTestId('security-wechat-value')).toHaveText('Not bound')

  await page.goto('accountInfor/bindNewPhone')
  await expectPath(page, '/accountInfor/phoneModify')
  await expect(page.getByTestId('security-notice')).toHaveText(/verify your current contact first/)
  await shot(page, 'security-verify-first-en')
})
