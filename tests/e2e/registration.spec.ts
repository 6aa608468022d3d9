import { expect, test } from '@playwright/test'
import {
  backStays,
  checkGoodsTemplate,
  chooseGoods,
  expectStep,
  fillMark,
  payWithDemoPay,
  pdf,
  png,
  startNew,
} from './registration-pages'

test.describe.configure({ timeout: 240_000 })

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
  // The goods workbook is checked row by row; closing it imports nothing.
  await checkGoodsTemplate(page, 'goods-excel-en')
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('excel-dialog')).toBeHidden()
  await expect(page.getByTestId('chosen-item')).toHaveCount(2)
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
  // What the order charged, from the order record: its number, amount paid, method and debit note.
  const charged = page.getByTestId('charged-summary')
  await expect(charged.getByTestId('charged-orderNo')).toContainText(orderNo)
  await expect(charged.getByTestId('charged-amountPaid')).toContainText('RMB¥')
  await expect(charged.getByTestId('charged-method')).toContainText('Demo payment')
  await expect(charged.getByTestId('charged-debitNote')).toContainText(/DN\d{12}/)
  await backStays(page, 'mainland', 'confirm')
  await page.reload()
  await expectStep(page, 'mainland', 'confirm')
  await page.getByTestId('confirm-submit').click()
  await expect(page.getByTestId('wizard-done')).toBeVisible()
  await expect(page.getByTestId('wizard-done').getByTestId('charged-orderNo')).toContainText(orderNo)

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

  // Goods from the workbook template: its standard example row is imported.
  await checkGoodsTemplate(page, 'goods-excel-zh')
  await page.getByTestId('excel-import').click()
  await expect(page.getByTestId('excel-dialog')).toBeHidden()
  await expect(page.getByTestId('chosen-item').first()).toBeVisible()

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
