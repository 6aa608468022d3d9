import { expect, test } from '@playwright/test'
import { noLatency, openSignedIn } from './support'

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

test('/dev/flows shows the signed-in user, plain captions in both languages, and chips inside their cards', async ({
  page,
}) => {
  await openSignedIn(page, 'dev/flows')
  await expect(page.getByTestId('user-menu')).toBeVisible()
  await expect(page.getByRole('link', { name: '登录' })).toHaveCount(0)
  await page.getByTestId('flow-machine-payment').click()
  await expect(page.getByTestId('flow-caption-paying.awaitingScan')).toHaveText(/等待用户扫码/)
  await expect(page.getByTestId('flow-event-caption-payment.submitted')).toHaveText('用户点了“支付”。')

  // Every chip and every machine name stays inside the box that holds it.
  const overflowing = async () =>
    page.evaluate(() => {
      const out: string[] = []
      const inside = (child: Element, parent: Element) => {
        const c = child.getBoundingClientRect()
        const p = parent.getBoundingClientRect()
        return c.left >= p.left - 1 && c.right <= p.right + 1
      }
      for (const chip of document.querySelectorAll('[data-testid^="flow-transition-"]')) {
        const box = chip.parentElement?.closest('[data-testid^="flow-state-"]')
        if (box && !inside(chip, box)) out.push(chip.getAttribute('data-testid') ?? '')
        for (const text of chip.querySelectorAll('p'))
          if (!inside(text, chip)) out.push(`${chip.getAttribute('data-testid') ?? ''} text`)
      }
      for (const item of document.querySelectorAll('[data-testid^="flow-machine-"]')) {
        for (const text of item.querySelectorAll('p'))
          if (!inside(text, item)) out.push(item.getAttribute('data-testid') ?? '')
      }
      return out
    })
  expect(await overflowing()).toEqual([])

  await page.getByRole('button', { name: 'EN', exact: true }).click()
  await page.getByTestId('flow-machine-registration.mainland').click()
  await expect(page.getByTestId('flow-caption-payment')).toHaveText('Step 2 of 4: the user pays the order.')
  await expect(page.getByTestId('flow-event-caption-step.submitted')).toHaveText('The user pressed Next.')
  expect(await overflowing()).toEqual([])

  // On a phone too: the state boxes wrap onto more rows and a long event name breaks inside its chip.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.getByTestId('flow-machine-sessionExpiry').click()
  await expect(page.getByTestId('flow-state-active')).toBeVisible()
  expect(await overflowing()).toEqual([])
})
