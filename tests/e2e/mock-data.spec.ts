import { expect, test } from '@playwright/test'
import { chooseAccountMenuItem, openSignedIn } from './support'

test('mock data persists across reloads until "Reset demo data"', async ({ page }) => {
  await openSignedIn(page, 'home')
  const badge = page.getByTestId('notice-count')
  await expect(badge).toHaveText('10')

  await page.getByRole('button', { name: /消息通知/ }).click()
  await page.getByRole('dialog').getByRole('button').first().click()
  await expect(badge).toHaveText('9')

  await page.reload()
  await expect(page.getByTestId('notice-count')).toHaveText('9')

  await chooseAccountMenuItem(page, '重置演示数据', () =>
    expect(page.getByTestId('toast').filter({ hasText: '演示数据已恢复为初始状态' })).toBeVisible({
      timeout: 5_000,
    }),
  )
  // The reset drops the sessions too, like a fresh demo: sign in again and the notice is unread.
  await openSignedIn(page, 'home')
  await expect(page.getByTestId('notice-count')).toHaveText('10')
})
