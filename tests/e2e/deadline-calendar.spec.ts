import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { shot } from './services-pages'
import { openSignedIn } from './support'

test.describe.configure({ timeout: 90_000 })
const LONG = { timeout: 30_000 }

test('a deadline marked done on /deadline shows who and when, and exports to a calendar file', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 1000 })
  // English unless the test switches (an init script runs on every load).
  await page.addInitScript(() => localStorage.getItem('lang') || localStorage.setItem('lang', 'en'))
  await openSignedIn(page, 'deadline?view=list')
  const row = page
    .getByTestId('deadline-row')
    .filter({ has: page.getByTestId('deadline-mark-done') })
    .first()
  await expect(row).toBeVisible(LONG)
  const caseId = (await row.getAttribute('data-case'))!
  const key = (await row.getAttribute('data-key'))!
  const mark = (await row.getByRole('link').first().textContent())!.trim()

  // Only this case's deadlines (the text filter matches the case id), then mark this one done.
  await page.getByTestId('filter-q').fill(caseId)
  const target = page.locator(`[data-testid="deadline-row"][data-key="${key}"]`)
  await expect(page.getByTestId('deadline-row')).toHaveCount(await page.getByTestId('deadline-row').count())
  await target.getByTestId('deadline-mark-done').click()
  await page.getByTestId('done-note').fill('Instructions sent to the agent')
  await page.getByTestId('done-submit').click()
  await expect(target.getByTestId('deadline-done')).toContainText(/Done by 王建国 on \d{1,2} \w+ \d{4}/, LONG)
  await expect(target.getByTestId('deadline-done')).toContainText('Instructions sent to the agent')
  await shot(page, 'deadline-list-en')

  // Its history: who marked it done, when, with the note.
  await target.getByTestId('deadline-info').click()
  const info = page.getByTestId('deadline-info-dialog')
  await expect(info.getByTestId('deadline-info-history')).toContainText('王建国 · marked it done', LONG)
  await expect(info.getByTestId('deadline-info-history')).toContainText(
    'Note: Instructions sent to the agent',
  )
  await shot(page, 'deadline-info-en')
  await page.keyboard.press('Escape')

  // Several open deadlines at once: two ticked in the whole list, marked done together.
  await page.getByTestId('filter-q').fill('')
  const ticked = page.getByTestId('deadline-row').filter({ has: page.getByTestId('deadline-select') })
  await expect(ticked.nth(1)).toBeVisible(LONG)
  const pick = await Promise.all(
    [0, 1].map(async (i) => ({
      caseId: (await ticked.nth(i).getAttribute('data-case'))!,
      key: (await ticked.nth(i).getAttribute('data-key'))!,
    })),
  )
  for (const p of pick)
    await page
      .locator(`[data-testid="deadline-row"][data-case="${p.caseId}"][data-key="${p.key}"]`)
      .getByTestId('deadline-select')
      .check()
  await expect(page.getByTestId('deadline-bulk-bar')).toContainText('2 deadlines selected')
  await page.getByTestId('deadline-bulk-done').click()
  await page.getByTestId('done-submit').click()
  await expect(page.getByTestId('deadline-bulk-bar')).toHaveCount(0, LONG)
  for (const p of pick)
    await expect(
      page
        .locator(`[data-testid="deadline-row"][data-case="${p.caseId}"][data-key="${p.key}"]`)
        .getByTestId('deadline-done'),
    ).toContainText('Done by 王建国')

  const download = page.waitForEvent('download')
  await page.getByTestId('export-ics').click()
  const file = await (await download).path()
  const ics = await readFile(file, 'utf8')
  expect(ics).toMatch(/^BEGIN:VCALENDAR/)
  expect(ics).toContain('BEGIN:VEVENT')
  expect(ics).toContain('DTSTART;VALUE=DATE:')
  expect(ics.replace(/\r\n[ \t]/g, '')).toContain(`SUMMARY:${mark}`)
  expect(ics.replace(/\r\n[ \t]/g, '')).toContain(`UID:${caseId}-`)
  expect(ics).toContain('BEGIN:VALARM')

  // The month grid, in Chinese.
  await page.evaluate(() => localStorage.setItem('lang', 'zh-CN'))
  await page.goto('deadline?view=month')
  await expect(page.getByTestId('calendar-month')).toBeVisible(LONG)
  await expect(page.getByRole('heading', { name: '期限日历' })).toBeVisible()
  await shot(page, 'deadline-month-zh')
})

test('a reminder setting is saved and its reminders are delivered when the day comes', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1000 })
  await page.addInitScript(() => localStorage.setItem('lang', 'en'))
  await openSignedIn(page, 'timeLimitReminder')
  await page.getByTestId('remind-offsets').fill('30, 400')
  await page.getByTestId('remind-save').click()
  await expect(page.getByText('Each offset must be a whole number of days from 0 to 365')).toBeVisible()
  await page.getByTestId('remind-offsets').fill('30, 7, 1')
  await page.getByTestId('remind-save').click()
  await expect(page.getByTestId('remind-rule')).toContainText('30, 7, 1 days before', LONG)
  await expect(page.getByTestId('scheduled-reminder').first()).toBeVisible()

  // A month later (the mock's business clock), reading the page delivers what fell due: notice and e-mail.
  await page.evaluate(() => window.server!.setNow(new Date(Date.now() + 31 * 86_400_000).toISOString()))
  // (A reload would restart the mock's clock: move through the app instead.)
  await page.getByRole('link', { name: 'Open the calendar' }).click()
  await expect(page.getByTestId('deadline-list')).toBeVisible(LONG)
  await page.getByRole('link', { name: 'Reminder settings' }).click()
  await expect(page.getByTestId('sent-reminder').first()).toBeVisible(LONG)
  await expect(page.getByTestId('remind-outbox')).toContainText('Deadline reminder:')
  const notices = await page.evaluate(() =>
    window.server!.evaluate(
      (server) =>
        server.db.notices.filter((n) => n.userId === 'u-demo' && n.titleEn.startsWith('Deadline reminder'))
          .length,
    ),
  )
  expect(notices).toBeGreaterThan(0)
  await shot(page, 'reminders-en')

  // The team's dashboard links its upcoming deadlines to their cases.
  await page.goto('managementHome')
  const upcoming = page.getByTestId('home-upcoming')
  await expect(upcoming.getByRole('link').nth(1)).toHaveAttribute(
    'href',
    /brandManagement\/detail\?id=CS/,
    LONG,
  )
  await expect(page.getByTestId('home-status')).toContainText(/\d+ cases?/)
  await shot(page, 'management-home-en')
  // "Due in 30 days" opens the calendar filtered the same way.
  await page.getByTestId('stat-due').getByRole('link').click()
  await expect(page).toHaveURL(/deadline\?within=30/)
  await expect(page.getByTestId('filter-within')).toHaveValue('30')
})
