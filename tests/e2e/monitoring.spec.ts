import { expect, test, type Page } from '@playwright/test'
import ExcelJS from 'exceljs'
import { shot } from './services-pages'
import { expectPath, openSignedIn } from './support'

test.describe.configure({ timeout: 90_000 })

/** A 1 × 1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

async function open(page: Page, path: string, lang: 'en' | 'zh-CN') {
  await page.addInitScript((l) => localStorage.setItem('lang', l), lang)
  await openSignedIn(page, path)
}

/** Follows a link inside the app (no reload, so the mock keeps its state in memory as a member's tab does). */
async function go(page: Page, path: string) {
  await page.evaluate((target) => {
    history.pushState(history.state, '', target)
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }))
  }, `/platform/${path}`)
}

test('a watch on one of my marks is bought, paid, listed active and gets hits in the next gazette', async ({
  page,
}) => {
  await open(page, 'trademarkMonitoring', 'en')
  const form = page.getByTestId('watch-form')
  await expect(form.getByTestId('watch-plan-mark')).toBeVisible()

  // Nothing filled: each missing field says what it needs, and nothing is bought.
  await form.getByTestId('watch-buy').click()
  await expect(form).toContainText('Enter the words to watch or upload an image.')
  await expect(form).toContainText('Add at least one class to watch.')
  await shot(page, 'create-errors-en')

  // An image to compare figurative marks with: uploaded, hashed and kept with the watch.
  await form
    .getByTestId('watch-image-file')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG })
  await expect(form.getByTestId('watch-image-preview')).toBeVisible()

  // From my marks: the words, classes and number of the mark fill the watch; what is typed survives a reload.
  await form.getByTestId('own-mark-open').click()
  const dialog = page.getByTestId('own-mark-dialog')
  const first = dialog.getByTestId('own-mark-row').first()
  await expect(first).toBeVisible()
  await first.getByRole('button').click()
  const words = await form.getByTestId('watch-name').inputValue()
  expect(words).not.toBe('')
  // A class is watched whole unless narrowed to some of its similar groups.
  await form.locator('[data-testid^="watch-class-narrow-"]').first().click()
  await expect(form.locator('[data-testid^="watch-group-"]').first()).toBeVisible()
  await form.getByTestId('watch-country-US').click()
  await expect(form.getByRole('checkbox', { name: 'United States' })).toBeChecked()
  await expect(page.getByTestId('watch-price')).toContainText('United States')
  await expect(page.getByTestId('watch-price-saving')).toContainText('25%')
  await page.reload()
  await expect(page.getByTestId('watch-name')).toHaveValue(words)
  await expect(page.getByTestId('watch-image-preview')).toBeVisible()
  await expect(page.getByRole('checkbox', { name: 'United States' })).toBeChecked()
  await shot(page, 'create-en')

  // Buy → the order's payment → paid → what was bought, with its dates.
  await page.getByTestId('watch-buy').click()
  await expectPath(page, '/monitor/payment')
  await expect(page.getByTestId('watch-order-line')).toContainText(words)
  await shot(page, 'payment-en')
  await page.getByTestId('method-card').click()
  await expect(page.getByRole('radio', { checked: true }).first()).toBeVisible()
  await page.getByTestId('pay-button').click()
  await expectPath(page, '/monitor/confirm')
  await expect(page.getByTestId('watch-confirm-status')).toContainText('Payment received')
  await expect(page.getByTestId('watch-confirm-row')).toContainText(words)
  await expect(page.getByTestId('watch-confirm-dates')).toContainText('–')
  await shot(page, 'confirm-en')

  // My watches lists it active, with no hits before the next gazette.
  await page.getByTestId('confirm-my-watches').click()
  await expectPath(page, '/myMonitor')
  const row = page.getByTestId('watch-row').filter({ hasText: words })
  await expect(row.getByTestId('watch-status')).toHaveAttribute('data-status', 'active')
  await expect(row.getByTestId('watch-hits')).toHaveText('0')

  // The next gazette carries near-variants of the account's marks: the watch gets unread hits.
  await page.evaluate(() => window.server!.simulate('monitoring.publishGazette'))
  await go(page, 'myMonitor?q=' + encodeURIComponent(words))
  await page.reload()
  await expect(row.getByTestId('watch-unread')).toBeVisible()
  await shot(page, 'my-watches-en')

  // Its results: the hit with its opposition deadline and days left; "Oppose" opens the opposition draft with it.
  await row.getByTestId('watch-results').click()
  await expectPath(page, '/monitoringResult')
  const hit = page.getByTestId('watch-hit').first()
  await expect(hit.getByTestId('hit-deadline')).toContainText(/\d+ days? left/)
  const hitName = (await hit.getByTestId('hit-mark-link').innerText()).trim()
  await hit.getByTestId('hit-oppose').click()
  await expect(page).toHaveURL(/\/opposition\/extension\//)
  await expect(page.getByText(hitName).first()).toBeVisible()
  await shot(page, 'oppose-en')
})

