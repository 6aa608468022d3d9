import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { chooseAccountMenuItem, expectPath, expectToast, openSignedIn, recordToasts } from './support'

// SHOTS_DIR=/some/dir keeps a full-page screenshot of each page checked, in both languages.
async function shot(page: Page, name: string) {
  if (!process.env.SHOTS_DIR) return
  // From the top: a page scrolled by a click would draw its sticky header halfway down the full-page shot.
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true })
}

async function inEnglish(page: Page) {
  await page.evaluate(() => localStorage.setItem('lang', 'en'))
  await page.reload()
}

/** Saves a download and checks it is a zip (xlsx and docx are) named as expected. */
async function expectZipDownload(page: Page, click: () => Promise<void>, name: RegExp) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()])
  expect(download.suggestedFilename()).toMatch(name)
  const bytes = await readFile((await download.path())!)
  expect(bytes.length).toBeGreaterThan(1000)
  expect([...bytes.subarray(0, 2)]).toEqual([0x50, 0x4b])
}

test('watch results after a new gazette issue: hits with deadlines, Oppose, mark read, both exports', async ({
  page,
}) => {
  await openSignedIn(page, 'monitoringResult')
  await expect(page.getByTestId('watch-hit').first()).toBeVisible()
  // The demo control publishes the next issue: the toast names it and the new hits, the page shows them.
  await recordToasts(page)
  await chooseAccountMenuItem(page, '发布下一期商标公告', () =>
    expectToast(page, /第 \d+ 期商标公告已发布.*您的监测新增 [1-9]\d* 条结果/),
  )
  const hits = page.getByTestId('watch-hit')
  await expect(hits.first()).toBeVisible()
  await expect(page.getByTestId('hit-deadline').first()).toContainText(/还剩 \d+ 天|异议期已过/)
  await shot(page, 'results-zh')

  // Opening a hit marks it read.
  const first = hits.first()
  await expect(first).toHaveAttribute('data-read', 'false')
  await first.getByRole('button', { name: '展开' }).click()
  await expect(first.getByTestId('hit-details')).toBeVisible()
  await expect(first).toHaveAttribute('data-read', 'true')
  await expectZipDownload(page, () => page.getByTestId('result-export-xlsx').click(), /\.xlsx$/)
  await expectZipDownload(page, () => page.getByTestId('result-export-word').click(), /\.docx$/)

  await inEnglish(page)
  await expect(page.getByRole('heading', { name: 'Watch results', level: 1 })).toBeVisible()
  await expect(page.getByTestId('watch-hit').first()).toBeVisible()
  await shot(page, 'results-en')
  // "Oppose" on the high-risk hit: the opposition draft has the hit chosen and cites the watched mark.
  const high = page.locator('[data-testid="watch-hit"][data-tier="high"]').first()
  const applicationNo = /Application (\d+)/.exec((await high.textContent()) ?? '')![1]!
  // Its mark opens the trademark's detail page.
  await high.getByTestId('hit-mark-link').click()
  await expectPath(page, '/query/detail')
  await expect(page.getByText(applicationNo).first()).toBeVisible()
  await page.goBack()
  await high.getByTestId('hit-oppose').click()
  await expect(page.getByTestId('wizard')).toHaveAttribute('data-step', 'selectTrademark')
  await expect(page.getByTestId('preselect-refused')).toHaveCount(0)
  await expect(page.getByTestId('chosen-mark')).toContainText(applicationNo)
  await page.getByTestId('select-trademark-submit').click()
  await expect(page.getByTestId('wizard')).toHaveAttribute('data-step', 'perfectInformation')
  await expect(page.getByTestId('cited-mark')).toContainText('35126502')
  await expect(page.getByTestId('ground-priorMark')).toBeChecked()
  await shot(page, 'oppose-en')
})

test('the watch report downloads as Word; legal advice is checked before it is sent', async ({ page }) => {
  await openSignedIn(page, 'monitorReport')
  await expect(page.getByTestId('report-basis')).toBeVisible()
  await shot(page, 'report-zh')
  await expectZipDownload(page, () => page.getByTestId('report-word').click(), /\.docx$/)
  await inEnglish(page)
  await expect(page.getByTestId('report-basis')).toContainText('Basis')
  await shot(page, 'report-en')

  await page.getByTestId('monitoring-pages-nav').locator('a[href$="/lawAdvise"]').click()
  const form = page.getByRole('form', { name: 'Your question' })
  await form.getByLabel('Question').fill('Too short')
  await page.getByTestId('law-advise-submit').click()
  await expect(form.getByText('Describe the question in at least 20 characters')).toBeVisible()
  await page.getByTestId('law-advise-topic').selectOption('opposition')
  await form.getByLabel('Marks concerned').fill('华为')
  await form
    .getByLabel('Question')
    .fill('A near copy of our mark was published in the gazette; may we oppose it?')
  await form.getByLabel('Contact name').fill('Li Lei')
  await form.getByLabel('Phone').fill('13800138000')
  // A file for the lawyer: checked by content, uploaded at once and listed by name.
  await page.getByTestId('law-advise-file').setInputFiles({
    name: 'notice.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4 notice'),
  })
  await expect(form.getByRole('list', { name: 'Attachments' })).toContainText('notice.pdf')
  await shot(page, 'law-advise-en')
  await page.getByTestId('law-advise-submit').click()
  await expect(page.getByTestId('law-advise-done')).toContainText(/reference MS\d+/)
})

test('the monitoring account takes a recipient; each account page renders in English', async ({ page }) => {
  await openSignedIn(page, 'myAccount')
  await inEnglish(page)
  await expect(page.getByTestId('alert-settings')).toBeVisible()
  const email = page.getByTestId('alert-email')
  await email.fill('ip-team@')
  await page.getByTestId('alert-add').click()
  await expect(page.getByText('Please enter a valid email address')).toBeVisible()
  await expect(email).toHaveValue('ip-team@')
  await email.fill('ip-team@example.com')
  await page.getByTestId('alert-add').click()
  await expect(page.getByTestId('alert-recipients')).toContainText('ip-team@example.com')
  await expect(email).toHaveValue('')
  await shot(page, 'myAccount-en')

  // The other account pages, through the monitoring menu.
  const pages = [
    ['searchAccount', 'Search account', 'search-allowance'],
    ['brandManageAccount', 'Brand-management account', 'seats-card'],
    ['analysisReport', 'Analysis reports', 'analysis-class'],
  ] as const
  for (const [path, heading, content] of pages) {
    await page.getByTestId('monitoring-pages-nav').locator(`a[href$="/${path}"]`).click()
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible()
    await expect(page.getByTestId(content).first()).toBeVisible()
    await shot(page, `${path}-en`)
  }
  if (!process.env.SHOTS_DIR) return
  await page.evaluate(() => localStorage.setItem('lang', 'zh-CN'))
  for (const path of ['myAccount', 'searchAccount', 'brandManageAccount', 'analysisReport', 'lawAdvise']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    if (path === 'analysisReport') await expect(page.getByTestId('analysis-class').first()).toBeVisible()
    await shot(page, `${path}-zh`)
  }
})
