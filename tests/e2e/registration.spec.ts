import { deflateSync } from 'node:zlib'
import { expect, test, type Page } from '@playwright/test'
import { openSignedIn, pathOf } from './support'

test.describe.configure({ timeout: 240_000 })

/** A grey PNG of the given size (real pixels, so the browser can measure it). */
function png(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  const crc = (buf: Buffer) => {
    let c = 0xffffffff
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8)
    return (c ^ 0xffffffff) >>> 0
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const out = Buffer.alloc(12 + data.length)
    out.writeUInt32BE(data.length, 0)
    body.copy(out, 4)
    out.writeUInt32BE(crc(body), 8 + data.length)
    return out
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr[8] = 8 // bit depth
  ihdr[9] = 0 // greyscale
  const rows = Buffer.alloc((width + 1) * height, 0x80)
  for (let y = 0; y < height; y++) rows[y * (width + 1)] = 0
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n${name}`),
})

const step = (page: Page) => page.getByTestId('wizard')

async function expectStep(page: Page, region: string, name: string) {
  await expect(step(page)).toHaveAttribute('data-step', name)
  await expect.poll(() => pathOf(page)).toBe(`/${region}/registerNew/${name}`)
}

/** Starts a new application of a region from its entry route (the demo account may have drafts). */
async function startNew(page: Page, entry: string, region: string) {
  await openSignedIn(page, entry)
  const chooser = page.getByTestId('draft-chooser')
  const wizard = page.locator('[data-testid="wizard"][data-step="fillInInformation"]')
  await expect(chooser.or(wizard)).toBeVisible()
  if (await chooser.isVisible()) await chooser.getByRole('button').first().click()
  await expectStep(page, region, 'fillInInformation')
  await expect(page).toHaveURL(/draftId=d-/)
}

/** The back button leaves neither payment nor confirm. */
async function backStays(page: Page, region: string, name: string) {
  await page.goBack()
  await page.waitForTimeout(800)
  await expectStep(page, region, name)
}

async function fillMark(page: Page, name: string) {
  await page.getByTestId('mark-name').fill(name)
  await page.getByTestId('open-generator').click()
  await page.getByTestId('specimen-generate').click()
  await expect(page.getByTestId('specimen-image-meta')).toBeVisible()
}

async function chooseGoods(page: Page) {
  await page.getByTestId('choose-classes').click()
  await page.getByTestId('pick-09').click()
  await page.getByTestId('class-picker-confirm').click()
  await page.getByTestId('std-090101').click()
  await page.getByTestId('std-090104').click()
  await expect(page.getByTestId('chosen-item')).toHaveCount(2)
}

async function payWithDemoPay(page: Page) {
  await page.getByTestId('method-dummy').click()
  await page.getByTestId('pay-button').click()
}

test('mainland: the shortest path with a reload in every step, back blocked on payment and confirm, the order listed', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en'))
  await startNew(page, 'Mainland_China_Applications', 'mainland')

  // Nothing filled in: the step says what is missing, next to the fields and above the button.
  await page.getByTestId('info-submit').click()
  await expect(page.getByTestId('step-issues')).toContainText('Enter the mark')
  await expect(page.getByTestId('step-issues')).toContainText('Choose the applicant')

  await fillMark(page, 'Yunshan Cloud')
  await chooseGoods(page)
  await page
    .getByRole('button', { name: /Use the default applicant|default/i })
    .first()
    .click()
  await expect(page.getByTestId('applicant-card').first()).toBeVisible()
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved')

  // A reload keeps every field.
  await page.reload()
  await expectStep(page, 'mainland', 'fillInInformation')
  await expect(page.getByTestId('mark-name')).toHaveValue('Yunshan Cloud')
  await expect(page.getByTestId('chosen-item')).toHaveCount(2)
  await expect(page.getByTestId('applicant-card').first()).toBeVisible()
  await expect(page.getByTestId('price-total')).toBeVisible()

  await page.getByTestId('info-submit').click()
  await expectStep(page, 'mainland', 'payment')
  const orderNo = (await page.getByTestId('save-status').innerText()).match(/\d{8,}/)?.[0] ?? ''
  expect(orderNo).not.toBe('')
  await backStays(page, 'mainland', 'payment')
  await page.reload()
  await expectStep(page, 'mainland', 'payment')

  // A URL of a step not reached goes back to the step the flow is at.
  const url = page.url()
  await page.goto(url.replace('/payment', '/confirm'))
  await expectStep(page, 'mainland', 'payment')

  await payWithDemoPay(page)
  await expectStep(page, 'mainland', 'provideDocument')
  await page.getByTestId('documents-submit').click()
  await expect(page.getByTestId('step-issues')).toContainText('Upload this document')
  await page.getByTestId('document-input-powerOfAttorney').setInputFiles(pdf('power-of-attorney.pdf'))
  await page.getByTestId('document-input-businessLicence').setInputFiles(pdf('business-licence.pdf'))
  await expect(page.getByTestId('document-file')).toHaveCount(2)
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved')
  await page.reload()
  await expectStep(page, 'mainland', 'provideDocument')
  await expect(page.getByTestId('document-file')).toHaveCount(2)
  await page.getByTestId('documents-submit').click()

  await expectStep(page, 'mainland', 'confirm')
  await expect(page.getByTestId('application-summary')).toContainText('Yunshan Cloud')
  await backStays(page, 'mainland', 'confirm')
  await page.reload()
  await expectStep(page, 'mainland', 'confirm')
  await page.getByTestId('confirm-submit').click()
  await expect(page.getByTestId('wizard-done')).toBeVisible()

  await page.goto('orderManage')
  await expect(page.getByText(orderNo).first()).toBeVisible()
})

test('mainland: an oversized image and a 300×300 image are refused, and so are 11 applicants', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'zh-CN'))
  await startNew(page, 'Mainland_China_Applications', 'mainland')

  const input = page.getByTestId('specimen-image-input')
  await input.setInputFiles({ name: 'small.png', mimeType: 'image/png', buffer: png(300, 300) })
  await expect(page.getByTestId('specimen-image-error')).toContainText('400')
  const big = Buffer.concat([png(800, 800), Buffer.alloc(2_200_000, 1)])
  await input.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big })
  await expect(page.getByTestId('specimen-image-error')).toContainText('2')
  await input.setInputFiles({ name: 'ok.png', mimeType: 'image/png', buffer: png(500, 500) })
  await expect(page.getByTestId('specimen-image-meta')).toContainText('500')

  // Applicant plus joint applicants at most 10: the 11th is refused with the reason.
  await page
    .getByRole('button', { name: /默认申请人/ })
    .first()
    .click()
  await page.getByRole('button', { name: '添加共同申请人' }).click()
  const picker = page.getByTestId('applicant-picker')
  const free = picker.locator('input[type=checkbox]:not([disabled])')
  await expect(free.first()).toBeVisible()
  const count = await free.count()
  for (let i = 0; i < count; i++) await free.nth(i).check()
  await picker.getByRole('button', { name: /下一页/ }).click()
  await expect(picker.getByTestId('picker-row').first()).toBeVisible()
  await picker.locator('input[type=checkbox]').first().click()
  await expect(picker.getByTestId('picker-notice')).toContainText('10')
  await picker.getByRole('button', { name: '确定' }).click()
  await expect(page.getByTestId('applicant-card')).toHaveCount(10)
  await expect(page.getByTestId('joint-blocked')).toBeVisible()
})

test('Madrid: the shortest path, with the basic mark, members and a reload in every step', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en'))
  await startNew(page, 'Madrid_Applications', 'Madrid')

  await fillMark(page, 'YUNSHAN')
  await chooseGoods(page)
  await page
    .getByRole('button', { name: /default/i })
    .first()
    .click()
  await expect(page.getByTestId('applicant-card').first()).toBeVisible()
  await page.getByTestId('basis-kind-registration').click()
  await page.getByTestId('basis-number').fill('35126502')
  await page.getByTestId('basis-date').fill('2019-08-14')
  await page.getByTestId('country-US').click()
  await page.getByTestId('country-JP').click()
  await expect(page.getByTestId('chip-JP')).toBeVisible()
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved')
  await page.reload()
  await expectStep(page, 'Madrid', 'fillInInformation')
  await expect(page.getByTestId('basis-number')).toHaveValue('35126502')
  await expect(page.getByTestId('chip-US')).toBeVisible()

  await page.getByTestId('info-submit').click()
  await expectStep(page, 'Madrid', 'payment')
  await backStays(page, 'Madrid', 'payment')
  await page.reload()
  await expectStep(page, 'Madrid', 'payment')
  await payWithDemoPay(page)

  await expectStep(page, 'Madrid', 'provideDocument')
  await page.getByTestId('document-input-powerOfAttorney').setInputFiles(pdf('poa.pdf'))
  await page.getByTestId('document-input-businessLicence').setInputFiles(pdf('licence.pdf'))
  await expect(page.getByTestId('document-file')).toHaveCount(2)
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved')
  await page.reload()
  await expect(page.getByTestId('document-file')).toHaveCount(2)
  await page.getByTestId('documents-submit').click()

  await expectStep(page, 'Madrid', 'confirm')
  await expect(page.getByTestId('summary-countries')).toContainText('Japan')
  await backStays(page, 'Madrid', 'confirm')
  await page.reload()
  await page.getByTestId('confirm-submit').click()
  await expect(page.getByTestId('wizard-done')).toBeVisible()
  await page.getByRole('link', { name: 'View the order' }).click()
  await expect(page.getByTestId('filed-application')).toContainText('YUNSHAN')
})

test('Hong Kong: the shortest path in Chinese', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'zh-CN'))
  await startNew(page, 'Hong_Kong_Applications', 'HK')
  await fillMark(page, '云杉香港')
  await chooseGoods(page)
  await page
    .getByRole('button', { name: /默认申请人/ })
    .first()
    .click()
  await expect(page.getByTestId('applicant-card').first()).toBeVisible()
  await page.getByTestId('info-submit').click()
  await expectStep(page, 'HK', 'payment')
  await payWithDemoPay(page)
  await expectStep(page, 'HK', 'provideDocument')
  await page.getByTestId('documents-submit').click()
  await expect(page.getByTestId('step-issues')).toBeVisible()
  const slots = page.getByTestId('documents-slots').locator('input[type=file]')
  const n = await slots.count()
  for (let i = 0; i < n; i++) await slots.nth(i).setInputFiles(pdf(`doc-${i}.pdf`))
  await expect(page.getByTestId('document-file')).toHaveCount(n)
  await page.getByTestId('documents-submit').click()
  await expectStep(page, 'HK', 'confirm')
  await page.getByTestId('confirm-submit').click()
  await expect(page.getByTestId('wizard-done')).toBeVisible()
})

test('global: the shortest path in English, without a documents step', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en'))
  await startNew(page, 'Global_Applications', 'global')
  await fillMark(page, 'YUNSHAN GLOBAL')
  await chooseGoods(page)
  await page
    .getByRole('button', { name: /default/i })
    .first()
    .click()
  await expect(page.getByTestId('applicant-card').first()).toBeVisible()
  await page.getByTestId('country-US').click()
  await page.getByTestId('country-GB').click()
  await page.getByTestId('info-submit').click()
  await expectStep(page, 'global', 'payment')
  await payWithDemoPay(page)
  await expectStep(page, 'global', 'confirm')
  await expect(page.getByTestId('summary-countries')).toContainText('United')
  await page.getByTestId('confirm-submit').click()
  await expect(page.getByTestId('wizard-done')).toBeVisible()
})
