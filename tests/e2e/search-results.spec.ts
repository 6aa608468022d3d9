import { expect, test, type Page } from '@playwright/test'
import { DEMO_USERS, openSignedIn } from './support'
import { businessToday } from '../../src/domain/clock'

// Values of the deterministic register (fixed seed): mark TM0001143 '诺然诺', its applicant, agent and address.
const MARK = {
  name: '诺然诺',
  applicationNo: '70164585',
  applicant: '闫凤英',
  agent: '广州市欣丰知识产权代理有限公司',
  address: '福建省厦门市思明区达盛路829号',
  vienna: '26.4.1',
}
const HUAWEI = `queryWay=similar&tradeMarkText=${encodeURIComponent('华为')}`

// The first search of a page builds the 50,000-mark register in the browser.
test.describe.configure({ timeout: 120_000 })

const url = (params: string) => `query/result?${params}`
const rows = (page: Page) => page.getByTestId('result-row')

async function open(page: Page, params: string, lang: 'en' | 'zh-CN' = 'en') {
  await page.addInitScript((l) => localStorage.setItem('lang', l), lang)
  await openSignedIn(page, url(params))
  await settled(page)
}

/** Waits until the search has answered (any phase but "searching"). The first search builds the register. */
async function settled(page: Page) {
  await expect(page.locator('[data-phase]:not([data-phase="searching"])')).toBeVisible({ timeout: 60_000 })
}

/**
 * Opens another result URL inside the running app, as a link or the browser's history would: a reload would
 * restart the mock (and rebuild the register) for nothing.
 */
async function go(page: Page, params: string) {
  await settled(page)
  await page.evaluate(
    async (target) => {
      const el = document.querySelector('[data-testid="result-page"]')!
      // Resolves once the page has gone through "searching" and come out of it.
      const searched = new Promise<void>((resolve) => {
        let seen = false
        const observer = new MutationObserver(() => {
          if (el.getAttribute('data-phase') === 'searching') seen = true
          else if (seen) {
            observer.disconnect()
            resolve()
          }
        })
        observer.observe(el, { attributes: true, attributeFilter: ['data-phase'] })
      })
      history.pushState(history.state, '', target)
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }))
      await searched
    },
    `/platform/${url(params)}`,
  )
}

async function total(page: Page): Promise<number> {
  const text = (await page.getByTestId('result-total').textContent()) ?? ''
  return Number(text.replace(/\D/g, ''))
}

const param = (page: Page, key: string) => new URL(page.url()).searchParams.get(key)

test('every text search mode opens from its URL and lists the marks it found', async ({ page }) => {
  await open(page, HUAWEI)
  await expect(page.getByTestId('chip-tradeMarkText')).toContainText('华为')
  await expect(rows(page)).toHaveCount(56)
  await expect(rows(page).first().locator('[data-level]')).toHaveAttribute('data-level', 'high')

  const modes: [string, (p: Page) => Promise<void>][] = [
    [
      `queryWay=applicationNumber&applicationNumber=${MARK.applicationNo}`,
      async (p) => {
        await expect(rows(p)).toHaveCount(1)
        await expect(rows(p).getByTestId('result-name')).toHaveText(MARK.name)
      },
    ],
    [
      `queryWay=registrationNumber&registerNumber=${MARK.applicationNo}`,
      async (p) => await expect(rows(p).getByTestId('result-name')).toHaveText(MARK.name),
    ],
    [
      `queryWay=applicant&tmApplicant=${encodeURIComponent(MARK.applicant)}`,
      async (p) => {
        await expect(rows(p).filter({ hasText: MARK.name })).toHaveCount(1)
        expect(await rows(p).count()).toBeGreaterThan(1)
      },
    ],
    [
      `queryWay=agent&tmAgent=${encodeURIComponent(MARK.agent)}`,
      async (p) => {
        expect(await total(p)).toBeGreaterThan(56)
        await expect(rows(p).first()).toContainText('Guangzhou XinFeng Intellectual Property')
      },
    ],
    [
      `queryWay=address&tmAddress=${encodeURIComponent(MARK.address)}`,
      async (p) => await expect(rows(p).filter({ hasText: MARK.name })).toHaveCount(1),
    ],
    [
      `queryWay=vienna&viennaChoosedStr=${MARK.vienna}`,
      async (p) => expect(await total(p)).toBeGreaterThan(0),
    ],
  ]
  for (const [params, check] of modes) {
    await go(page, params)
    await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'results')
    await check(page)
  }
})

