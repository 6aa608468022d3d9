import { expect, test } from '@playwright/test'
import { noLatency } from './support'

test('/dev/flows lists every machine and steps one by clicking events, with no network', async ({ page }) => {
  const requests: string[] = []
  page.on('request', (r) => {
    if (!r.url().startsWith('http://localhost:4173/')) requests.push(r.url())
  })
  await noLatency(page)
  await page.goto('dev/flows')
  for (const id of ['sessionExpiry', 'backBlock', 'uploadProgress']) {
    await expect(page.getByTestId(`flow-machine-${id}`)).toBeVisible()
  }
  await page.getByTestId('flow-machine-backBlock').click()
  await expect(page.getByTestId('flow-state-allowed')).toHaveAttribute('data-active', 'true')

  await page.getByTestId('flow-event-route.entered').click()
  await expect(page.getByTestId('flow-state-blocking')).toHaveAttribute('data-active', 'true')
  await expect(page.getByTestId('flow-state-blocking.idle')).toHaveAttribute('data-active', 'true')

  await page.getByTestId('flow-event-history.back').click()
  await expect(page.getByTestId('flow-state-blocking.repushing')).toHaveAttribute('data-active', 'true')
  // The machine's own 500 ms timer brings it back and logs the emitted re-push.
  await expect(page.getByTestId('flow-state-blocking.idle')).toHaveAttribute('data-active', 'true')
  await expect(page.getByTestId('flow-emitted')).toContainText('repush')

  await page.getByTestId('flow-reset').click()
  await expect(page.getByTestId('flow-state-allowed')).toHaveAttribute('data-active', 'true')
  expect(requests).toEqual([])
})
