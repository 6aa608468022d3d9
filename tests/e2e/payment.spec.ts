import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { strFromU8, unzipSync } from 'fflate'
import { expectPath, openSignedIn, pathOf } from './support'

/** SHOTS_DIR=/some/dir keeps a screenshot of the report notes. */
async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true })
}

/** A 1 × 1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

/** Writes a note and attaches a PNG on the report order's row of /query/registered, then saves. */
async function writeNotes(page: Page, orderId: string, note: string) {
  await goInApp(page, '/query/registered', {})
  const row = page.locator(`[data-order-id="${orderId}"]`)
  await row.getByTestId('report-notes-toggle').click()
  const editor = row.getByTestId('report-notes-editor')
  // Too long first: the error shows and the text stays.
  await editor.getByTestId('report-notes-input').fill('x'.repeat(1001))
  await expect(editor.getByTestId('report-notes-error')).toBeVisible()
  await expect(editor.getByTestId('report-notes-save')).toBeDisabled()
  await editor.getByTestId('report-notes-input').fill(note)
  await editor.getByTestId('report-attachment-file').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: PNG,
  })
  await expect(editor.getByTestId('report-attachments')).toContainText('logo.png')
  return { row, editor }
}

async function useLanguage(page: Page, lang: 'en' | 'zh-CN') {
  await page.addInitScript((l) => localStorage.setItem('lang', l), lang)
}

/** Orders a report for a search and lands on its payment page; returns the order id. */
/** In-app navigation, so the back button has a page of this document to go back to (and is held). */
async function goInApp(page: Page, to: string, search: Record<string, string>) {
  await page.waitForFunction(() => 'router' in window)
  await page.evaluate(
    ({ to, search }) =>
      (window as unknown as { router: { navigate(o: object): Promise<void> } }).router.navigate({
        to,
        search,
      }),
    { to, search },
  )
}

async function orderReport(page: Page, words: string): Promise<string> {
  await openSignedIn(page, 'home')
  await goInApp(page, '/query/payment', { tradeMarkText: words, niceChoosedStr: '09' })
  await expect(page.getByTestId('report-query')).toContainText(words)
  await expect(page.getByTestId('report-price')).toContainText('300.00')
  // The terms must be accepted first.
  await page.getByTestId('report-order').click()
  await expect(page.getByRole('alert')).toContainText('accept the purchase terms')
  await page.getByTestId('report-agree').click()
  await page.getByTestId('report-order').click()
  await expectPath(page, '/query/paylast')
  await expect(page.getByTestId('amount-due')).toContainText('300.00')
  return new URL(page.url()).searchParams.get('orderId')!
}

const orderState = (page: Page, id: string) =>
  page.evaluate(
    (orderId) =>
      window.server!.evaluate((server, oid) => {
        const o = server.db.orders.find((x) => x.id === oid)!
        return { paymentStatus: o.paymentStatus, paymentMethod: o.paymentMethod, status: o.status }
      }, orderId),
    id,
  )

async function expectDelivered(page: Page, method: RegExp) {
  await expectPath(page, '/query/confirm')
  await expect(page.getByTestId('result-paid')).toContainText(method)
  await expect(page.getByTestId('report-delivery')).toContainText('ready')
}