/**
 * Picks the smallest value of each filter in turn: the result shrinks to its count, the URL and the button
 * say it is picked, and clearing it restores the whole result.
 */
async function checkFilters(page: Page, dimensions: readonly string[]) {
  // Every status of every office, so that the country and status lists have several values.
  await open(page, `${HUAWEI}&countries=CN,US,JP,EM,KR&status=1,2,3,4,5,6,7,8,9,10,11,12`)
  const all = await total(page)
  await page.getByTestId('facets-toggle').click()
  for (const dimension of dimensions) {
    const facet = page.getByTestId(`facet-${dimension}`)
    await expect(facet, dimension).toBeVisible()
    const value = facet.getByTestId('facet-value').last()
    const count = Number(await value.getByTestId('facet-count').textContent())
    await value.click()
    await settled(page)
    await expect.poll(() => total(page), { message: dimension }).toBe(count)
    expect(count, dimension).toBeLessThan(all)
    expect(param(page, 'filters'), dimension).toContain(`${dimension}:`)
    await expect(value).toHaveAttribute('aria-pressed', 'true')
    await facet.getByTestId('facet-clear').click()
    await settled(page)
    await expect.poll(() => total(page), { message: dimension }).toBe(all)
  }
  expect(param(page, 'filters')).toBeNull()
}

// The twelve §3 filters and the similar group on one page: each search of a new page rebuilds the register.
test('every filter narrows the result to its count and clears; with a class chosen the similar groups are that class’s', async ({
  page,
}) => {
  test.setTimeout(300_000)
  await checkFilters(page, [
    'country',
    'applicant',
    'niceList',
    'agent',
    'appYear',
    'regYear',
    'trailYear',
    'ggBeginYear',
    'priorityYear',
    'rightPeriod',
    'isvalid',
    'tmstatuscode',
    'similarGroup',
  ])
  // One class picked: the similar groups listed are that class's (0901 … for class 09), with their names.
  const cls = page.getByTestId('facet-niceList').getByTestId('facet-value').first()
  const classNo = ((await cls.textContent()) ?? '').match(/\d{2}/)![0]
  await cls.click()
  await settled(page)
  const groups = page.getByTestId('facet-similarGroup').getByTestId('facet-value')
  await expect(groups.first()).toBeVisible()
  for (const text of await groups.allTextContents())
    expect(text, text).toMatch(new RegExp(`^${classNo}\\d{2} \\S`))
  // Two groups together: marks with goods in either, no fewer than the larger one alone.
  const count = async (i: number) => Number(await groups.nth(i).getByTestId('facet-count').textContent())
  const [first, second] = [await count(0), await count(1)]
  await groups.nth(0).click()
  await settled(page)
  await groups.nth(1).click()
  await settled(page)
  await expect.poll(() => total(page)).toBeGreaterThanOrEqual(Math.max(first, second))
  expect(await total(page)).toBeLessThanOrEqual(first + second)
  expect(param(page, 'filters')).toMatch(new RegExp(`similarGroup:${classNo}\\d{2},${classNo}\\d{2}`))
})

test('filters combine, counts of the other filters follow, and clear all restores the result', async ({
  page,
}) => {
  await open(page, HUAWEI, 'zh-CN')
  const all = await total(page)
  const countrySum = async () => {
    const counts = await page.getByTestId('facet-country').getByTestId('facet-count').allTextContents()
    return counts.reduce((n, c) => n + Number(c), 0)
  }
  expect(await countrySum()).toBe(all)
  const year = page.getByTestId('facet-appYear').getByTestId('facet-value').first()
  const yearCount = Number(await year.getByTestId('facet-count').textContent())
  await year.click()
  await settled(page)
  await expect.poll(() => total(page)).toBe(yearCount)
  await expect.poll(countrySum).toBe(yearCount)
  await page.getByTestId('facets-clear-all').click()
  await settled(page)
  await expect.poll(() => total(page)).toBe(all)
  await expect(page.getByTestId('facet-panel')).toContainText('结果筛选')

  // The similar-group filter is worded in Chinese too.
  await go(page, `${HUAWEI}&niceChoosedStr=09`)
  const facet = page.getByTestId('facet-similarGroup')
  await expect(facet).toContainText('类似群')
  await expect(facet.getByTestId('facet-value').first()).toHaveText(/^09\d{2} \S/)
})

