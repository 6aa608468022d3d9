import { expect, test, type Page } from '@playwright/test'
import { DEMO_USERS, openSignedIn } from './support'

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

// /home's frame shows the top of the dashboard (the search card's title and hint), which a signed-in visitor
// sees before the demo's mock has said who they are; the page that replaces it shows the same words.
for (const [lang, title, hint] of [
  ['zh-CN', '商标查询', '输入商标名称、申请人或号码，快速查询商标信息'],
  ['en', 'Trademark search', 'Search by mark, applicant or number'],
] as const) {
  test(`/home paints the top of the dashboard in ${lang} before the app runs`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('lang', value), lang)
    await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort())
    await page.goto('home')
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(title)
    await expect(page.getByText(hint)).toBeVisible()
  })
}

// The demo's mock starts on its own, beside the app rather than after it: its worker is asked for even when
// the app's entry never arrives (mock-server/worker-start.ts).
test('the demo starts its mock before the app runs', async ({ page }) => {
  await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort())
  const worker = page.waitForRequest(/\/assets\/worker-[^/]+\.js$/)
  await page.goto('auth')
  await worker
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('the app replaces the frame with the real sign-in page', async ({ page }) => {
  await page.goto('auth')
  await expect(page.getByRole('tab', { name: '密码登录' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
})

// The demo's mock (issue 11 §9): a signed-in page paints before the mock answers, and a page that needs only
// the light areas never downloads the heavy half of the mock (the seed, the register's generator, faker,
// pinyin, the goods tables), which loads on the first request that needs it.
const FAKER_EN = 'fakerjs.dev' // in faker's own code (its locale data would also match the register's name pools)
const PINYIN_PRO = 'zhuāng' // a reading of pinyin-pro's dictionary
const DIVISIONS = '门头沟区' // a district of China's divisions table (loads with the first address saved)

/** Records every script the page asks for from now on; `texts()` reads them. */
function recordScripts(page: Page) {
  const urls = new Set<string>()
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.add(request.url())
  })
  return {
    count: () => urls.size,
    urls: () => [...urls],
    texts: () => Promise.all([...urls].map(async (url) => (await page.request.get(url)).text())),
  }
}

test('a signed-in /home paints before the mock answers and never loads the heavy half of the mock', async ({
  page,
}) => {
  await openSignedIn(page, 'home') // seeds and saves the demo data once
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/mock-server-[^/]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  const scripts = recordScripts(page)
  await page.goto('home')
  // The page itself (not only the frame of index.html) renders while the mock cannot answer: user/info is
  // still on its way.
  await expect(page.getByTestId('search-area')).toBeVisible()
  await expect(page.getByRole('search', { name: '商标查询' })).toBeVisible()
  await expect(page.getByTestId('account-type')).toHaveCount(0)
  release()
  // Then the user and the page's data arrive.
  await expect(page.getByRole('heading', { level: 1 })).toContainText(DEMO_USERS.enterprise.name)
  await expect(page.getByTestId('account-type')).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(scripts.count()).toBeGreaterThan(10)
  const texts = await scripts.texts()
  expect(
    texts.filter((text) => [FAKER_EN, PINYIN_PRO, DIVISIONS].some((marker) => text.includes(marker))),
  ).toEqual([])
  // Nor the other areas' handlers (registration, services).
  expect(scripts.urls().filter((url) => /\/assets\/handlers-/.test(url))).toEqual([])
})

test('a search says what it searches while the rest of the mock loads, then answers without faker or pinyin-pro', async ({
  page,
}) => {
  // The register the search reads is built on the first search: slow on a busy machine.
  test.setTimeout(120_000)
  await openSignedIn(page, 'home')
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  // The search area's handlers load on their own (mock-server/handlers/search-group.ts).
  await page.route(/\/assets\/search-group-[^/]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  const scripts = recordScripts(page)
  await page.goto('query/result?queryWay=similar&tradeMarkText=%E5%8D%8E%E4%B8%BA')
  // The page is usable meanwhile: no full-screen overlay, the search in words, levels without made-up counts.
  const status = page.getByTestId('result-searching')
  await expect(status).toContainText('正在检索与“华为”近似的商标')
  await expect(status).toContainText('检索范围：CN，全部类别')
  await expect(page.getByTestId('loading-overlay')).toHaveCount(0)
  await expect(page.getByTestId('similarity-high')).toHaveText('高')
  await expect(page.getByRole('link', { name: '修改检索条件' })).toBeEnabled()
  release()
  await expect(page.getByText(/共 [\d,]+ 件商标/)).toBeVisible({ timeout: 90_000 })
  await expect(status).toHaveCount(0)
  await expect(page.getByTestId('similarity-high')).toHaveText(/高（\d+）/)
  // Neither faker nor pinyin-pro: the register's people were made once, ahead, and the readings of the
  // characters its names (and 华为) are made of come with it (mock-server/register/pinyin-table.data.ts).
  const texts = await scripts.texts()
  expect(
    texts.filter((text) => [FAKER_EN, PINYIN_PRO, DIVISIONS].some((marker) => text.includes(marker))),
  ).toEqual([])
  // Nor the other areas' handlers (registration, services).
  expect(scripts.urls().filter((url) => /\/assets\/handlers-/.test(url))).toEqual([])

  // A query with a character outside that table loads pinyin-pro first, then answers.
  await page.goto('query/result?queryWay=similar&tradeMarkText=%E9%93%B6%E8%A1%8C%E9%80%9A') // 银行通
  await expect(page.getByText(/共 [\d,]+ 件商标/)).toBeVisible({ timeout: 90_000 })
  const after = await scripts.texts()
  expect(after.some((text) => text.includes(PINYIN_PRO))).toBe(true)
})

test('the searching status is in English on an English page', async ({ page }) => {
  await openSignedIn(page, 'home')
  await page.evaluate(() => localStorage.setItem('lang', 'en'))
  await page.route(/\/assets\/search-group-[^/]+\.js$/, () => {})
  await page.goto('query/result?queryWay=applicant&tmApplicant=Huawei&niceChoosedStr=09%3B35')
  const status = page.getByTestId('result-searching')
  await expect(status).toContainText('Searching the register: Applicant…')
  await expect(status).toContainText('In CN, classes 09, 35.')
})
