import { expect, test } from '@playwright/test'
import { startNew } from './registration-pages'
import { DEMO_USERS, expectPath, fillPasswordForm, pathOf } from './support'

/**
 * What the flow edge promises beyond one tab: two tabs on one draft never overwrite each other silently,
 * and nothing typed is lost when the session ends.
 */
test.describe.configure({ timeout: 180_000 })

test('two tabs on one draft: the stale tab says so, merges both edits, and every tab then shows both', async ({
  browser,
}) => {
  const context = await browser.newContext()
  await context.addInitScript(() => localStorage.setItem('lang', 'en'))
  const tab1 = await context.newPage()
  await startNew(tab1, 'Mainland_China_Applications', 'mainland')
  await tab1.getByTestId('mark-name').fill('YUNSHAN')
  await expect(tab1.getByTestId('save-status')).toHaveAttribute('data-state', 'saved')

  // The same draft in a second tab: the description edited and saved there.
  const tab2 = await context.newPage()
  await tab2.goto(tab1.url())
  await expect(tab2.getByTestId('mark-name')).toHaveValue('YUNSHAN')
  await tab2.getByTestId('mark-description').fill('A white sail over two hills')
  await expect(tab2.getByTestId('save-status')).toHaveAttribute('data-state', 'saved')

  // Tab 1 has not seen that edit: its save of a new name is refused, and it says why instead of overwriting.
  await tab1.getByTestId('mark-name').fill('YUNSHAN PRO')
  const dialog = tab1.getByTestId('conflict-dialog')
  await expect(dialog).toBeVisible()
  await expect(tab1.getByTestId('conflict-clashes')).toContainText('different fields')
  await expect(tab1.getByTestId('save-status')).toHaveAttribute('data-state', 'conflict')
  // Deciding later keeps the edit on this page, and the save status offers the choice again.
  await dialog.getByRole('button', { name: 'Decide later' }).click()
  await expect(dialog).toBeHidden()
  await expect(tab1.getByTestId('mark-name')).toHaveValue('YUNSHAN PRO')
  await tab1.getByTestId('conflict-resolve').click()
  await expect(dialog).toBeVisible()
  await tab1.getByTestId('conflict-merge').click()
  await expect(dialog).toBeHidden()
  await expect(tab1.getByTestId('mark-description')).toHaveValue('A white sail over two hills')
  await expect(tab1.getByTestId('mark-name')).toHaveValue('YUNSHAN PRO')
  await expect(tab1.getByTestId('save-status')).toHaveAttribute('data-state', 'saved')

  // A new tab shows both edits: nothing was lost on either side.
  const tab3 = await context.newPage()
  await tab3.goto(tab1.url())
  await expect(tab3.getByTestId('mark-name')).toHaveValue('YUNSHAN PRO')
  await expect(tab3.getByTestId('mark-description')).toHaveValue('A white sail over two hills')
  await context.close()
})

test('a session that ends in a wizard: what was typed is kept for that user only, and signing in again returns to the step and saves it', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'zh-CN'))
  await startNew(page, 'Mainland_China_Applications', 'mainland')
  await page.getByTestId('mark-name').fill('YUNSHAN')
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved')
  const wizard = page.url().replace(/^.*\/platform/, '')

  // The session ends on the server; the description typed next cannot be saved.
  await page.evaluate(() =>
    window.server!.evaluate((server) => {
      server.db.sessions.splice(0)
    }),
  )
  await page.getByTestId('mark-description').fill('会话结束后输入的说明')
  await expectPath(page, '/auth')
  await expect(page.getByTestId('session-expired')).toBeVisible()

  // Another user signing in on this browser is taken to that address but never sees the kept edit.
  await fillPasswordForm(page, DEMO_USERS.agency.email, DEMO_USERS.agency.password)
  await expect.poll(() => pathOf(page)).toBe('/mainland/registerNew/fillInInformation')
  await expect(page.getByTestId('mark-name')).toHaveValue('')
  await expect(page.getByTestId('mark-description')).toHaveValue('')
  await page.getByRole('button', { name: '账户菜单' }).click()
  await page.getByRole('menuitem', { name: '退出登录' }).click()
  await expectPath(page, '/auth')

  // The same user signing in again comes back to the step with everything typed, and it is saved now.
  await page.goto(`auth?redirect=${encodeURIComponent(wizard)}`)
  await fillPasswordForm(page, DEMO_USERS.enterprise.email, DEMO_USERS.enterprise.password)
  await expect.poll(() => pathOf(page)).toBe('/mainland/registerNew/fillInInformation')
  await expect(page.getByTestId('mark-name')).toHaveValue('YUNSHAN')
  await expect(page.getByTestId('mark-description')).toHaveValue('会话结束后输入的说明')
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved')
  await page.reload()
  await expect(page.getByTestId('mark-description')).toHaveValue('会话结束后输入的说明')
})
