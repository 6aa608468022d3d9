import { expect, test, type Page } from '@playwright/test'
import { payWithDemoPay, pdf } from './registration-pages'
import { openSignedIn, pathOf } from './support'

test.describe.configure({ timeout: 240_000 })

const SHOTS = process.env.SHOTS_DIR

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })
}

const wizard = (page: Page) => page.getByTestId('wizard')

async function expectStep(page: Page, name: string) {
  await expect(wizard(page)).toHaveAttribute('data-step', name)
  await expect.poll(() => pathOf(page)).toBe(`/management/extension/${name}`)
}

/** A new renewal draft at selectTrademark (the demo account may have drafts). */
async function startRenewal(page: Page, query = '') {
  await openSignedIn(page, `management/extension/selectTrademark${query}`)
  const chooser = page.getByTestId('draft-chooser')
  const step = page.locator('[data-testid="wizard"][data-step="selectTrademark"]')
  await expect(chooser.or(step)).toBeVisible()
  if (await chooser.isVisible()) await chooser.getByRole('button').first().click()
  await expectStep(page, 'selectTrademark')
  await expect(page).toHaveURL(/draftId=d-/)
}

test('renewal of two marks, one in its grace period: the late fee is shown and charged, a reload loses nothing, the order shows the filed renewal', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en'))
  await startRenewal(page)
  const rows = page.getByTestId('service-mark-row')
  await expect(rows.first()).toBeVisible()
  await shot(page, 'select-desktop')

  // A mark whose renewal window has not opened says why, and cannot be chosen.
  const early = page.locator('[data-testid="service-mark-row"][data-regno="28810462"]')
  await expect(early).toHaveAttribute('data-eligible', 'false')
  await expect(early.getByTestId('mark-refusal')).toHaveText('Renewal opens 12 months before the term ends')
  await expect(page.getByTestId('choose-28810462').locator('input')).toBeDisabled()

  // Nothing chosen: the step says so.
  await page.getByTestId('select-trademark-submit').click()
  await expect(page.getByTestId('step-issues')).toContainText('Choose at least one trademark')

  // Search by number, then by name.
  await page.getByTestId('service-mark-search').fill('35126478')
  await expect(rows).toHaveCount(1)
  await page.getByTestId('choose-35126478').click()
  await page.getByTestId('service-mark-search').fill('YUNSHAN')
  await expect(page.locator('[data-regno="35126502"]')).toContainText('Grace period (late fee)')
  await page.getByTestId('choose-35126502').click()
  await expect(page.getByTestId('chosen-mark')).toHaveCount(2)
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved')
  await page.getByTestId('select-trademark-submit').click()

  // perfectInformation: the holder on record is chosen from the applicant book; the grace mark's late fee shows.
  await expectStep(page, 'perfectInformation')
  await expect(page.getByTestId('renewal-holder-party-lines')).toContainText('Shanghai Yunshan')
  await expect(page.getByTestId('fee-basis-grace')).toBeVisible()
  await expect(page.locator('[data-testid="fee-basis-line"][data-kind="grace"]')).toHaveCount(1)
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved')
  const total = await page.getByTestId('fee-basis-total').innerText()
  await shot(page, 'info-desktop')

  // A reload keeps the step, the marks, the holder and the price.
  await page.reload()
  await expectStep(page, 'perfectInformation')
  await expect(page.getByTestId('renewal-holder-party-lines')).toContainText('Shanghai Yunshan')
  await expect(page.getByTestId('fee-basis-total')).toHaveText(total)

  await page.getByTestId('renewal-info-submit').click()
  await expectStep(page, 'payment')
  await shot(page, 'payment-desktop')
  await payWithDemoPay(page)

  await expectStep(page, 'provideDocument')
  const download = page.waitForEvent('download')
  await page.getByTestId('poa-template').click()
  expect((await download).suggestedFilename()).toMatch(/^power-of-attorney-TM\d+\.docx$/)
  await page.getByTestId('documents-submit').click()
  await expect(page.getByTestId('step-issues')).toContainText('Please upload this document')
  await page.getByTestId('document-input-powerOfAttorney').setInputFiles(pdf('power-of-attorney.pdf'))
  await page.getByTestId('document-input-businessLicence').setInputFiles(pdf('licence.pdf'))
  await expect(page.getByTestId('document-slot-businessLicence')).toContainText('licence.pdf')
  await shot(page, 'documents-desktop')
  await page.getByTestId('documents-submit').click()

  await expectStep(page, 'confirm')
  await expect(page.getByTestId('service-marks-summary')).toContainText('35126502')
  await shot(page, 'confirm-desktop')
  await page.getByTestId('confirm-submit').click()
  await expect(page.getByTestId('wizard-done')).toBeVisible()
  await page.getByRole('link', { name: 'View the order' }).click()

  // The order page: the renewal as filed, and the late fee charged.
  await expect.poll(() => pathOf(page)).toBe('/order/detailTrademarkInfor/renewDetail')
  await expect(page.getByTestId('filed-service')).toContainText('35126478')
  await expect(page.getByTestId('filed-service')).toContainText('Shanghai Yunshan')
  await expect(page.getByTestId('order-detail')).toContainText(/grace|late/i)
  await shot(page, 'detail-desktop')
})

test('a mark not eligible is refused with its reason, from the list and from ?marks=', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await startRenewal(page, '?marks=35126478,60411829')
  // The renewable one is chosen; the invalidated one is not, and the page says why.
  await expect(page.getByTestId('chosen-mark')).toHaveCount(1)
  await expect(page.getByTestId('preselect-refused')).toContainText('60411829')
  await expect(page.getByTestId('preselect-refused')).toContainText('只有已注册的商标才能续展')
  await shot(page, 'select-phone')
})
