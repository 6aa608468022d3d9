import { deflateSync } from 'node:zlib'
import { expect, test } from '@playwright/test'
import { shot } from './services-pages'
import { choose, expectPath, openSignedIn } from './support'

// The personal centre's account information (issue 14): edit, avatar with crop and progress, feedback.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4)
  head.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([head, body, crc])
}

/** A 480 x 320 RGB PNG: four coloured quarters, so a crop shows which part was kept. */
function quartersPng(width = 480, height = 320): Buffer {
  const rows: Buffer[] = []
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3)
    for (let x = 0; x < width; x += 1) {
      const left = x < width / 2
      const top = y < height / 2
      const [r, g, b] = top ? (left ? [220, 40, 40] : [40, 160, 60]) : left ? [40, 80, 220] : [240, 200, 40]
      row.writeUInt8(r, 1 + x * 3)
      row.writeUInt8(g, 2 + x * 3)
      row.writeUInt8(b, 3 + x * 3)
    }
    rows.push(row)
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr.set([8, 2, 0, 0, 0], 8)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

test('account in English: edit the names and currency, crop and upload an avatar seen in the header, send feedback', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en'))
  await openSignedIn(page, 'personal/accountInformation')
  await expect(page.getByRole('heading', { level: 1, name: 'Account information' })).toBeVisible()
  await expect(page.getByTestId('account-facts')).toContainText('Jianguo Wang')
  await expect(page.getByText('d***@example.com')).toBeVisible()
  await shot(page, 'account-info-en')

  await page.getByTestId('account-edit').click()
  await expectPath(page, '/accountInfor/accountModify')
  await page.getByTestId('account-name').fill('王建国2')
  await page.getByTestId('account-company').fill('Yunshan')
  await page.getByTestId('account-save').click()
  const form = page.getByTestId('account-form')
  await expect(form).toContainText("Names may contain Chinese characters, letters, spaces and · . ' - only")
  await expect(form).toContainText('The company name must contain Chinese characters and no spaces')
  await shot(page, 'account-edit-issues-en')
  await page.getByTestId('account-name').fill('王建军')
  await page.getByTestId('account-name-en').fill('Jianjun Wang')
  await page.getByTestId('account-company').fill('上海云杉智能科技有限公司')
  await page.getByTestId('account-currency').selectOption('EUR')
  await page.getByTestId('account-save').click()

  await expectPath(page, '/personal/accountInformation')
  const facts = page.getByTestId('account-facts')
  await expect(facts).toContainText('王建军')
  await expect(facts).toContainText('Euro (€)')
  // The header's name and quote currency follow at once.
  await expect(page.getByTestId('user-menu')).toContainText('Jianjun Wang')
  await expect(page.getByRole('combobox', { name: /currency/i }).first()).toHaveValue('EUR')

  await page.getByTestId('avatar-change').click()
  const dialog = page.getByTestId('avatar-dialog')
  await dialog.getByTestId('avatar-file').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: quartersPng(),
  })
  await expect(dialog.getByRole('group', { name: /Crop area/ })).toBeVisible()
  await dialog.getByTestId('avatar-zoom').fill('2')
  await shot(page, 'account-avatar-crop-en')
  await dialog.getByTestId('avatar-save').click()
  await expect(dialog).toBeHidden()

  const header = page.getByTestId('user-menu').locator('img')
  await expect(header).toHaveAttribute('src', /^data:image\/png;base64,/)
  await expect(page.getByTestId('account-avatar')).toHaveAttribute('src', /^data:image\/png;base64,/)
  // What was stored is the cropped 256 x 256 square (the width and height of its PNG header).
  const size = await page.evaluate(async () => {
    const avatar = await window.server!.evaluate(
      (server) => server.db.users.find((u) => u.id === 'u-demo')!.avatar,
    )
    const bytes = atob(avatar.split(',')[1]!.slice(0, 32))
    const u32 = (at: number) => [0, 1, 2, 3].reduce((n, i) => n * 256 + bytes.charCodeAt(at + i), 0)
    return [u32(16), u32(20)]
  })
  expect(size).toEqual([256, 256])
  await shot(page, 'account-info-avatar-en')

  await page.getByTestId('account-feedback').click()
  const feedback = page.getByTestId('feedback-dialog')
  await choose(feedback.getByRole('radio', { name: 'Suggestion' }))
  await feedback.getByTestId('feedback-content').fill('Please show the avatar on invoices too.')
  await feedback.getByTestId('feedback-contact').fill('jianjun@example.com')
  await shot(page, 'account-feedback-en')
  await feedback.getByTestId('feedback-submit').click()
  await expect(feedback.getByTestId('feedback-sent')).toContainText(/feedback FB\d{12} has been sent/)
  const saved = await page.evaluate(() => window.server!.evaluate((server) => server.db.feedbacks.at(-1)))
  expect(saved).toMatchObject({ page: '/personal/accountInformation', contact: 'jianjun@example.com' })
  await feedback.getByRole('button', { name: 'Close' }).first().click()
  await expect(feedback).toHaveCount(0)
  // The header's help menu opens the same form (it loads when first asked for, not with every page).
  await page.getByTestId('user-menu').click()
  await page.getByRole('menuitem', { name: 'Send feedback' }).click()
  await expect(page.getByTestId('feedback-dialog')).toBeVisible()
  await page.getByTestId('feedback-dialog').getByRole('button', { name: 'Close' }).first().click()
  await expect(page.getByTestId('feedback-dialog')).toHaveCount(0)

  // The same pages in Chinese, switched in the header.
  await page.getByRole('button', { name: '中文' }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: '账户信息' })).toBeVisible()
  await shot(page, 'account-info-zh')
  await page.getByTestId('account-edit').click()
  await expect(page.getByTestId('account-name')).toHaveValue('王建军')
  await shot(page, 'account-edit-zh')
})
