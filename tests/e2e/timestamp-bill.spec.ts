import { expect, test, type Page } from '@playwright/test'
import { expectNumberedPages, pdfPages } from './pdf-text'
import { openSignedIn, pathOf } from './support'

// PDF making runs in the page; a busy 2-core runner needs the room.
test.describe.configure({ timeout: 150_000 })

/** The demo account's timestamp history as the mock holds it: its days, and the month of its last package. */
async function history(page: Page) {
  await page.waitForFunction(() => Boolean(window.server))
  return page.evaluate(() =>
    window.server!.evaluate((server) => {
      const own = server.db.timestampOrders
        .filter((r) => r.userId === 'u-demo')
        .sort((a, b) => a.time.localeCompare(b.time))
      const purchases = own.filter((r) => r.kind === 'purchase')
      return {
        first: own[0]!.time.slice(0, 10),
        last: own.at(-1)!.time.slice(0, 10),
        total: own.length,
        used: own.length - purchases.length,
        bought: purchases.reduce((s, r) => s + (r.kind === 'purchase' ? r.packageSize : 0), 0),
        lastPackage: purchases.at(-1)!,
      }
    }),
  )
}

test('shows a month, a custom range page by page, and exports the range as an A4 PDF', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en'))
  await openSignedIn(page, 'order/timestampBill')
  await expect(page.getByRole('heading', { name: 'Timestamp bill', level: 1 })).toBeVisible()
  const facts = await history(page)

  // The month of the last package bought: the package is in the statement and in the figures.
  const month = facts.lastPackage.time.slice(0, 7)
  await page.getByRole('combobox', { name: 'Month' }).selectOption(month)
  await expect.poll(() => new URL(page.url()).searchParams.get('month')).toBe(month)
  const size = facts.lastPackage.kind === 'purchase' ? facts.lastPackage.packageSize : 0
  await expect(page.getByTestId('ts-row').filter({ hasText: 'Package bought' })).toContainText(
    `Package of ${size} timestamps`,
  )
  await expect(page.getByTestId('ts-bought')).toContainText(String(size))

  // The whole history as a custom range: 10 entries a page, totals of everything.
  await page.getByText('Custom range').click()
  await page.getByRole('textbox', { name: 'From', exact: true }).fill(facts.first)
  await page.getByRole('textbox', { name: 'To', exact: true }).fill(facts.last)
  await page.getByRole('button', { name: 'Show' }).click()
  await expect.poll(() => new URL(page.url()).searchParams.get('from')).toBe(facts.first)
  await expect(page.getByRole('heading', { name: `Statement (${facts.total} entries)` })).toBeVisible()
  await expect(page.getByTestId('ts-row')).toHaveCount(10)
  await expect(page.getByTestId('ts-bought')).toContainText(String(facts.bought))
  await expect(page.getByTestId('ts-used')).toContainText(String(facts.used))
  await expect(page.getByTestId('ts-balance')).toContainText(String(facts.bought - facts.used))
  const firstOfPage1 = await page.getByTestId('ts-row').first().textContent()
  await page
    .getByTestId('pagination')
    .getByRole('button', { name: /page 2/i })
    .click()
  await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('2')
  await expect(page.getByTestId('ts-row').first()).not.toHaveText(firstOfPage1 ?? '')
  expect(pathOf(page)).toBe('/order/timestampBill')

  // The statement holds every entry of the range, so it runs over several numbered A4 pages of real text.
  const orderNo = (await page.getByTestId('ts-row').first().locator('td').nth(1).innerText()).trim()
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export PDF' }).click(),
  ])
  expect(download.suggestedFilename()).toBe(`timestamp-bill-${facts.first}-${facts.last}.pdf`)
  const pages = await pdfPages(download)
  expect(pages.length).toBeGreaterThan(1)
  expectNumberedPages(pages)
  const text = pages.join('\n')
  expect(text).toContain(orderNo)
  // Every entry is there: one line per entry carries its date and time.
  expect(text.match(/\d{2}:\d{2}:\d{2}/g)).toHaveLength(facts.total)
})

test('says so when a month has no timestamps, in Chinese, and is reached from the other bills', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'zh-CN'))
  await openSignedIn(page, 'order/bill')
  await page.getByRole('navigation', { name: '账单类别' }).getByRole('link', { name: '时间戳账单' }).click()
  await expect(page.getByRole('heading', { name: '时间戳账单', level: 1 })).toBeVisible()
  expect(pathOf(page)).toBe('/order/timestampBill')

  await page.goto('order/timestampBill?month=2020-01')
  await expect(page.getByRole('heading', { name: '该期间没有购买或使用时间戳' })).toBeVisible()
  await expect(page.getByTestId('ts-row')).toHaveCount(0)
  await expect(page.getByRole('combobox', { name: '月份' })).toHaveValue('2020-01')
  // One step forward keeps to months, and the export still makes a one-page statement.
  await page.getByRole('button', { name: '下个月' }).click()
  await expect.poll(() => new URL(page.url()).searchParams.get('month')).toBe('2020-02')
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '导出 PDF' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('时间戳账单-2020-02-01至2020-02-29.pdf')
  const pages = await pdfPages(download)
  expect(pages).toHaveLength(1)
  expect(pages[0]).toContain('可信时间戳服务账单')
  expect(pages[0]).toContain('2020年2月')
})
