import { expect, test } from '@playwright/test'
import { noLatency } from './support'

test('/dev/flows lists every machine and steps one by clicking events, with no network', async ({
  page,
  baseURL,
}) => {
  const requests: string[] = []
  const origin = new URL(baseURL!).origin
  page.on('request', (r) => {
    if (!r.url().startsWith(`${origin}/`)) requests.push(r.url())
  })
  await page.clock.install()
  await noLatency(page)
  await page.goto('dev/flows')
  for (const id of ['sessionExpiry', 'backBlock', 'uploadProgress']) {
    await expect(page.getByTestId(`flow-machine-${id}`)).toBeVisible()
  }
  // Stop time: the back-block's 500 ms re-push then waits for the test instead of racing a busy machine.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
  await page.getByTestId('flow-machine-backBlock').click()
  await expect(page.getByTestId('flow-state-allowed')).toHaveAttribute('data-active', 'true')

  await page.getByTestId('flow-event-route.entered').click()
  await expect(page.getByTestId('flow-state-blocking')).toHaveAttribute('data-active', 'true')
  await expect(page.getByTestId('flow-state-blocking.idle')).toHaveAttribute('data-active', 'true')

  await page.getByTestId('flow-event-history.back').click()
  await expect(page.getByTestId('flow-state-blocking.repushing')).toHaveAttribute('data-active', 'true')
  // The machine's own 500 ms timer brings it back and logs the emitted re-push.
  await page.clock.runFor(500)
  await expect(page.getByTestId('flow-state-blocking.idle')).toHaveAttribute('data-active', 'true')
  await expect(page.getByTestId('flow-emitted')).toContainText('repush')

  await page.getByTestId('flow-reset').click()
  await expect(page.getByTestId('flow-state-allowed')).toHaveAttribute('data-active', 'true')
  expect(requests).toEqual([])
})
