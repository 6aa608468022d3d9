import { expect, test, type Page } from '@playwright/test'
import { openSignedIn } from './support'

test.use({ locale: 'en-US' })

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en'))
})

/** A top-level order of the demo account matching a status, from the mock's table. */
async function findOrder(page: Page, status: string, payment: string) {
  await page.waitForFunction(() => Boolean(window.server))
  return page.evaluate(
    ([s, p]) =>
      window.server!.evaluate(
        (server, status, payment) => {
          const o = server.db.orders.find(
            (x) =>
              x.userId === 'u-demo' &&
              x.parentId === null &&
              x.status === status &&
              x.paymentStatus === payment,
          )!
          return { id: o.id, orderNo: o.orderNo }
        },
        s,
        p,
      ),
    [status, payment],
  )
}

test('filters the order list by service and payment status, and validates the search', async ({ page }) => {
  await openSignedIn(page, 'orderManage')
  await expect(page.getByTestId('order-row').first()).toBeVisible()
  await page.getByTestId('filter-service').selectOption('0')
  await page.getByTestId('filter-pay').selectOption('paid')
  await page.getByTestId('filter-apply').click()
  await expect(page).toHaveURL(/service=0/)
  await expect(page).toHaveURL(/pay=paid/)
  const rows = page.getByTestId('order-row')
  await expect(rows.first()).toBeVisible()
  const count = await rows.count()
  expect(count).toBeGreaterThan(0)
  for (let i = 0; i < count; i++) {
    await expect(rows.nth(i)).toContainText('Mainland China trademark registration')
    await expect(rows.nth(i).getByTestId('payment-status')).toHaveText('Paid')
  }
  // A split registration shows its class orders.
  await page.getByTestId('order-expand').first().click()
  await expect(page.getByTestId('child-row').first()).toBeVisible()

  await page.getByTestId('filter-keyword').fill('TM<1>')
  await page.getByTestId('filter-from').fill('2026-05-02')
  await page.getByTestId('filter-to').fill('2026-05-01')
  await page.getByTestId('filter-apply').click()
  await expect(page.getByTestId('filter-keyword-error')).toHaveText('Special characters are not allowed')
  await expect(page.getByTestId('filter-to-error')).toHaveText(
    'The start date cannot be later than the end date',
  )
  await expect(page.getByTestId('filter-keyword')).toHaveValue('TM<1>')

  await page.getByTestId('filter-keyword').fill('NO-SUCH-ORDER')
  await page.getByTestId('filter-to').fill('')
  await page.getByTestId('filter-apply').click()
  await expect(page.getByTestId('orders-empty')).toContainText('No orders match these filters')
})

test('an order paid through the mock shows as paid in the list and on its detail page', async ({ page }) => {
  await openSignedIn(page, 'home')
  const order = await findOrder(page, 'unpaid', 'unpaid')
  await page.evaluate((id) => window.server!.simulate('orders.markPaid', id), order.id)
  await page.goto(`orderManage?q=${order.orderNo}`)
  const row = page.locator(`[data-testid=order-row][data-order-no="${order.orderNo}"]`)
  await expect(row.getByTestId('payment-status')).toHaveText('Paid')
  await expect(row.getByTestId('order-status')).toHaveText('In process')
  await expect(row.getByTestId('order-pay')).toHaveCount(0)
  await expect(row.getByTestId('order-delete')).toHaveCount(0)

  await row.getByTestId('order-link').first().click()
  await expect(page.getByTestId('order-detail')).toBeVisible()
  await expect(page.getByTestId('detail-order-no')).toHaveText(order.orderNo)
  await expect(page.getByTestId('payment-status')).toHaveText('Paid')
  await expect(page.getByTestId('fee-line').first()).toBeVisible()
  await expect(page.getByTestId('order-total')).toContainText('RMB¥')
  await expect(page.getByTestId('order-documents')).toContainText('Payment receipt')
  await expect(page.getByTestId('case-step').first()).toHaveAttribute('data-state', 'done')
  await expect(page.getByTestId('case-step').first()).toContainText('Order paid')
})

test('the detail page edits the mailing details and the own reference with validation', async ({ page }) => {
  await openSignedIn(page, 'home')
  await page.waitForFunction(() => Boolean(window.server))
  // An order whose documents have not been posted yet, so its address can still change.
  const orderId = await page.evaluate(() =>
    window.server!.evaluate(
      (server) =>
        server.db.orders.find(
          (o) => o.userId === 'u-demo' && o.status === 'processing' && o.mailing && !o.mailing.trackingNo,
        )!.id,
    ),
  )
  await page.goto(`orderDetail?orderId=${orderId}`)
  await expect(page.getByTestId('order-documents')).toContainText('Payment receipt')

  // Mailing details: validated in place, then saved and shown.
  await page.getByTestId('mailing-edit').click()
  await page.getByTestId('mailing-phone').fill('12345')
  await page.getByTestId('mailing-postal-code').fill('2000')
  await page.getByTestId('mailing-address').fill('')
  await page.getByTestId('mailing-save').click()
  const form = page.getByTestId('mailing-form')
  await expect(form).toContainText('Please enter a valid mobile or landline number')
  await expect(form).toContainText('Please enter a 6-digit postal code')
  await expect(form).toContainText('This field is required')
  await page.getByTestId('mailing-phone').fill('13912345678')
  await page.getByTestId('mailing-postal-code').fill('200030')
  await page.getByTestId('mailing-address').fill('上海市徐汇区漕溪北路 88 号')
  await page.getByTestId('mailing-save').click()
  await expect(page.getByTestId('mailing-view')).toContainText('上海市徐汇区漕溪北路 88 号')
  await expect(page.getByTestId('mailing-view')).toContainText('13912345678')

  // Own reference: too long is refused with a message, a valid one is kept.
  await page.getByTestId('your-ref-edit').click()
  await page.getByTestId('your-ref-input').fill('REF/2026')
  await expect(page.getByTestId('your-ref-error')).toHaveText('Special characters are not allowed')
  await page.getByTestId('your-ref-input').fill('YS 2026 099')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByTestId('your-ref-value')).toHaveText('YS 2026 099')
})

test('a refund request is taken once and cannot be cancelled', async ({ page }) => {
  await openSignedIn(page, 'home')
  const order = await findOrder(page, 'processing', 'paid')
  await page.goto(`orderManage?q=${order.orderNo}`)
  const row = page.locator(`[data-testid=order-row][data-order-no="${order.orderNo}"]`)
  await row.getByTestId('order-refund').click()
  const dialog = page.getByTestId('refund-dialog')
  await expect(dialog).toContainText('cannot be cancelled')
  await page.getByTestId('refund-submit').click()
  await expect(dialog).toContainText('This field is required')
  await page.getByTestId('refund-reason').fill('The client dropped the brand.')
  await page.getByTestId('refund-submit').click()
  await expect(dialog).toBeHidden()
  await expect(row.getByTestId('refund-note')).toHaveText('Refund requested — cannot be cancelled')
  await expect(row.getByTestId('order-status')).toHaveText('Refund requested')
  await expect(row.getByTestId('order-refund')).toHaveCount(0)

  await row.getByTestId('order-link').first().click()
  await expect(page.getByTestId('refund-locked')).toContainText('A refund request cannot be cancelled.')
  await expect(page.getByTestId('refund-locked')).toContainText('The client dropped the brand.')
  await expect(page.getByTestId('detail-refund')).toHaveCount(0)
})
