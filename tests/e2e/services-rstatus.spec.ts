import { expect, test, type Page } from '@playwright/test'
import { openSignedIn, pathOf } from './support'

// The renewal list: the demo account's marks with their renewal status (read through the renewal-status
// machine), its filters and search, and the hand-over of the chosen marks to the renewal wizard.
const SHOTS = process.env.SHOTS_DIR
const WIZARD = '/management/extension/selectTrademark'

async function open(
  page: Page,
  lang: 'en' | 'zh-CN',
  path: 'management/myTrademark' | 'home' = 'management/myTrademark',
) {
  await page.addInitScript((l) => localStorage.setItem('lang', l), lang)
  await openSignedIn(page, path)
  if (path === 'management/myTrademark') await expect(page.getByTestId('renewal-list')).toBeVisible()
}

const row = (page: Page, regNo: string) => page.locator(`[data-testid="renewal-row"][data-regno="${regNo}"]`)

test('en: statuses, filters, a validated search, and two marks handed to the renewal wizard', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await open(page, 'en', 'home')
  // The main menu's "Trademark services" leads to the renewal list.
  await page.getByTestId('main-nav').getByRole('link', { name: 'Trademark services' }).click()
  await expect(page.getByTestId('renewal-list')).toBeVisible()
  await expect(page.getByTestId('renewal-row')).toHaveCount(6)
  await expect(row(page, '35126478')).toHaveAttribute('data-status', 'normal')
  await expect(row(page, '35126478').getByTestId('renewal-status')).toContainText('Renew by')
  await expect(row(page, '35126502')).toHaveAttribute('data-status', 'grace')
  await expect(row(page, '35126502').getByTestId('renewal-status')).toContainText('a late fee is added')
  await expect(row(page, '60411829')).toHaveAttribute('data-status', 'unable')
  await expect(row(page, '60411829')).toContainText('declared invalid')
  await expect(row(page, '41870233')).toContainText('Not registered yet')
  // Only a mark that can be renewed has a box.
  await expect(row(page, '60411829').getByTestId('renewal-select')).toHaveCount(0)
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/renewal-list-en.png`, fullPage: true })

  await page.getByTestId('renewal-filter-renewable').click()
  await expect(page.getByTestId('renewal-row')).toHaveCount(2)
  await expect(page.getByTestId('renewal-filter-renewable')).toHaveText('Renewable now (2)')
  await page.getByTestId('renewal-filter-notRenewable').click()
  await expect(page.getByTestId('renewal-row')).toHaveCount(4)
  expect(new URL(page.url()).searchParams.get('filter')).toBe('notRenewable')
  await page.getByTestId('renewal-filter-all').click()
  await expect(page.getByTestId('renewal-row')).toHaveCount(6)

  // The search field says what is wrong with its text, and the list stays as it was.
  await page.getByTestId('renewal-search').fill('<35126502>')
  await page.getByTestId('renewal-search-submit').click()
  await expect(page.getByTestId('renewal-search-error')).toHaveText('Special characters are not allowed')
  await expect(page.getByTestId('renewal-row')).toHaveCount(6)
  await page.getByTestId('renewal-search').fill('x'.repeat(51))
  await page.getByTestId('renewal-search-submit').click()
  await expect(page.getByTestId('renewal-search-error')).toHaveText(
    'The search text can be at most 50 characters',
  )
  await page.getByTestId('renewal-search').fill('firlink')
  await page.getByTestId('renewal-search-submit').click()
  await expect(page.getByTestId('renewal-row')).toHaveCount(1)
  await expect(row(page, '60411829')).toBeVisible()
  await page.getByRole('button', { name: 'Clear', exact: true }).click()
  await expect(page.getByTestId('renewal-row')).toHaveCount(6)

  await expect(page.getByTestId('renewal-start')).toBeDisabled()
  await row(page, '35126478').getByTestId('renewal-select').click()
  await row(page, '35126502').getByTestId('renewal-select').click()
  await expect(page.getByTestId('renewal-selected-count')).toHaveText('2 trademarks selected (at most 5)')
  const start = page.getByTestId('renewal-start')
  await expect(start).toHaveAttribute('href', `/platform${WIZARD}?marks=35126478,35126502`)
  // The renewal wizard opens with both marks chosen.
  await start.click()
  await expect.poll(() => pathOf(page)).toBe(WIZARD)
  expect(new URL(page.url()).searchParams.get('marks')).toBe('35126478,35126502')
  await expect(page.getByTestId('chosen-mark')).toHaveCount(2, { timeout: 20_000 })
  await expect(page.getByTestId('chosen-mark-refused')).toHaveCount(0)
})

test('zh-CN on a phone: a filed renewal cannot be chosen again, and the words are Chinese', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await open(page, 'zh-CN')
  await expect(row(page, '35126502')).toHaveAttribute('data-status', 'grace')
  await expect(row(page, '35126502')).toContainText('宽展期续展')
  await expect(page.getByTestId('renewal-filter-renewable')).toHaveText('可续展 (2)')
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/renewal-list-zh-phone.png`, fullPage: true })

  // A renewal order for YUNSHAN, as the renewal wizard makes it.
  const orderNo = await page.evaluate(() =>
    window.server!.evaluate((server) => {
      const db = server.db as unknown as { orders: Record<string, unknown>[] }
      const base = db.orders.find((o) => o.userId === 'u-demo')!
      const order = {
        ...base,
        id: 'ord-e2e-renewal',
        orderNo: 'TM-E2E-RENEWAL',
        productType: 5,
        parentId: null,
        status: 'unpaid',
        paymentStatus: 'unpaid',
        refundRequestedAt: null,
        caseNo: null,
        createdAt: new Date().toISOString(),
        payload: { marks: [{ regNo: '35126502' }] },
      }
      db.orders.push(order)
      return order.orderNo
    }),
  )
  await page.reload()
  await expect(row(page, '35126502')).toHaveAttribute('data-status', 'submitted')
  await expect(row(page, '35126502')).toContainText(`订单 ${orderNo}`)
  await expect(row(page, '35126502').getByTestId('renewal-select')).toHaveCount(0)
  await expect(page.getByTestId('renewal-filter-renewable')).toHaveText('可续展 (1)')
  await page.getByTestId('renewal-search').fill('云杉!')
  await page.getByTestId('renewal-search-submit').click()
  await expect(page.getByTestId('renewal-search-error')).toHaveText('不能包含特殊字符')
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/renewal-list-zh-phone-submitted.png`, fullPage: true })

  // Home's renewal deadline for the same mark reads the same status: the filing shows there too.
  await page.goto('home')
  const deadline = page.getByTestId('deadline-item').filter({ hasText: 'YUNSHAN' })
  await expect(deadline.getByTestId('deadline-renewal-filed')).toContainText('提交续展')
  const other = page.getByTestId('deadline-item').filter({ hasText: '云杉智能' })
  await expect(other).toBeVisible()
  await expect(other.getByTestId('deadline-renewal-filed')).toHaveCount(0)
})
