import { expect, test, type Page } from '@playwright/test'
import { expectPath, openSignedIn, pathOf } from './support'

// Each row of the error catalogue (overview §8) is triggered by making the notices call fail through
// window.server, then opening the notices popover, which makes that call.
async function failNoticesWith(page: Page, spec: { status?: number; code: number; msg?: string }) {
  await page.evaluate((s) => window.server!.injectFailure('memberMessage/getNoticeList', s), spec)
  await page.getByRole('button', { name: /消息通知|Notifications/ }).click()
}

test.describe('error catalogue', () => {
  test.beforeEach(async ({ page }) => {
    await openSignedIn(page, 'home')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('body code 500 shows 系统内部错误', async ({ page }) => {
    await failNoticesWith(page, { code: 500 })
    await expect(page.getByTestId('toast').filter({ hasText: '系统内部错误' })).toBeVisible()
  })

  test('body code 400 shows "Internal system error" in the stored language', async ({ page }) => {
    await page.getByRole('button', { name: 'EN', exact: true }).click()
    await failNoticesWith(page, { code: 400 })
    await expect(page.getByTestId('toast').filter({ hasText: 'Internal system error' })).toBeVisible()
  })

  test('body code 404 shows nothing', async ({ page }) => {
    await failNoticesWith(page, { code: 404 })
    await page.waitForTimeout(700)
    await expect(page.getByTestId('toast')).toHaveCount(0)
    await expect(page.getByTestId('attention-dialog')).toHaveCount(0)
    expect(pathOf(page)).toBe('/home')
  })

  test('body code 401 says the login expired and goes to /auth', async ({ page }) => {
    await failNoticesWith(page, { code: 401 })
    await expect(page.getByTestId('toast').filter({ hasText: '登录已过期，请重新登录。' })).toBeVisible()
    await expectPath(page, '/auth')
  })

  test('HTTP 401 clears local storage at once and goes to /auth after 3 seconds', async ({ page }) => {
    const started = Date.now()
    await failNoticesWith(page, { status: 401, code: 401 })
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull()
    expect(pathOf(page)).toBe('/home')
    await expectPath(page, '/auth')
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900)
  })

  test('HTTP 500 with body code 800 opens the 请注意 dialog with the server message', async ({ page }) => {
    await failNoticesWith(page, { status: 500, code: 800, msg: '该商标已提交续展，不能重复提交' })
    const dialog = page.getByTestId('attention-dialog')
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText('请注意')).toBeVisible()
    await expect(dialog.getByText('该商标已提交续展，不能重复提交')).toBeVisible()
    await dialog.getByRole('button', { name: '确定' }).click()
    await expect(dialog).toBeHidden()
  })
})
