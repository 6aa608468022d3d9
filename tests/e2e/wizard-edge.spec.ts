import { expect, test } from '@playwright/test'
import { startNew } from './registration-pages'

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
