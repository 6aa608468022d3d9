import { expect, test } from '@playwright/test'
import { DEMO_USERS, expectPath, noLatency, openSignedIn, pathOf, waitForMock } from './support'

test.describe('routing rules', () => {
  test('/ goes to /auth', async ({ page }) => {
    await noLatency(page)
    await page.goto('')
    await expectPath(page, '/auth')
  })

  test('without a token a private page goes to /auth carrying the path, and sign-in returns there', async ({
    page,
  }) => {
    await noLatency(page)
    await page.goto('home?from=guard')
    await expectPath(page, '/auth')
    const redirect = new URL(page.url()).searchParams.get('redirect')
    expect(redirect).toBe('/home?from=guard')

    await waitForMock(page)
    await expect
      .poll(() => page.evaluate(() => window.server!.evaluate((server) => server.db.captchas.length)))
      .toBeGreaterThan(0)
    await page.getByRole('textbox', { name: '邮箱或手机号', exact: true }).fill(DEMO_USERS.enterprise.email)
    await page.getByRole('textbox', { name: '密码', exact: true }).fill(DEMO_USERS.enterprise.password)
    const code = await page.evaluate(() =>
      window.server!.evaluate((server) => server.db.captchas.at(-1)!.code),
    )
    await page.getByRole('textbox', { name: '图形验证码', exact: true }).fill(code)
    await page.getByRole('button', { name: '密码登录' }).last().click()
    await expectPath(page, '/home')
    expect(new URL(page.url()).searchParams.get('from')).toBe('guard')
  })

  test('the public pages open without a token', async ({ page }) => {
    await noLatency(page)
    for (const path of ['/auth', '/login', '/dawei', '/accountInfor/setNewPassword']) {
      await page.goto(path.slice(1))
      await expectPath(page, path)
    }
  })

  test('an unknown path goes to /home', async ({ page }) => {
    await openSignedIn(page, 'no/such/page')
    await expectPath(page, '/home')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('/first goes to /home', async ({ page }) => {
    await openSignedIn(page, 'first')
    await expectPath(page, '/home')
  })

  test('every page title carries the platform name', async ({ page }) => {
    await openSignedIn(page, 'home')
    await expect(page).toHaveTitle('首页 - 知识产权服务平台')
  })

  test('on a desktop the header has the logo and the account on one row and the menu in a row below', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await openSignedIn(page, 'home')
    const logo = page.getByRole('link', { name: '知识产权服务平台' }).first()
    const account = page.getByTestId('user-menu')
    const menu = page.getByTestId('main-nav')
    await expect(menu).toBeVisible()
    const [l, a, m] = await Promise.all([logo, account, menu].map((x) => x.boundingBox()))
    // The account sits beside the logo (not alone on a second row), and the menu starts under the logo.
    expect(Math.abs(a!.y + a!.height / 2 - (l!.y + l!.height / 2))).toBeLessThan(12)
    expect(m!.y).toBeGreaterThanOrEqual(l!.y + l!.height)
    expect(Math.abs(m!.x - l!.x)).toBeLessThan(16)
  })

  test('the back button cannot leave a page whose route has allowBack false', async ({ page }) => {
    await openSignedIn(page, 'home')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // Reach a page whose route sets allowBack false (the payment page) inside the app, as a link would.
    await page.evaluate(async () => {
      const router = (window as unknown as { router: { navigate: (o: { to: string }) => Promise<void> } })
        .router
      await router.navigate({ to: '/payment' })
    })
    await expectPath(page, '/payment')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // The blocker is loaded on demand for such pages.
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(300)
    await page.goBack()
    await page.waitForTimeout(1000)
    expect(pathOf(page)).toBe('/payment')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
})