test('pages to page 2, back and forward, and a reload keeps the page', async ({ page }) => {
  await open(page, HUAWEI)
  await expect(rows(page).first().getByTestId('result-number')).toHaveText('1')
  await expect(page.getByTestId('pagination')).toContainText('Go to page')
  await page
    .getByTestId('pagination')
    .getByRole('button', { name: /page 2/i })
    .click()
  await settled(page)
  await expect(rows(page).first().getByTestId('result-number')).toHaveText('57')
  expect(param(page, 'pageNum')).toBe('2')

  await page.goBack()
  await settled(page)
  await expect(rows(page).first().getByTestId('result-number')).toHaveText('1')
  await page.goForward()
  await settled(page)
  await expect(rows(page).first().getByTestId('result-number')).toHaveText('57')

  await page.reload()
  await settled(page)
  await expect(rows(page).first().getByTestId('result-number')).toHaveText('57')
  await expect(rows(page)).not.toHaveCount(0)
})

test('switches between table and icon views (remembered in the URL), and sorts by filing date both ways', async ({
  page,
}) => {
  await open(page, HUAWEI, 'zh-CN')
  await expect(page.getByTestId('result-table')).toBeVisible()
  await page.getByTestId('view-icon').click()
  await expect(page.getByTestId('result-card')).toHaveCount(56)
  await expect(page.getByTestId('result-table')).toHaveCount(0)
  expect(param(page, 'view')).toBe('icon')
  await expect(page.getByTestId('result-card').first()).toContainText('申请号')
  await page.reload()
  await settled(page)
  await expect(page.getByTestId('result-card').first()).toBeVisible()
  await page.getByTestId('view-table').click()
  await expect(rows(page)).toHaveCount(56)

  // Sorting, from the menu and the column header.
  await go(page, `queryWay=agent&tmAgent=${encodeURIComponent(MARK.agent)}`)
  const dates = () => page.getByTestId('filing-date').allTextContents()
  await page.getByTestId('sort-select').selectOption('filingDate-asc')
  await settled(page)
  expect(param(page, 'sort')).toBe('filingDate-asc')
  await expect.poll(async () => (await dates())[0]! <= (await dates()).at(-1)!).toBe(true)
  const ascending = await dates()
  expect(ascending).toEqual([...ascending].sort())

  await page.getByTestId('sort-filingDate').click()
  await settled(page)
  expect(param(page, 'sort')).toBe('filingDate-desc')
  await expect.poll(async () => (await dates())[0]).not.toBe(ascending[0])
  const descending = await dates()
  expect(descending).toEqual([...descending].sort().reverse())
})

test('the similarity filter narrows by level, and says when a level has no marks', async ({ page }) => {
  await open(page, HUAWEI)
  const high = page.getByTestId('similarity-high')
  const highCount = Number(((await high.textContent()) ?? '').replace(/\D/g, ''))
  expect(highCount).toBeGreaterThan(0)
  await page.getByTestId('similarity-middle').click()
  await settled(page)
  await page.getByTestId('similarity-low').click()
  await settled(page)
  await expect.poll(() => total(page)).toBe(highCount)
  expect(param(page, 'degree')).toBe('high')
  await expect(page.locator('[data-testid="result-row"] [data-level="high"]')).toHaveCount(highCount)

  // 'zebra' finds only marks of low similarity: asking for the high ones is the §8 case.
  await go(page, 'queryWay=similar&tradeMarkText=zebra&degree=high')
  await expect(page.getByText('No marks at the chosen similarity level')).toBeVisible()
  await page.getByTestId('similarity-low').click()
  await settled(page)
  expect(await total(page)).toBeGreaterThan(0)

  // No mark, brand word or translation comes near this one.
  await go(page, 'queryWay=similar&tradeMarkText=qxzvjw')
  await expect(page.getByText('No results found')).toBeVisible()
  await expect(page.getByText('Please make sure there are results before filtering')).toBeVisible()
})

