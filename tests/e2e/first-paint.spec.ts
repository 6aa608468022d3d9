import { expect, test } from '@playwright/test'

// index.html paints the page's frame before any JavaScript of the app has run (scripts/vite-first-paint.ts),
// in the visitor's language, and then asks for the app and its first chunks all at once.
for (const [lang, title, platform] of [
  ['zh-CN', '欢迎使用', '知识产权服务平台'],
  ['en', 'Welcome', 'IP Services Portal'],
] as const) {
  test(`/auth paints its frame in ${lang} before the app runs`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('lang', value), lang)
    // No app at all: what shows is index.html alone.
    await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort())
    await page.goto('auth')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    expect(await page.title()).toBe(platform)
    // The chunks of the first render were asked for together, after the frame painted.
    const preloads = await page
      .locator('link[rel=modulepreload]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href))
    expect(preloads.some((href) => /\/assets\/router-[^/]+\.js$/.test(href))).toBe(true)
    expect(preloads.some((href) => /\/assets\/auth-[^/]+\.js$/.test(href))).toBe(true)
  })
}

test('the app replaces the frame with the real sign-in page', async ({ page }) => {
  await page.goto('auth')
  await expect(page.getByRole('tab', { name: '密码登录' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
})
