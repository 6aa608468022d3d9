import { expect, test, type Page } from '@playwright/test'
import { DEMO_USERS, expectPath, openSignedIn } from './support'
import { businessToday } from '../../src/domain/clock'

// The register is built on the first search of a page (a few seconds on two cores).
const SEARCH_TIMEOUT = 30_000

async function useLanguage(page: Page, lang: 'en' | 'zh-CN') {
  await page.addInitScript((l) => localStorage.setItem('lang', l), lang)
}

test.describe('search history', () => {
  test('lists the seeded queries newest first, filters by mode, runs one again and edits one', async ({
    page,
  }) => {
    await useLanguage(page, 'en')
    await openSignedIn(page, 'query/queryHistory')
    const rows = page.getByTestId('history-row')
    await expect(rows).toHaveCount(10, { timeout: SEARCH_TIMEOUT })
    await expect(page.getByTestId('history-total')).toHaveText('15 searches')
    const first = rows.first()
    await expect(first.getByTestId('history-criteria')).toContainText('Mark: 杉云')
    await expect(first.getByTestId('history-criteria')).toContainText('Class 42')
    // Counted now: the account's own 云杉 CloudFir (classes 35 and 42, the same sounds reordered) among them.
    await expect(first).toContainText('17 marks')

    await page.getByTestId('history-mode-filter').selectOption('applicant')
    await expect(rows).toHaveCount(2)
    await expect(page.getByTestId('history-total')).toHaveText('2 searches')
    await expect(page).toHaveURL(/queryWay=applicant/)

    await page.getByTestId('history-mode-filter').selectOption('')
    await expect(rows).toHaveCount(10)
    await rows
      .first()
      .getByRole('link', { name: /^Run again: the search of/ })
      .click()
    await expectPath(page, '/query/result')
    const url = new URL(page.url())
    expect(url.searchParams.get('tradeMarkText')).toBe('杉云')
    // The router quotes a text that reads as a number, so that it is read back as text.
    expect(url.searchParams.get('niceChoosedStr')).toBe('"42"')
    await expect(page.getByTestId('result-total')).toContainText('17', { timeout: SEARCH_TIMEOUT })

    await page.goBack()
    await expect(rows).toHaveCount(10)
    await rows
      .first()
      .getByRole('link', { name: /^Edit: the search of/ })
      .click()
    await expectPath(page, '/query/queryEdit')
    await expect(page.locator('input[value="杉云"]').first()).toBeVisible()
  })

  test('shows the empty state to an account that has not searched', async ({ page }) => {
    await useLanguage(page, 'zh-CN')
    await openSignedIn(page, 'query/queryHistory', DEMO_USERS.individual.id)
    await expect(page.getByText('暂无检索记录')).toBeVisible({ timeout: SEARCH_TIMEOUT })
    await expect(page.getByRole('link', { name: '开始检索' })).toBeVisible()
  })
})

test.describe('the trial limit', () => {
  const RESULT = 'query/result?tradeMarkText=%E5%8D%8E%E4%B8%BA'

  test('a trial account over its 100 searches sees the limit message in English and Chinese', async ({
    page,
  }) => {
    await useLanguage(page, 'en')
    await openSignedIn(page, 'home', DEMO_USERS.individual.id)
    await page.waitForFunction(() => Boolean(window.server))
    // The mock counts per business day (Beijing).
    await page.evaluate(
      ({ id, date }) =>
        window.server!.evaluate(
          (server, key, day) => {
            server.db.searchUsage.push({ key, date: day, used: 100 })
          },
          id,
          date,
        ),
      { id: DEMO_USERS.individual.id, date: businessToday() },
    )
    await page.goto(RESULT)
    const notice = page.getByTestId('search-limit-notice')
    await expect(notice).toContainText("You have used today's 100 free searches", { timeout: SEARCH_TIMEOUT })
    await expect(notice).toContainText('Come back tomorrow')
    await expect(notice.getByRole('button', { name: 'Apply for a trial' })).toBeVisible()

    await page.getByRole('button', { name: '中文' }).click()
    await expect(notice).toContainText('今日 100 次免费检索已用完', { timeout: SEARCH_TIMEOUT })
    await expect(notice).toContainText('请明天再来')

    // The search history and the search account say the same, without a search of their own.
    for (const path of ['query/queryHistory', 'searchAccount']) {
      await page.goto(path)
      await expect(page.getByTestId('search-usage-bar')).toContainText('100 / 100')
    }
  })

  test('an ended trial refuses searches; applying once gives a new trial, a second time is refused', async ({
    page,
  }) => {
    await useLanguage(page, 'en')
    await openSignedIn(page, 'home', DEMO_USERS.individual.id)
    await page.waitForFunction(() => Boolean(window.server))
    await page.evaluate(
      (id) =>
        window.server!.evaluate((server, userId) => {
          const user = server.db.users.find((u) => u.id === userId)!
          user.trialEndsAt = new Date(Date.now() - 2 * 86_400_000).toISOString()
        }, id),
      DEMO_USERS.individual.id,
    )
    await page.goto(RESULT)
    const notice = page.getByTestId('search-limit-notice')
    await expect(notice).toContainText('Your trial period has ended', { timeout: SEARCH_TIMEOUT })

    await notice.getByRole('button', { name: 'Apply for a trial' }).click()
    const dialog = page.getByTestId('trial-apply-dialog')
    await expect(dialog).toBeVisible()
    // Prefilled from the account; a bad contact and a too short purpose are explained.
    await expect(dialog.getByLabel('Contact name')).toHaveValue('陈晓雨')
    await dialog.getByLabel('Mobile, landline or email').fill('12345')
    await dialog.getByLabel('What will you search for?').fill('names')
    await dialog.getByRole('button', { name: 'Apply' }).click()
    await expect(dialog).toContainText('Please enter a valid mobile or landline number')
    await expect(dialog).toContainText('at least 10 characters')
    await dialog.getByLabel('Mobile, landline or email').fill('xiaoyu.chen@example.com')
    await dialog
      .getByLabel('What will you search for?')
      .fill('Clearing a new shop name in class 43 before filing')
    await dialog.getByRole('button', { name: 'Apply' }).click()
    await expect(dialog).toBeHidden()
    await expect(notice).toContainText('Your new trial runs until')

    await notice.getByRole('button', { name: 'Search again' }).click()
    await expect(page.getByTestId('result-total')).toBeVisible({ timeout: SEARCH_TIMEOUT })

    // The one extra trial is used: when it ends too, the notice no longer offers another.
    await page.evaluate(
      (id) =>
        window.server!.evaluate((server, userId) => {
          const user = server.db.users.find((u) => u.id === userId)!
          user.trialEndsAt = new Date(Date.now() - 86_400_000).toISOString()
        }, id),
      DEMO_USERS.individual.id,
    )
    await page.getByRole('link', { name: 'Edit query' }).click()
    // Leave the result page for real before coming back, so that it searches afresh.
    await expectPath(page, '/query/queryEdit')
    await expect(page.getByTestId('high-submit')).toBeVisible()
    await page.goBack()
    await expect(notice).toContainText('Your trial period has ended', { timeout: SEARCH_TIMEOUT })
    await expect(notice).toContainText('You have already used your extra trial')
    await expect(notice.getByRole('button', { name: 'Apply for a trial' })).toHaveCount(0)
  })
})
