import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import ExcelJS from 'exceljs'
import { shot } from './services-pages'
import { openSignedIn } from './support'

/** The downloaded template with these rows filled in below its header (cells as a user types them). */
async function fillTemplate(template: Buffer, rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(
    template.buffer.slice(template.byteOffset, template.byteOffset + template.byteLength) as ArrayBuffer,
  )
  const sheet = book.worksheets[0]!
  rows.forEach((values, i) => values.forEach((v, c) => (sheet.getCell(i + 2, c + 1).value = v)))
  return Buffer.from(await book.xlsx.writeBuffer())
}

// Mark, office, app no., reg no., classes, applicant, filed, published, registered (template column order).
const GOOD = [
  '青禾导入E2E',
  'CN',
  '79990001',
  '79990001',
  '09,35',
  '云杉科技有限公司',
  '2016-03-10',
  '2016-12-06',
  '2017-03-07',
]
const BAD = ['坏行', 'CN', '12', '', '46', '', '2016/03/10', '', '']

async function upload(page: Page, name: string, bytes: Buffer) {
  await page
    .getByTestId('import-file')
    .setInputFiles({ name, mimeType: 'application/octet-stream', buffer: bytes })
  await page.getByTestId('import-submit').click()
}

test('a case imported from the Excel template appears with its derived deadline; a bad row imports nothing', async ({
  page,
}) => {
  await openSignedIn(page, 'caseManage')
  await expect(page.getByTestId('case-row').first()).toBeVisible()
  const count = page.getByTestId('case-count')
  const before = await count.textContent()
  await shot(page, 'case-manage-zh')

  await page.getByTestId('case-import').click()
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('import-template').click(),
  ])
  expect(download.suggestedFilename()).toBe('案件导入模板.xlsx')
  const template = await readFile(await download.path())

  // One good row and one bad: every problem of the bad row is listed and nothing is imported.
  await upload(page, 'cases.xlsx', await fillTemplate(template, [GOOD, BAD]))
  await expect(page.getByTestId('import-summary')).toContainText('未导入任何案件')
  const errors = page.getByTestId('import-errors')
  await expect(errors).toContainText('申请号')
  await expect(errors).toContainText('未填写申请人')
  await expect(errors).toContainText('YYYY-MM-DD')
  await shot(page, 'case-import-errors-zh')

  // A file that is not a workbook is refused before upload.
  await page
    .getByTestId('import-file')
    .setInputFiles({ name: 'cases.xlsx', mimeType: 'text/plain', buffer: Buffer.from('a,b,c') })
  await expect(page.getByTestId('import-file-error')).toContainText('不是有效的 Excel')

  await upload(page, 'cases.xlsx', await fillTemplate(template, [GOOD]))
  await expect(page.getByTestId('import-dialog')).toBeHidden()
  await expect(count).not.toHaveText(before ?? '')

  await page.getByTestId('filter-q').fill('青禾导入E2E')
  await expect(page.getByTestId('case-row')).toHaveCount(1)
  await expect(page).toHaveURL(/q=/)
  const deadline = page.getByTestId('case-row').getByTestId('case-next-deadline')
  await expect(deadline).toContainText('续展')
  await expect(deadline).toContainText(/剩余 \d+ 天/)

  // The same list in English.
  await page.evaluate(() => localStorage.setItem('lang', 'en'))
  await page.reload()
  await expect(page.getByTestId('case-row').getByTestId('case-next-deadline')).toContainText('Renewal')
  await page.getByTestId('filter-reset').click()
  await expect(page.getByTestId('case-row').first()).toBeVisible()
  await shot(page, 'case-manage-en')

  // The import's refusal in English.
  await page.getByTestId('case-import').click()
  await upload(page, 'cases.xlsx', await fillTemplate(template, [BAD]))
  await expect(page.getByTestId('import-summary')).toContainText('Nothing was imported')
  await shot(page, 'case-import-errors-en')
})

test('a read-only member sees no import, delete or label editing', async ({ page }) => {
  await openSignedIn(page, 'caseManage')
  // What the demo's "view as" switch (simulation team.actAs) does: the session acts as 孙晴, read-only.
  await page.evaluate(async () => {
    const token = localStorage.getItem('token') ?? ''
    await window.server!.evaluate((server, t) => {
      const session = server.db.sessions.find((s) => s.token === t)!
      session.memberId = 'm-u-demo-3'
    }, token)
  })
  await page.reload()
  await expect(page.getByTestId('case-row').first()).toBeVisible()
  await expect(page.getByTestId('case-export')).toBeVisible()
  await expect(page.getByTestId('case-import')).toHaveCount(0)
  await expect(page.getByTestId('case-new')).toHaveCount(0)
  await page.getByTestId('case-row').first().getByRole('checkbox').check()
  await expect(page.getByTestId('bulk-bar')).toBeVisible()
  await expect(page.getByTestId('bulk-export')).toBeVisible()
  await expect(page.getByTestId('bulk-delete')).toHaveCount(0)
  await expect(page.getByTestId('bulk-add-label')).toHaveCount(0)
  await shot(page, 'case-manage-readonly-zh')

  await page.goto('Label')
  await expect(page.getByTestId('label-row').first()).toBeVisible()
  await expect(page.getByTestId('label-add')).toHaveCount(0)
  await shot(page, 'labels-readonly-zh')
})
