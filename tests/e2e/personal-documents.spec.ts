import { readFile } from 'node:fs/promises'
import { expect, test, type Download, type Page } from '@playwright/test'
import { shot } from './services-pages'
import { expectPath, openSignedIn } from './support'

// The personal centre (issue 14): the official documents of the account's cases, and the message centre.

const bytesOf = async (download: Download) => readFile((await download.path())!)

async function downloadBy(page: Page, click: () => Promise<void>) {
  const downloading = page.waitForEvent('download')
  await click()
  return downloading
}

test('official documents: filter by kind, number and days, preview, download one and two as a zip', async ({
  page,
}) => {
  await openSignedIn(page, 'personal/OfficialManagement')
  const rows = page.getByTestId('document-row')
  await expect(rows.first()).toBeVisible()
  await shot(page, 'official-documents')

  // The refused application's refusal, alone under its kind.
  await page.getByTestId('document-kind-refusal').click()
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText('杉语')
  await expect(rows.first()).toContainText('驳回通知书')
  await page.getByTestId('document-kind-all').click()

  // The filters are checked in words, then applied.
  await page.getByTestId('document-keyword').fill('<b>')
  await page.getByTestId('document-from').fill('2026-03-02')
  await page.getByTestId('document-to').fill('2026-03-01')
  await page.getByTestId('document-apply').click()
  await expect(page.getByTestId('document-keyword-error')).toHaveText('不能包含特殊字符')
  await expect(page.getByTestId('document-to-error')).toHaveText('开始日期不能晚于结束日期')
  await page.getByTestId('document-keyword').fill('60411829')
  await page.getByTestId('document-from').fill('')
  await page.getByTestId('document-to').fill('')
  await page.getByTestId('document-apply').click()
  // The router writes a number-like text quoted ("60411829").
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toContain('60411829')
  await expect(rows.first()).toBeVisible()
  expect(await rows.count()).toBeGreaterThan(2)
  for (const text of await rows.allTextContents()) expect(text).toContain('60411829')

  // The PDF in the page, then saved under its own name.
  const first = rows.first()
  const fileName = (await first.getByTestId('document-download').getAttribute('aria-label'))!.replace(
    /^下载 /,
    '',
  )
  await first.getByTestId('document-preview-open').click()
  await expect(page.getByTestId('document-preview-frame')).toBeVisible()
  await shot(page, 'official-documents-preview')
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('document-preview')).toBeHidden()
  const one = await downloadBy(page, () => first.getByTestId('document-download').click())
  expect(one.suggestedFilename()).toBe(fileName)
  expect((await bytesOf(one)).subarray(0, 4).toString('latin1')).toBe('%PDF')

  // Two chosen: one zip.
  await rows.nth(0).getByTestId('document-select').click()
  await rows.nth(1).getByTestId('document-select').click()
  await expect(page.getByTestId('document-selected')).toHaveText('已选 2 份')
  const zip = await downloadBy(page, () => page.getByTestId('document-download-zip').click())
  expect(zip.suggestedFilename()).toMatch(/^官文-\d{8}\.zip$/)
  expect((await bytesOf(zip)).subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004')

  // A document of the mark's history opens the mark's record.
  await page.getByTestId('document-kind-decision').click()
  await rows.first().getByTestId('document-source').click()
  await expectPath(page, '/trademarkArchives')
})

test('notices: an unread official notice opens its mark and the bell drops; mark all read', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en'))
  await openSignedIn(page, 'OfficialNotice')
  const badge = page.getByTestId('notice-count')
  await expect(badge).toBeVisible()
  const before = Number(await badge.textContent())
  const items = page.getByTestId('notice-item')
  await expect(items.first()).toBeVisible()
  expect(await items.evaluateAll((els) => els.map((e) => e.getAttribute('data-type')))).not.toContain(
    'payment',
  )
  await shot(page, 'notices-official-en')

  await page.getByTestId('notice-read-unread').click()
  const refusal = items.filter({ hasText: 'Refusal issued' })
  await expect(refusal).toHaveAttribute('data-unread', 'true')
  await refusal.getByTestId('notice-open').click()
  await expectPath(page, '/trademarkArchives')
  expect(new URL(page.url()).searchParams.get('applicationNo')).toContain('52307716')
  await expect(badge).toHaveText(String(before - 1))

  // Back on the tab: that was its only unread notice.
  await page.goBack()
  await expectPath(page, '/OfficialNotice')
  await expect(refusal).toHaveCount(0)
  await page.getByTestId('notice-read-any').click()
  await expect(items.filter({ hasText: 'Refusal issued' })).toHaveAttribute('data-unread', 'false')
  await expect(page.getByTestId('notice-tab-unread-official')).toBeHidden()
  await expect(page.getByTestId('notice-mark-all')).toBeDisabled()

  // Bills and the portal's news are the other notices: all marked read at once, and the bell empties.
  await page.getByTestId('notice-tab-other').click()
  await expectPath(page, '/OtherNotice')
  await expect(page.getByTestId('notice-tab-unread-other')).toHaveText(String(before - 1))
  await page.getByTestId('notice-mark-all').click()
  await expect(page.getByTestId('notice-tab-unread-other')).toBeHidden()
  await expect(badge).toBeHidden()
  await expect(page.locator('[data-testid="notice-item"][data-unread="true"]')).toHaveCount(0)
  await shot(page, 'notices-all-read-en')
})
