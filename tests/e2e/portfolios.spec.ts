import { expect, test, type Page } from '@playwright/test'
import { shot } from './services-pages'
import { openSignedIn } from './support'

// Values of the deterministic register (fixed seed): AP000035 杭州市锦邦科技有限公司 holds 30 marks. The demo
// account follows AP000052 (two of its marks moved on the register since the follow) and AP000027.
const JINBANG = { id: 'AP000035', search: 'Hangzhou JinBang', marks: 30 }

// The first portfolio call builds the 50,000-mark register in the browser.
test.describe.configure({ timeout: 120_000 })
const LONG = { timeout: 60_000 }

/** Follows a link inside the app (no reload, so the mock and its register stay up). */
async function go(page: Page, path: string) {
  await page.evaluate((target) => {
    history.pushState(history.state, '', target)
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }))
  }, `/platform/${path}`)
}

async function zhShot(page: Page, name: string) {
  if (!process.env.SHOTS_DIR) return
  await page.getByRole('button', { name: '中文', exact: true }).click()
  await shot(page, `${name}-zh`)
  await page.getByRole('button', { name: 'EN', exact: true }).click()
}

test('follow an applicant, add one of their marks to the cases, see a register update and acknowledge it', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en'))
  await openSignedIn(page, 'myTrademark')
  await expect(page.getByTestId('marks-total')).toHaveText('54 marks', LONG)
  await expect(page.getByTestId('applicant-tab-AP000052')).toContainText('(29)')
  await shot(page, 'portfolios-marks-en')
  await zhShot(page, 'portfolios-marks')

  // Follow an applicant found by name; the name is checked first.
  await page.getByTestId('follow-open').click()
  const dialog = page.getByTestId('follow-dialog')
  await dialog.getByTestId('follow-name').fill('<x>')
  await dialog.getByTestId('follow-search').click()
  await expect(dialog).toContainText('Special characters are not allowed')
  await dialog.getByTestId('follow-name').fill(JINBANG.search)
  await dialog.getByTestId('follow-search').click()
  const result = dialog.getByTestId('follow-result').first()
  await expect(result).toContainText(`${JINBANG.marks} marks`)
  await result.getByRole('button', { name: 'Show marks' }).click()
  await expect(result.getByTestId('applicant-preview')).toContainText(
    `The newest 10 of ${JINBANG.marks} marks`,
  )
  await shot(page, 'portfolios-follow-en')
  await result.getByTestId('follow-applicant').click()
  await expect(result).toContainText('Following')
  await page.keyboard.press('Escape')
  await page.getByTestId(`applicant-tab-${JINBANG.id}`).click()
  await expect(page.getByTestId('marks-total')).toHaveText(`${JINBANG.marks} marks`)

  // The applicant, the filters and the page live in the URL: a reload shows the same view.
  await page.getByTestId('filter-status').selectOption({ index: 1 })
  await expect(page).toHaveURL(
    new RegExp(`applicant=${JINBANG.id}.*status=0|status=0.*applicant=${JINBANG.id}`),
  )
  await page.reload()
  await expect(page.getByTestId('filter-status')).toHaveValue('0', LONG)
  await expect(page.getByTestId(`applicant-tab-${JINBANG.id}`)).toHaveAttribute('aria-pressed', 'true')
  await page.getByRole('button', { name: 'Clear filters' }).click()
  await expect(page).not.toHaveURL(/status=/)
  await expect(page.getByTestId('marks-total')).toHaveText(`${JINBANG.marks} marks`, LONG)

  // Add the newest of their marks to the cases: a register case whose deadlines the engine derives.
  const row = page.getByTestId('mark-row').first()
  const markId = await row.getAttribute('data-mark-id')
  await row.getByTestId('mark-add-case').click()
  await expect(row.getByTestId('in-cases')).toBeVisible()
  const made = await page.evaluate(() =>
    window.server!.evaluate(
      (server) => server.db.cases.filter((c) => c.accountId === 'u-demo' && c.source === 'register').length,
    ),
  )
  expect(made).toBe(1)
  await row.getByTestId('mark-open').click()
  await expect(page.getByTestId('mark-facts')).toBeVisible()
  await expect(page.getByTestId('mark-events')).not.toBeEmpty()
  await shot(page, 'portfolios-drawer-en')
  await page.keyboard.press('Escape')

  // The office records an assignment on that mark today: it shows as a register update to acknowledge.
  await page.evaluate(
    (id) => window.server!.simulate('portfolio.registerChange', 'u-demo', id!, 'assignment'),
    markId,
  )
  await go(page, 'management/trademarkStatusUpdate')
  const rows = page.getByTestId('change-row')
  await expect(rows).toHaveCount(3, LONG)
  await expect(page.getByTestId('updates-unseen')).toHaveText('3 updates not yet seen')
  await expect(page.getByTestId('changes-table')).toContainText('Assignment')
  await shot(page, 'portfolios-updates-en')
  await zhShot(page, 'portfolios-updates')
  await rows.filter({ hasText: 'Assignment' }).getByTestId('change-ack').click()
  await expect(rows).toHaveCount(2)
  await page.getByTestId('updates-ack-all').click()
  await expect(page.getByText('Nothing new on the register')).toBeVisible()
})
