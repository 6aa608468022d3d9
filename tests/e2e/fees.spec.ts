import { expect, test, type Page } from '@playwright/test'
import { openSignedIn } from './support'

async function inEnglish(page: Page) {
  await page.addInitScript(() => localStorage.setItem('lang', 'en'))
}

test('the price list shows the mock’s amounts and converts them to USD from the header', async ({ page }) => {
  await inEnglish(page)
  await openSignedIn(page, 'offerSheet')
  const official = page.getByTestId('fee-official-1-firstClass')
  await expect(official).toHaveText('RMB¥270.00')
  await expect(page.getByTestId('fee-service-1-firstClass')).toHaveText('RMB¥600.00')
  await expect(page.getByTestId('fee-official-1-excessItems')).toHaveText('RMB¥27.00')
  await expect(page.getByTestId('fee-official-5-grace')).toHaveText('RMB¥225.00')
  await expect(page.getByTestId('fee-notes')).toContainText('up to 10 goods or services items')

  await page.getByRole('combobox', { name: 'Currency' }).selectOption('USD')
  const note = page.getByTestId('rate-note')
  await expect(note).toContainText(/1 USD = RMB¥\d+\.\d{4}/)
  const rate = Number(/RMB¥(\d+\.\d{4})/.exec((await note.textContent()) ?? '')![1])
  const usd = (270 / rate).toFixed(2)
  await expect(official).toHaveText(`≈ $${usd}`)
  await expect(page.getByTestId('fee-service-1-firstClass')).toHaveText(`≈ $${(600 / rate).toFixed(2)}`)
})

test('the quote calculator follows classes, items and priority, and rejects bad item counts', async ({
  page,
}) => {
  await inEnglish(page)
  await openSignedIn(page, 'offerSheetOne')
  const total = page.getByTestId('quote-total')
  await expect(page.getByTestId('quote-empty')).toBeVisible()

  await page.getByTestId('class-09').click()
  await expect(total).toHaveText('RMB¥870.00')
  await page.getByTestId('items-09').fill('12')
  await expect(total).toHaveText('RMB¥924.00')
  await expect(page.getByTestId('quote-line-excessItems')).toContainText('2')

  await page.getByTestId('class-35').click()
  await expect(total).toHaveText('RMB¥1,494.00')
  await page.getByText('Claim priority from an earlier application').click()
  await expect(total).toHaveText('RMB¥1,794.00')

  await page.getByTestId('items-35').fill('1.5')
  await expect(page.getByRole('alert')).toHaveText('Enter a whole number of items, such as 10.')
  await expect(page.getByTestId('quote-empty')).toHaveText(/Correct the number of items/)
  await expect(page.getByTestId('items-35')).toHaveValue('1.5')
  await page.getByTestId('items-35').fill('0')
  await expect(page.getByRole('alert')).toHaveText('Enter between 1 and 200 items.')
  await page.getByTestId('items-35').fill('10')
  await expect(total).toHaveText('RMB¥1,794.00')

  await page.getByRole('button', { name: 'Remove class 09' }).click()
  await expect(total).toHaveText('RMB¥1,170.00')
})

test('per-country prices are searchable by Chinese and English names and by Madrid', async ({ page }) => {
  await openSignedIn(page, 'queryCountriesPrice')
  const rows = page.locator('[data-testid="country-table"] tbody tr')
  await expect(rows).toHaveCount(20)

  await page.getByTestId('country-keyword').fill('日本')
  await page.getByTestId('country-search').click()
  await expect(rows).toHaveCount(1)
  await expect(page.getByTestId('country-JP')).toContainText('JPY 12,000')

  await page.getByTestId('country-keyword').fill('germany')
  await page.getByTestId('country-classes').fill('4')
  await page.getByTestId('country-search').click()
  await expect(rows).toHaveCount(1)
  await expect(page.getByTestId('country-DE')).toContainText('德国')
  // 290 for three classes, 100 for the fourth, at the reference rate of 7.74; 2,500 + 3 × 600 service.
  await expect(page.getByTestId('country-total-DE')).toHaveText('RMB¥7,319.00')

  await page.getByTestId('country-type').selectOption('26')
  await expect(page.getByTestId('country-DE')).toContainText('补充费')
  await page.getByTestId('country-keyword').fill('香港')
  await page.getByTestId('country-search').click()
  await expect(page.getByText('没有符合条件的国家或地区。')).toBeVisible()

  await page.getByTestId('country-keyword').fill('xx!1')
  await page.getByTestId('country-classes').fill('46')
  await page.getByTestId('country-search').click()
  await expect(page.getByRole('alert')).toHaveText('类别数应为 1 至 45。')
})