test.describe('payment', () => {
  test('buys a search report by card, and a failed payment keeps the order unpaid and says so', async ({
    page,
  }) => {
    await useLanguage(page, 'en')
    const orderId = await orderReport(page, 'Lumora')
    // Before payment: notes and a picture for the analyst.
    const note = 'Smart watches sold in Shenzhen and Hong Kong; a rival uses LUMORIA.'
    const { editor } = await writeNotes(page, orderId, note)
    await expect(editor.getByTestId('report-notes-dirty')).toBeVisible()
    await shot(page, 'report-notes-en')
    await editor.getByTestId('report-notes-save').click()
    await expect(editor.getByTestId('report-notes-saved')).toBeVisible()
    await goInApp(page, '/query/paylast', { orderId })
    await page.getByTestId('method-card').click()
    // The default card is chosen when the list loads.
    await expect(page.getByRole('radio', { checked: true }).first()).toBeVisible()

    await page.evaluate(() =>
      window.server!.injectFailure('payOrder/unifiedOrder', {
        code: 1001,
        msg: 'Card declined by the bank',
        times: 1,
      }),
    )
    await page.getByTestId('pay-button').click()
    await expect(page.getByTestId('payment-failure')).toContainText('Card declined by the bank')
    await expect(page.getByTestId('payment-failure')).toContainText('still unpaid')
    expect(await orderState(page, orderId)).toMatchObject({ paymentStatus: 'unpaid', status: 'unpaid' })

    // Retry: quick pay is opened on the card when the bank asks, then it pays.
    await page.getByTestId('pay-button').click()
    await expectDelivered(page, /Bank card/)
    expect(await orderState(page, orderId)).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'card' })

    // The report is listed with its download: the availability analysis, with the notes now read-only.
    await page.getByRole('link', { name: 'My search reports' }).click()
    const row = page.locator(`[data-order-id="${orderId}"]`)
    await expect(row.getByTestId('report-status')).toHaveText('Delivered')
    await row.getByTestId('report-notes-toggle').click()
    await expect(row.getByTestId('report-notes-text')).toHaveText(note)
    await expect(row.getByTestId('report-notes-view')).toContainText('logo.png')
    await expect(row.getByTestId('report-notes-editor')).toHaveCount(0)
    await shot(page, 'report-delivered-en')
    const download = page.waitForEvent('download')
    await row.getByTestId('report-download').click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^availability-report-TM\d+-\d{4}-\d{2}-\d{2}\.docx$/)
    const entries = unzipSync(new Uint8Array(await readFile(await file.path())))
    const text = [...strFromU8(entries['word/document.xml']!).matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)]
      .map((m) => m[1])
      .join('')
    expect(text).toContain('Trademark availability analysis report')
    expect(text).toContain('Lumora')
    expect(text).toContain(note)
    expect(text).toContain('logo.png')
  })

  test('buys a report by wallet (scan simulated) and the back button does not leave /payment', async ({
    page,
  }) => {
    await useLanguage(page, 'en')
    const orderId = await orderReport(page, 'Quillon')
    await goInApp(page, '/payment', { orderId })
    await page.getByTestId('method-wallet').click()
    await page.getByTestId('pay-button').click()
    await expect(page.getByTestId('wallet-code')).toHaveAttribute('data-code-url', /^weixin:\/\/wxpay/)
    await expect(page.getByRole('img', { name: 'WeChat Pay QR code' })).toBeVisible()
    await expect(page.getByRole('timer')).toContainText(/expires in (09|10):/)

    await page.goBack()
    await expect.poll(() => pathOf(page), { timeout: 5000 }).toBe('/payment')

    // "I have paid" before paying says it has not arrived.
    await page.getByRole('button', { name: 'I have paid' }).click()
    await expect(page.getByTestId('not-received')).toBeVisible()
    expect(await orderState(page, orderId)).toMatchObject({ paymentStatus: 'unpaid' })

    await page.evaluate((id) => window.server!.simulate('payment.walletScan', id), orderId)
    await expectPath(page, '/paySuccess')
    await expect(page.getByTestId('result-paid')).toContainText('WeChat Pay')
    expect(await orderState(page, orderId)).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'wallet' })

    // Never twice: the server refuses another payment of the same order.
    const again = await page.evaluate(async (id) => {
      const r = await fetch('/api/payment/dummyPay', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${localStorage.getItem('token')}`,
        },
        body: JSON.stringify({ orderId: id }),
      })
      return (await r.json()) as { code: number; msg: string }
    }, orderId)
    expect(again.code).toBe(3001)
    expect(again.msg).toMatch(/already been paid|已支付/)
  })

  test('a wallet code waits for a scan; the simulated scan pays, says what was charged and issues the debit note', async ({
    page,
  }) => {
    await useLanguage(page, 'en')
    await openSignedIn(page, 'home')
    const order = await page.evaluate(async () => {
      const r = await fetch('/api/tbOrder/createOrderDemo', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${localStorage.getItem('token')}`,
        },
        body: JSON.stringify({ kind: 'standard' }),
      })
      return ((await r.json()) as { data: { id: string; orderNo: string; total: number } }).data
    })
    const money = `RMB¥${order.total.toLocaleString('en-US', { minimumFractionDigits: 2 })}`
    await goInApp(page, '/vxPay', { orderId: order.id })
    const code = page.getByTestId('wallet-code')
    await expect(code).toHaveAttribute('data-code-url', /^weixin:\/\/wxpay/)
    await expect(code.getByTestId('simulate-scan')).toHaveText('Simulate a scan (demo)')

    // Five minutes on the server's clock with nobody scanning: still waiting, still unpaid.
    await page.evaluate(() => window.server!.setNow(new Date(Date.now() + 5 * 60_000).toISOString()))
    await code.getByRole('button', { name: 'I have paid' }).click()
    await expect(page.getByTestId('not-received')).toBeVisible()
    await expect(code).toBeVisible()
    expect(await orderState(page, order.id)).toMatchObject({ paymentStatus: 'unpaid' })

    // The scan pays it: the success screen says what was charged, when, for which order.
    await code.getByTestId('simulate-scan').click()
    await expectPath(page, '/paySuccess')
    await expect(page.getByTestId('result-paid')).toContainText('WeChat Pay')
    const charged = page.getByTestId('charged-summary')
    await expect(charged.getByTestId('charged-orderNo')).toContainText(order.orderNo)
    await expect(charged.getByTestId('charged-amountPaid')).toContainText(money)
    await expect(charged.getByTestId('charged-paidAt')).toContainText(/\d{4} \d{2}:\d{2}$/)
    const noteNo = (await charged.getByTestId('charged-debitNote').locator('dd').textContent())!.trim()
    expect(noteNo).toMatch(/^DN\d{12}$/)

    // The same debit note is on the debit-note list, paid, for that order and amount.
    await goInApp(page, '/order/debitNotes', {})
    const row = page.getByTestId('note-row').filter({ hasText: noteNo })
    await expect(row).toHaveCount(1)
    await expect(row).toContainText(order.orderNo)
    await expect(row).toContainText(money)
    await expect(row).toContainText('Paid')
  })

  test('buys a report with coupons that cover it, in Chinese', async ({ page }) => {
    await useLanguage(page, 'zh-CN')
    await openSignedIn(page, 'home')
    await page.waitForFunction(() => Boolean(window.server))
    await page.evaluate(() =>
      window.server!.evaluate((server) => {
        const db = server.db
        const base = db.coupons.find((c) => c.userId === 'u-demo')!
        db.coupons.push({
          ...base,
          id: 'cpn-e2e-300',
          amount: 300,
          minSpend: 0,
          productTypes: [],
          usedAt: null,
          usedOrderId: null,
          usedOrderNo: null,
          validFrom: '2020-01-01',
          validUntil: '2099-12-31',
        })
      }),
    )
    await goInApp(page, '/query/payment', { tradeMarkText: 'Verdano', niceChoosedStr: '09' })
    await page.getByTestId('report-agree').click()
    await page.getByTestId('report-order').click()
    await expectPath(page, '/query/paylast')
    const orderId = new URL(page.url()).searchParams.get('orderId')!
    const { editor } = await writeNotes(page, orderId, '用于服装和鞋类，计划进入华东市场。')
    await editor.getByTestId('report-notes-save').click()
    await expect(editor.getByTestId('report-notes-saved')).toContainText('保存于')
    await shot(page, 'report-notes-zh')
    await goInApp(page, '/query/paylast', { orderId })
    await page.getByTestId('method-coupon').click()
    await expect(page.getByTestId('pay-button')).toBeDisabled()
    await page
      .locator('[data-testid="coupon-option"]:not([data-disabled])')
      .filter({ hasText: '300.00' })
      .first()
      .click()
    await expect(page.getByTestId('pay-now-amount')).toContainText('0.00')
    await page.getByTestId('pay-button').click()
    await expectPath(page, '/query/confirm')
    await expect(page.getByTestId('result-paid')).toContainText('优惠券')
    expect(await orderState(page, orderId)).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'coupon' })
  })

  test('pays offline: the proof is uploaded, the order awaits confirmation, then is confirmed', async ({
    page,
  }) => {
    await useLanguage(page, 'en')
    const orderId = await orderReport(page, 'Ostrava')
    await goInApp(page, '/payment', { orderId })
    await page.getByTestId('method-offline').click()
    await expect(page.getByTestId('bank-details')).toContainText(/TM\d{14}/)
    await expect(page.getByTestId('pay-button')).toBeDisabled()
    await page.getByTestId('transfer-file').setInputFiles({
      name: 'receipt.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4 transfer receipt'),
    })
    await expect(page.getByTestId('transfer-form')).toContainText('Uploaded: receipt.pdf')
    await shot(page, 'transfer-proof-en')
    await page.getByTestId('payer-name').fill('Acme Trading Ltd')
    await page.getByTestId('pay-button').click()
    await expectPath(page, '/confirm')
    await expect(page.getByTestId('result-awaiting')).toContainText('finance team')
    expect(await orderState(page, orderId)).toMatchObject({ paymentStatus: 'paying', status: 'unpaid' })
    await page.goBack()
    await expect.poll(() => pathOf(page), { timeout: 5000 }).toBe('/confirm')
    await expect(page.getByTestId('result-awaiting')).toBeVisible()

    await page.evaluate((id) => window.server!.simulate('payment.confirmTransfer', id), orderId)
    await page.reload()
    await expect(page.getByTestId('result-paid')).toContainText('Bank transfer')
  })
})
