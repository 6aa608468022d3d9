import { expect, test, type Download, type Page } from '@playwright/test'
import ExcelJS from 'exceljs'
import { readFile } from 'node:fs/promises'
import { expectToast, openSignedIn, recordToasts } from './support'

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04]
// The first search of a page builds the register's indexes (seconds on a busy 2-core runner).
const FIRST_SEARCH = { timeout: 60_000 }
test.describe.configure({ timeout: 120_000 })

const RESULT_URL = `query/result?queryWay=similar&tradeMarkText=${encodeURIComponent('华为')}&countries=CN`

async function bytesOf(download: Download) {
  return new Uint8Array(await readFile((await download.path())!))
}

async function sheetOf(bytes: Uint8Array, name: string) {
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  )
  return book.getWorksheet(name)!
}

const headerOf = (sheet: ExcelJS.Worksheet) => (sheet.getRow(1).values as unknown[]).slice(1)

async function openResults(page: Page, lang: 'en' | 'zh-CN') {
  await page.addInitScript((l) => localStorage.setItem('lang', l), lang)
  await openSignedIn(page, RESULT_URL)
  await expect(page.getByTestId('export-menu')).toBeEnabled(FIRST_SEARCH)
}

async function exportFrom(page: Page, item: string | RegExp) {
  await page.getByTestId('export-menu').click()
  const downloading = page.waitForEvent('download')
  await page.getByRole('menuitem', { name: item }).click()
  return downloading
}

// The mock in the demo bundle builds the file in the browser (exceljs loaded on demand): read its bytes back.
test('the demo build generates a real xlsx, sent as binary with its RFC 5987 file name', async ({ page }) => {
  await openSignedIn(page, 'home')
  await page.waitForFunction(() => Boolean(window.server))
  const answer = await page.evaluate(async () => {
    const response = await fetch('/api/tmInfo/queryResultExportZh', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Accept-Language': 'zh-CN',
        Authorization: `Bearer ${localStorage.getItem('token')}`,
      },
      body: JSON.stringify({
        criteria: { kind: 'text', request: { queryWay: 'similar', tradeMarkText: '华为' } },
      }),
    })
    const bytes = Array.from(new Uint8Array(await (await response.blob()).arrayBuffer()))
    return { disposition: response.headers.get('Content-Disposition'), bytes }
  })
  expect(decodeURIComponent(answer.disposition ?? '')).toMatch(
    /filename\*=UTF-8''商标检索结果-\d{4}-\d{2}-\d{2}\.xlsx$/,
  )
  const bytes = Uint8Array.from(answer.bytes)
  expect(Array.from(bytes.slice(0, 4))).toEqual(ZIP_SIGNATURE)
  const sheet = await sheetOf(bytes, '检索结果')
  expect(headerOf(sheet).slice(0, 3)).toEqual(['序号', '商标名称', '申请号'])
  expect(sheet.getRow(2).getCell(14).value).toBeTruthy()
})

test('exports the result as xlsx with English headers and a dated English file name', async ({ page }) => {
  await openResults(page, 'en')
  await recordToasts(page)
  const download = await exportFrom(page, 'Excel – English headers')
  expect(download.suggestedFilename()).toMatch(/^trademark-search-results-\d{4}-\d{2}-\d{2}\.xlsx$/)
  const bytes = await bytesOf(download)
  expect(Array.from(bytes.slice(0, 4))).toEqual(ZIP_SIGNATURE)
  const sheet = await sheetOf(bytes, 'Results')
  expect(headerOf(sheet).slice(0, 3)).toEqual(['No.', 'Trademark', 'Application no.'])
  expect(sheet.rowCount).toBeGreaterThan(1)
  await expectToast(page, /Downloaded trademark-search-results-/)
})

test('exports chosen columns with Chinese headers and remembers the choice', async ({ page }) => {
  await openResults(page, 'zh-CN')
  await page.getByTestId('export-menu').click()
  await page.getByRole('menuitem', { name: 'Excel – 自选列…' }).click()
  const dialog = page.getByRole('dialog', { name: '选择要导出的列' })
  await dialog.getByRole('button', { name: '清空' }).click()
  await dialog.getByRole('button', { name: '导出' }).click()
  await expect(dialog.getByText('请至少选择一列。')).toBeVisible()
  await dialog.getByText('商标状态', { exact: true }).click()
  await dialog.getByText('申请号', { exact: true }).click()
  const downloading = page.waitForEvent('download')
  await dialog.getByRole('button', { name: '导出' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^商标检索结果-\d{4}-\d{2}-\d{2}\.xlsx$/)
  const sheet = await sheetOf(await bytesOf(download), '检索结果')
  expect(headerOf(sheet)).toEqual(['申请号', '商标状态'])
  await expect(dialog).toBeHidden()
  expect(await page.evaluate(() => localStorage.getItem('tm-portal.export-columns'))).toBe(
    '["applicationNo","status"]',
  )
})

test('exports the selected marks as a Word search report', async ({ page }) => {
  await openResults(page, 'en')
  await page.getByTestId('result-row').first().getByTestId('result-number').click()
  await expect(page.getByTestId('selected-count')).toHaveText('1 selected')
  await page.getByTestId('export-menu').click()
  await expect(page.getByText('Exports the 1 selected mark')).toBeVisible()
  const downloading = page.waitForEvent('download')
  await page.getByRole('menuitem', { name: /Word search report/ }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^trademark-search-report-\d{4}-\d{2}-\d{2}\.docx$/)
  expect(Array.from((await bytesOf(download)).slice(0, 4))).toEqual(ZIP_SIGNATURE)
})

test("exports a mark's record as Word from the detail page", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'zh-CN'))
  await openSignedIn(page, 'query/detail?id=TM0000042')
  const downloading = page.waitForEvent('download')
  await page.getByTestId('record-export').click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^商标档案-\d+\.docx$/)
  expect(Array.from((await bytesOf(download)).slice(0, 4))).toEqual(ZIP_SIGNATURE)
})