test('the watch pages in Chinese: the form, bulk import, my watches with its actions, the personal centre', async ({
  page,
}) => {
  await open(page, 'trademarkMonitoring', 'zh-CN')
  await expect(page.getByTestId('watch-plan-mark')).toContainText('近似商标监测')
  await page.getByTestId('watch-plan-applicant').click()
  await page.getByTestId('watch-applicant').fill('A')
  await page.getByTestId('watch-buy').click()
  await expect(page.getByTestId('watch-form')).toContainText('申请人名称至少 2 个字符。')
  await shot(page, 'create-zh')

  // Bulk: the template filled with one good and one bad row; the bad row says why, the good one is bought.
  await page.getByTestId('create-tab-bulk').click()
  await expect(page.getByTestId('bulk-download')).toContainText('下载模板')
  const download = page.waitForEvent('download')
  await page.getByTestId('bulk-download').click()
  const template = await download
  expect(template.suggestedFilename()).toMatch(/\.xlsx$/)
  const book = new ExcelJS.Workbook()
  await book.xlsx.readFile(await template.path())
  const sheet = book.worksheets[0]!
  sheet.getRow(2).values = ['FIRLINK', '09;42', '', 'CN;US', '6个月']
  sheet.getRow(3).values = ['FIRLINK', '99', '', 'ZZ', '1年']
  await page.getByTestId('bulk-file').setInputFiles({
    name: 'watches.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await book.xlsx.writeBuffer()),
  })
  await expect(page.getByTestId('bulk-row')).toHaveCount(2)
  await expect(page.getByTestId('bulk-row').nth(0)).toContainText('可创建')
  await expect(page.getByTestId('bulk-row').nth(1)).not.toContainText('可创建')
  await expect(page.getByTestId('bulk-row').nth(1).getByRole('listitem').first()).toBeVisible()
  await expect(page.getByTestId('bulk-summary')).toContainText('2 行中 1 行可创建')
  await expect(page.getByTestId('bulk-total')).toContainText('RMB¥')
  const quoted = (await page.getByTestId('bulk-total').locator('p, span').last().innerText()).trim()
  await shot(page, 'bulk-zh')
  await page.getByTestId('bulk-buy').click()
  await expectPath(page, '/monitor/payment')
  await expect(page.getByTestId('watch-order-line')).toHaveCount(1)
  await expect(page.getByTestId('watch-order-line')).toContainText('FIRLINK')
  // The quote before buying is what the order charges.
  await expect(page.getByTestId('watch-order-total')).toHaveText(quoted)
  await shot(page, 'payment-zh')

  await go(page, 'myMonitor')
  await expect(page.getByTestId('watch-table')).toBeVisible()
  await shot(page, 'my-watches-zh')
  const active = page
    .getByTestId('watch-row')
    .filter({ has: page.locator('[data-status="active"]') })
    .first()
  await active.getByTestId('watch-stop').click()
  await expect(page.getByTestId('watch-stop-dialog')).toContainText('剩余期限不退款')
  await page.getByTestId('watch-stop-dialog').getByRole('button', { name: '取消' }).click()

  // Back on the form, what was typed is still there; a free trial on an own mark starts at once.
  await go(page, 'trademarkMonitoring')
  await expect(page.getByTestId('watch-applicant')).toHaveValue('A')
  await page.getByTestId('watch-plan-mark').click()
  await page.getByTestId('own-mark-open').click()
  await page.getByTestId('own-mark-dialog').getByTestId('own-mark-row').first().getByRole('button').click()
  await page.getByTestId('watch-trial').click()
  await expectPath(page, '/myMonitor')
  await expect(page.locator('[data-testid="watch-status"][data-status="trial"]').first()).toBeVisible()

  await go(page, 'personal/monitoringLibrary')
  await expect(page.getByTestId('watch-trials')).toContainText(/剩余\s*2/)
  await shot(page, 'library-zh')
})
