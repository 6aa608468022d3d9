import { expect, test, type Page } from '@playwright/test'
import { openSignedIn } from './support'

// A busy 2-core runner needs the room for the invoice walk-through's reloads.
test.describe.configure({ timeout: 150_000 })

/** A paid order of the demo account with no invoice yet, found in the mock's data. */
async function invoiceableOrderId(page: Page): Promise<string> {
  await page.waitForFunction(() => Boolean(window.server))
  return page.evaluate(() =>
    window.server!.evaluate((server) => {
      const order = server.db.orders.find(
        (o) =>
          o.userId === 'u-demo' &&
          o.parentId === null &&
          o.paymentStatus === 'paid' &&
          (o.status === 'processing' || o.status === 'completed') &&
          o.invoiceStatus === 'unbilled',
      )
      if (!order) throw new Error('no invoiceable order in the demo data')
      return order.id
    }),
  )
}

test('requests an invoice for a paid order and follows it through its states', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en'))
  await openSignedIn(page, 'home')
  const orderId = await invoiceableOrderId(page)
  await page.goto(`personal/finance/invoiceInformation?request=${orderId}`)

  const form = page.getByTestId('invoice-request')
  await expect(form.getByTestId('request-order')).toHaveCount(1)
  await expect(form.getByText('Included')).toBeVisible()
  // The default header is an enterprise one, so a VAT special invoice with its 6.72% tax line.
  await expect(form.getByTestId('request-type')).toHaveValue('vatSpecial')
  await expect(form.getByTestId('request-amounts')).toContainText('Tax (6.72%)')
  await form.getByRole('button', { name: /Submit request/ }).click()
  await expect(form).toBeHidden()

  const card = page.getByTestId('invoice-card').first()
  await expect(card.getByTestId('invoice-status')).toHaveText('Under audit')
  const requestNo = await card.getAttribute('data-request-no')
  const invoiceId = await page.evaluate(
    (no) => window.server!.evaluate((server, n) => server.db.invoices.find((i) => i.requestNo === n)!.id, no),
    requestNo,
  )
  const orderStatus = () =>
    page.evaluate(
      (id) =>
        window.server!.evaluate((server, o) => server.db.orders.find((x) => x.id === o)!.invoiceStatus, id),
      orderId,
    )
  expect(await orderStatus()).toBe('auditing')

  for (const [state, label] of [
    ['audited', 'Audited'],
    ['invoiced', 'Invoiced'],
    ['mailed', 'Mailed'],
  ] as const) {
    await page.evaluate((id) => window.server!.simulate('invoices.advance', id), invoiceId)
    await page.reload()
    const moved = page.locator(`[data-request-no="${requestNo}"]`)
    await expect(moved.getByTestId('invoice-status')).toHaveText(label)
    expect(await orderStatus()).toBe(state)
  }
  const mailed = page.locator(`[data-request-no="${requestNo}"]`)
  await expect(mailed.getByText(/SF Express SF\d{12}/)).toBeVisible()

  // The order cannot be requested twice.
  await page.goto(`personal/finance/invoiceInformation?request=${orderId}`)
  await expect(page.getByTestId('invoice-request').getByText('Already requested').first()).toBeVisible()
  await expect(page.getByRole('button', { name: /Submit request/ })).toBeDisabled()
})

for (const lang of ['en', 'zh-CN'] as const) {
  test(`header form explains every invalid particular (${lang})`, async ({ page }) => {
    const words =
      lang === 'en'
        ? {
            newHeader: 'New header',
            save: 'Save',
            required: 'This field is required',
            uscc: 'Please enter a valid 18-character unified social credit code',
            account: 'The bank account must be 8 to 30 digits',
            phone: 'Please enter a valid mobile or landline number',
            file: 'Please upload the qualification file',
            title: 'Invoice header',
            taxpayerId: 'Taxpayer ID',
          }
        : {
            newHeader: '新增抬头',
            save: '保存',
            required: '此项为必填项',
            uscc: '请输入正确的 18 位统一社会信用代码',
            account: '银行账号应为 8 至 30 位数字',
            phone: '请输入正确的联系电话（手机或固定电话）',
            file: '请上传资质文件',
            title: '发票抬头',
            taxpayerId: '纳税人识别号',
          }
    await page.addInitScript((l) => localStorage.setItem('lang', l), lang)
    await openSignedIn(page, 'personal/finance/invoiceInformation')
    await page.getByRole('button', { name: words.newHeader }).click()
    const dialog = page.getByTestId('header-dialog')
    await dialog.getByRole('button', { name: words.save }).click()
    await expect(dialog.getByText(words.required).first()).toBeVisible()
    await expect(dialog.getByText(words.file)).toBeVisible()

    await dialog.getByLabel(words.title).fill('杭州测试科技有限公司')
    await dialog.getByLabel(words.taxpayerId).fill('12345')
    await dialog.locator('input[name="bankAccount"]').fill('62-AB')
    await dialog.locator('input[name="registeredPhone"]').fill('12')
    await dialog.getByRole('button', { name: words.save }).click()
    await expect(dialog.getByText(words.uscc)).toBeVisible()
    await expect(dialog.getByText(words.account)).toBeVisible()
    await expect(dialog.getByText(words.phone)).toBeVisible()
    // What was typed stays while it is corrected.
    await expect(dialog.getByLabel(words.title)).toHaveValue('杭州测试科技有限公司')
    await expect(page.getByTestId('header-row')).toHaveCount(3)
  })
}
