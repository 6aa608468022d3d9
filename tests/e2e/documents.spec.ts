import { expect, test } from '@playwright/test'
import { shot } from './services-pages'
import { openSignedIn, waitForMock } from './support'

const SCAN = 'tests/e2e/fixtures/licence-contract-scan.png'

test('a scanned document is uploaded, read in the browser, corrected, confirmed and found by its text', async ({
  page,
}) => {
  test.setTimeout(150_000)
  // Everything OCR needs comes from the app itself: no request leaves localhost.
  const outside: string[] = []
  page.on('request', (r) => {
    if (!/^(https?:\/\/localhost[:/]|blob:|data:)/.test(r.url())) outside.push(r.url())
  })
  await page.addInitScript(() => localStorage.setItem('lang', 'en'))
  await openSignedIn(page, 'myDocument')
  await page
    .getByTestId('folder-tree')
    .getByRole('button', { name: /^合同与授权/ })
    .click()
  await expect(page.getByTestId('document-row')).toHaveCount(1)
  await page.getByTestId('upload-toggle').click()
  await page.getByTestId('upload-input').setInputFiles(SCAN)
  await expect(page.getByTestId('upload-item').first()).toHaveAttribute('data-state', 'done')
  await expect(page.getByTestId('document-row')).toHaveCount(2)
  await shot(page, 'documents-library-en')

  await page.getByRole('link', { name: 'licence-contract-scan.png' }).click()
  await expect(page.getByRole('heading', { name: 'licence-contract-scan.png' })).toBeVisible()
  await page.getByTestId('open-recognition').click()
  await page.getByTestId('ocr-run').click()
  await expect(page.getByTestId('ocr-lines')).toBeVisible({ timeout: 100_000 })
  const text = page.getByTestId('ocr-text')
  const read = await text.inputValue()
  // Real recognition of both languages of the scan.
  expect(read).toMatch(/Northwind/)
  expect(read.replace(/\s+/g, '')).toContain('许可期限')
  await shot(page, 'documents-recognition-en')

  // The reader corrects a word and confirms.
  await text.fill(read.replace(/Northwind/, 'Nordwind'))
  await page.getByTestId('ocr-confirm').click()
  await expect(page.getByTestId('ocr-state')).toContainText('Confirmed by')
  await expect(page.getByTestId('ocr-history').getByRole('row')).toHaveCount(3)

  // The library finds it by the corrected word, which only its text holds, and by its Chinese text.
  await page.goto('myDocument')
  await page.getByTestId('document-search').fill('nordwind')
  await page.getByTestId('document-search-submit').click()
  await expect(page.getByTestId('document-row')).toHaveCount(1)
  await expect(page.getByTestId('document-snippet')).toContainText('Nordwind')
  await page.getByTestId('document-search').fill('许可期限')
  await page.getByTestId('document-search-submit').click()
  await expect(page.getByRole('link', { name: 'licence-contract-scan.png' })).toBeVisible()
  expect(outside).toEqual([])
})

test('refusals: a wrong type by content, a non-empty folder asks, a read-only member is offered no change', async ({
  page,
}) => {
  await openSignedIn(page, 'fileAddPublic')
  await page.getByTestId('upload-input').setInputFiles({
    name: '假的合同.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(300),
  })
  await expect(page.getByTestId('upload-error')).toHaveText('文件格式错误')
  await shot(page, 'documents-upload-zh')

  await page.goto('myDocument')
  await page
    .getByTestId('folder-tree')
    .getByRole('button', { name: /^使用证据/ })
    .click()
  await page.getByTestId('folder-delete').click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText('该文件夹内有 1 个文件。另有 1 个子文件夹。')
  await dialog.getByRole('button', { name: '取消' }).click()
  await shot(page, 'documents-library-zh')
  await page.goto('recognitionResult?id=doc-u-demo-3')
  await expect(page.getByTestId('ocr-state')).toContainText('确认')
  await shot(page, 'documents-recognition-zh')
  await page.goto('myDocument')
  await waitForMock(page)

  const readOnly = await page.evaluate(async () => {
    const memberId = await window.server!.evaluate(
      (server) => server.db.teamMembers.find((m) => m.roleId === 'role-u-demo-readOnly')!.id,
    )
    await window.server!.simulate('team.actAs', localStorage.getItem('token') ?? '', memberId)
    return memberId
  })
  expect(readOnly).toBeTruthy()
  await page.reload()
  await expect(page.getByTestId('document-row').first()).toBeVisible()
  await expect(page.getByTestId('upload-toggle')).toHaveCount(0)
  await expect(page.getByTestId('document-delete')).toHaveCount(0)
  await expect(page.getByTestId('folder-new')).toHaveCount(0)
  await shot(page, 'documents-readonly-zh')
})
