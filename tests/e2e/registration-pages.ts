import { readFile } from 'node:fs/promises'
import { deflateSync } from 'node:zlib'
import { expect, type Page } from '@playwright/test'
import { openSignedIn, pathOf } from './support'

/** Page actions of the registration wizards, shared by the registration specs. */

/** A grey PNG of the given size (real pixels, so the browser can measure it). */
export function png(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  const crc = (buf: Buffer) => {
    let c = 0xffffffff
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8)
    return (c ^ 0xffffffff) >>> 0
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const out = Buffer.alloc(12 + data.length)
    out.writeUInt32BE(data.length, 0)
    body.copy(out, 4)
    out.writeUInt32BE(crc(body), 8 + data.length)
    return out
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr[8] = 8 // bit depth
  ihdr[9] = 0 // greyscale
  const rows = Buffer.alloc((width + 1) * height, 0x80)
  for (let y = 0; y < height; y++) rows[y * (width + 1)] = 0
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

export const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n${name}`),
})

export const step = (page: Page) => page.getByTestId('wizard')

export async function expectStep(page: Page, region: string, name: string) {
  await expect(step(page)).toHaveAttribute('data-step', name)
  await expect.poll(() => pathOf(page)).toBe(`/${region}/registerNew/${name}`)
}

/** Starts a new application of a region from its entry route (the demo account may have drafts). */
export async function startNew(page: Page, entry: string, region: string) {
  await openSignedIn(page, entry)
  const chooser = page.getByTestId('draft-chooser')
  const wizard = page.locator('[data-testid="wizard"][data-step="fillInInformation"]')
  await expect(chooser.or(wizard)).toBeVisible()
  if (await chooser.isVisible()) await chooser.getByRole('button').first().click()
  await expectStep(page, region, 'fillInInformation')
  await expect(page).toHaveURL(/draftId=d-/)
}

/** The back button leaves neither payment nor confirm. */
export async function backStays(page: Page, region: string, name: string) {
  await page.goBack()
  await page.waitForTimeout(800)
  await expectStep(page, region, name)
}

export async function fillMark(page: Page, name: string) {
  await page.getByTestId('mark-name').fill(name)
  await page.getByTestId('open-generator').click()
  await page.getByTestId('specimen-generate').click()
  await expect(page.getByTestId('specimen-image-meta')).toBeVisible()
}

export async function chooseGoods(page: Page) {
  await page.getByTestId('choose-classes').click()
  await page.getByTestId('pick-09').click()
  await page.getByTestId('class-picker-confirm').click()
  await page.getByTestId('std-090101').click()
  await page.getByTestId('std-090104').click()
  await expect(page.getByTestId('chosen-item')).toHaveCount(2)
}

/**
 * Opens the goods workbook import, uploads the downloaded template as it comes (its two example rows) and
 * checks it; takes the screenshot `shotName` when SHOTS_DIR is set. The dialog stays open.
 */
export async function checkGoodsTemplate(page: Page, shotName: string) {
  await page.getByTestId('open-excel').click()
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('excel-template').click(),
  ])
  await page.getByTestId('excel-file').setInputFiles({
    name: 'goods.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await readFile(await download.path()),
  })
  await page.getByTestId('excel-check').click()
  await expect(page.getByTestId('excel-rows').locator('tbody tr')).toHaveCount(2)
  await expect(page.getByTestId('excel-summary')).toBeVisible()
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/${shotName}.png`, fullPage: true })
}

export async function payWithDemoPay(page: Page) {
  await page.getByTestId('method-dummy').click()
  await page.getByTestId('pay-button').click()
}