test('result numbers select marks for the export, on this page or all of it', async ({ page }) => {
  await open(page, HUAWEI)
  await expect(page.getByTestId('selected-count')).toHaveText('0 selected')
  // The number is the checkbox's label: clicking it selects the mark.
  await rows(page).nth(0).getByTestId('result-number').click()
  await rows(page).nth(2).getByTestId('result-number').click()
  await expect(page.getByTestId('selected-count')).toHaveText('2 selected')
  await expect(rows(page).nth(0).getByRole('checkbox')).toBeChecked()
  await expect(rows(page).nth(1).getByRole('checkbox')).not.toBeChecked()
  await page.getByTestId('select-page').click()
  await expect(page.getByTestId('selected-count')).toHaveText('56 selected')
  await expect(page.getByTestId('export-menu')).toBeEnabled()
  await page.getByTestId('select-page').click()
  await expect(page.getByTestId('selected-count')).toHaveText('0 selected')
})

test('a failed search offers a retry, in Chinese', async ({ page }) => {
  await open(page, 'queryWay=applicationNumber&applicationNumber=70164585', 'zh-CN')
  await page.evaluate(() =>
    window.server!.injectFailure('tmInfo/queryTmInfoTextByMulCountry', {
      status: 200,
      code: 1500,
      msg: '检索服务暂不可用',
      times: 1,
    }),
  )
  await go(page, HUAWEI)
  await expect(page.getByTestId('result-error')).toContainText('检索服务暂不可用')
  await page.getByRole('button', { name: '重试' }).click()
  await settled(page)
  await expect(rows(page)).toHaveCount(56)
  await expect(page.getByRole('heading', { name: /检索结果/ })).toBeVisible()
})

test('a trial user over the day’s limit sees the limit notice instead of results', async ({ page }) => {
  await openSignedIn(page, 'home', DEMO_USERS.individual.id)
  await page.waitForFunction(() => Boolean(window.server))
  // The mock counts per business day (Beijing).
  await page.evaluate(
    ({ key, today }) =>
      window.server!.evaluate(
        (server, k, day) => {
          const db = server.db as unknown as {
            searchUsage?: { key: string; date: string; used: number }[]
          }
          db.searchUsage = [{ key: k, date: day, used: 100 }]
        },
        key,
        today,
      ),
    { key: DEMO_USERS.individual.id, today: businessToday() },
  )
  await page.goto(url(HUAWEI))
  await expect(page.getByTestId('search-limit-notice')).toBeVisible()
  await expect(rows(page)).toHaveCount(0)
})

test('an invalid link says what is wrong and offers to edit the query', async ({ page }) => {
  await open(page, 'queryWay=similar&tradeMarkText=a%24b', 'zh-CN')
  await expect(page.getByTestId('result-invalid')).toBeVisible()
  await expect(page.getByRole('link', { name: '修改检索条件' }).first()).toBeVisible()
})

// Issue 11 §5: a search finds the obvious, and each row says why it matched.
for (const lang of ['zh-CN', 'en'] as const) {
  test(`华为 is the first row, Huawei's own mark, marked identical (${lang})`, async ({ page }) => {
    await open(page, HUAWEI, lang)
    const first = rows(page).first()
    await expect(first.getByTestId('result-name')).toHaveText('华为')
    await expect(first).toContainText(lang === 'en' ? 'Huawei Technologies Co., Ltd.' : '华为技术有限公司')
    const reason = first.getByTestId('match-reason')
    await expect(reason).toHaveAttribute('data-reason', 'identical')
    await expect(reason).toHaveText(lang === 'en' ? 'Identical' : '相同')
    // The pinyin spelling is further down with its own reason.
    const huawei = rows(page).filter({
      has: page.getByTestId('result-name').getByText('HUAWEI', { exact: true }),
    })
    await expect(huawei.first().getByTestId('match-reason')).toHaveText(
      lang === 'en' ? 'Same pronunciation' : '读音相同',
    )
  })
}

test('苹果 also finds APPLE, and the cards say why', async ({ page }) => {
  await open(page, `queryWay=similar&tradeMarkText=${encodeURIComponent('苹果')}&view=icon`)
  const apple = page
    .getByTestId('result-card')
    .filter({ has: page.getByTestId('result-name').getByText('APPLE', { exact: true }) })
  await expect(apple.first()).toContainText('Apple Inc.')
  await expect(apple.first().getByTestId('match-reason')).toHaveText('Same meaning in Chinese and English')
})
