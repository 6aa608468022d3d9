import { expect, test, type Page } from '@playwright/test'
import { businessDayStamp, businessToday } from '../../src/domain/clock'
import { formatDate, formatDateTime } from '../../src/domain/format'
import { openSignedIn } from './support'

// Issue 11 §1: 00:00:30 on 1 December in Beijing, still 30 November in UTC. Every date the customer sees is
// the Beijing day; the browser's clock is set, and the mock (in its worker) follows the page's clock, so it sees the same instant.
const AT = new Date('2026-11-30T16:00:30Z')
const TODAY = businessToday(AT)
// SHOTS_DIR=/some/dir keeps a screenshot of each page checked.
const shot = async (page: Page, name: string) => {
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true })
}

const WORDS = {
  en: { today: 'Today is', dueToday: 'due today', paidAt: 'Paid on', receipt: 'Payment receipt' },
  'zh-CN': { today: '今天是', dueToday: '今天到期', paidAt: '支付时间', receipt: '付款收据' },
} as const

for (const lang of ['en', 'zh-CN'] as const) {
  test(`just after midnight in Beijing (${lang}), home and a new order agree on the day`, async ({
    page,
  }) => {
    const words = WORDS[lang]
    const day = formatDate(TODAY, lang)
    await page.clock.setFixedTime(AT)
    await page.addInitScript((l) => localStorage.setItem('lang', l), lang)
    await openSignedIn(page, 'home')
    await page.waitForFunction(() => Boolean(window.server))
    // A deadline on today's business day, and an order issued and paid now.
    const orderId = await page.evaluate(
      (today) =>
        window.server!.evaluate((server, deadline) => {
          server.db.customerTasks.push({
            id: 't-midnight',
            userId: 'u-demo',
            caseNo: 'C-MIDNIGHT',
            trademarkName: 'MIDNIGHT CLOCK',
            trademarkRegNo: '12345678',
            niceClasses: ['25'],
            taskType: 'officeAction',
            deadline,
            orderId: null,
          })
          const id = server.simulate('payment.issueTemporaryOrder', 'u-demo') as string
          server.simulate('orders.markPaid', id)
          return id
        }, today),
      TODAY,
    )
    await page.reload()

    await expect(page.getByText(`${words.today} ${day}`)).toBeVisible()
    const item = page.getByTestId('deadline-item').filter({ hasText: 'MIDNIGHT CLOCK' })
    await expect(item).toContainText(day)
    await expect(item).toContainText(words.dueToday)
    await shot(page, `home-${lang}`)

    await page.goto(`orderDetail?orderId=${orderId}`)
    await expect(page.getByTestId('order-detail')).toBeVisible()
    await expect(page.getByTestId('detail-order-no')).toContainText(`TM${businessDayStamp(AT)}`)
    await expect(page.getByTestId('order-billing')).toContainText(
      `${words.paidAt}${formatDateTime(AT.toISOString(), lang)}`,
    )
    await expect(page.getByTestId('order-document').filter({ hasText: words.receipt })).toContainText(day)
    await expect(page.getByTestId('case-step').first()).toContainText(day)
    await shot(page, `order-${lang}`)
  })
}
