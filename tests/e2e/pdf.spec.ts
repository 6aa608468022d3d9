import { expect, test, type Locator, type Page } from '@playwright/test'
import { expectNumberedPages, pdfPages } from './pdf-text'
import { openSignedIn } from './support'

// PDF making (fonts fetched, embedded and subset) runs in the page; a busy 2-core runner needs the room.
test.describe.configure({ timeout: 150_000 })

/** The amount without its currency symbol, as "1,234.00". */
const digitsOf = (money: string) => /[\d,]+\.\d{2}/.exec(money)?.[0] ?? money

async function exportPdf(page: Page, button: Locator) {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()])
  return download
}

/** The first debit note listed: its number and amount as the table shows them. */
async function firstNote(page: Page) {
  const row = page.getByTestId('note-row').first()
  await expect(row).toBeVisible()
  const cells = row.locator('td')
  return {
    row,
    no: (await cells.nth(0).innerText()).trim(),
    amount: digitsOf(await cells.nth(4).innerText()),
  }
}

test('the debit-note statement is a text PDF of numbered A4 pages with every note (en)', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en'))
  await openSignedIn(page, 'order/debitNotes')
  const note = await firstNote(page)
  const download = await exportPdf(page, page.getByRole('button', { name: 'Export PDF' }))
  expect(download.suggestedFilename()).toMatch(/^debit-notes-\d{4}-\d{2}-\d{2}\.pdf$/)

  const pages = await pdfPages(download)
  // The summary table and every note in full do not fit one page.
  expect(pages.length).toBeGreaterThan(1)
  expectNumberedPages(pages)
  const text = pages.join('\n')
  expect(pages[0]).toContain('Statement of debit notes')
  expect(pages[0]).toContain('Dawei Intellectual Property Services Co., Ltd.')
  // The note's row in the summary table: its number and its amount on one line.
  const line = text.split('\n').find((l) => l.includes(note.no))
  expect(line).toBeDefined()
  expect(line).toContain(note.amount)
  // And the note in full further on, with where to pay at the end.
  expect(text.split(note.no).length - 1).toBeGreaterThanOrEqual(2)
  expect(pages.at(-1)).toContain('How to pay')
})

test('the charge notice of a debit note is a text PDF in Chinese with its number and amount', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'zh-CN'))
  await openSignedIn(page, 'order/debitNotes')
  const note = await firstNote(page)
  await note.row.getByRole('link', { name: '缴费通知书' }).click()
  const sheet = page.getByTestId('pdf-sheet')
  await expect(sheet).toContainText(note.no)
  const total = digitsOf(await sheet.locator('tr').last().innerText())

  const download = await exportPdf(page, page.getByRole('button', { name: '导出 PDF' }))
  const pages = await pdfPages(download)
  expect(pages).toHaveLength(1)
  expectNumberedPages(pages)
  const [text] = pages as [string]
  expect(text).toContain('缴费通知书')
  expect(text).toContain('大为知识产权服务有限公司')
  expect(text).toContain(`账单号 ${note.no}`)
  // The total line: what is due (or was paid) and the amount, as on the sheet.
  expect(text.split('\n').find((l) => /应付金额|已付金额/.test(l))).toContain(`RMB¥${total}`)
  expect(text).toContain('中国银行上海外滩支行')
})

test('the fee bill of a period is a text PDF in Chinese with the notes and the total of the sheet', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'zh-CN'))
  await openSignedIn(page, 'order/bill?from=2020-01-01&to=2030-12-31')
  const sheet = page.getByTestId('pdf-sheet')
  const rows = sheet.locator('tbody tr')
  await expect(rows.first()).toBeVisible()
  const firstNo = (await rows.first().locator('td').nth(1).innerText()).trim()
  const total = digitsOf(await rows.last().innerText())

  const download = await exportPdf(page, page.getByRole('button', { name: '导出 PDF' }))
  expect(download.suggestedFilename()).toBe('费用管理账单-2020-01-01至2030-12-31.pdf')
  const pages = await pdfPages(download)
  expectNumberedPages(pages)
  const text = pages.join('\n')
  expect(pages[0]).toContain('费用管理账单')
  expect(text).toContain(firstNo)
  expect(text.split('\n').find((l) => l.includes('合计'))).toContain(total)
})
