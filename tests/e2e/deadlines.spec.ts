import { expect, test, type Page } from '@playwright/test'
import { openSignedIn, pathOf } from './support'

// The record page's call waits for the register the mock builds in the browser (seconds, once).
test.describe.configure({ timeout: 120_000 })
const LONG = { timeout: 60_000 }
const SHOTS = process.env.SHOTS_DIR

async function open(page: Page, lang: 'en' | 'zh-CN') {
  await page.addInitScript((l) => localStorage.setItem('lang', l), lang)
  await openSignedIn(page, 'home')
}

for (const lang of ['zh-CN', 'en'] as const) {
  test(`${lang}: a home deadline, the bell and the mark's record agree, and the deadline opens its mark`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 1000 })
    await open(page, lang)
    const item = page.getByTestId('deadline-item').filter({ hasText: '云杉 CloudFir' })
    await expect(item).toBeVisible(LONG)
    // Still an application: named by its application number, never "by registration number".
    await expect(item.getByTestId('deadline-number')).toHaveText(
      lang === 'en' ? 'Application no. 41870233' : '申请号 41870233',
    )
    const shownDate = (await item.locator('p').first().textContent())!.trim()
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/home-${lang}.png`, fullPage: true })

    // The bell names the same last day of the opposition period.
    const seeded = await page.evaluate(() =>
      window.server!.evaluate((server) => {
        const task = server.db.customerTasks.find(
          (t) => t.userId === 'u-demo' && t.applicationNo === '41870233',
        )
        return task && { taskType: task.taskType, deadline: task.deadline }
      }),
    )
    expect(seeded?.taskType).toBe('oppositionDeadline')
    const notice = await page.evaluate(() =>
      window.server!.evaluate((server) => {
        const found = server.db.notices.find(
          (n) => n.userId === 'u-demo' && n.refNo === '41870233' && n.type === 'gazette',
        )!
        return { contentZh: found.contentZh, contentEn: found.contentEn }
      }),
    )
    expect(notice.contentZh).toContain(seeded!.deadline)
    expect(notice.contentEn).toContain(seeded!.deadline)
    await page.getByRole('button', { name: lang === 'en' ? /Notifications/ : /消息通知/ }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/bell-${lang}.png` })
    await page.keyboard.press('Escape')

    // The deadline opens its mark's record, which shows the same deadline and no renewal.
    await item.getByTestId('deadline-mark-link').click()
    await expect(page.getByTestId('archive-page')).toBeVisible(LONG)
    expect(pathOf(page)).toBe('/trademarkArchives')
    await expect(page.getByTestId('fact-application-no')).toHaveText('41870233')
    await expect(page.getByTestId('renewal-status')).toHaveAttribute('data-status', 'none')
    await expect(page.getByTestId('archive-page')).toContainText(shownDate)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/record-${lang}.png`, fullPage: true })
  })
}

test('a renewal in its window: the same last day on home and on the record, an invalid mark has no prompt', async ({
  page,
}) => {
  await open(page, 'en')
  const item = page.getByTestId('deadline-item').filter({ hasText: '云杉智能' })
  await expect(item).toBeVisible(LONG)
  await expect(item.getByTestId('deadline-number')).toHaveText('Reg. no. 35126478')
  const shownDate = (await item.locator('p').first().textContent())!.trim()
  await item.getByTestId('deadline-mark-link').click()
  await expect(page.getByTestId('renewal-status')).toHaveAttribute('data-status', 'normal', LONG)
  await expect(page.getByTestId('renewal-status')).toContainText(`Renew by ${shownDate}`)
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/record-renewal-en.png`, fullPage: true })

  await page.goto('trademarkArchives?applicationNo=60411829')
  await expect(page.getByTestId('renewal-status')).toHaveAttribute('data-status', 'none', LONG)
  await expect(page.getByTestId('renewal-status')).toContainText('declared invalid')
})
