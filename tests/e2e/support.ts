import { expect, type Locator, type Page } from '@playwright/test'

/** Seed user ids of the demo accounts (mock-server/seeds/accounts.ts). */
export const DEMO_USERS = {
  enterprise: { id: 'u-demo', email: 'demo@example.com', password: 'Demo1234', name: '王建国' },
  agency: { id: 'u-agency', email: 'agency@example.com', password: 'Agency1234', name: '李敏' },
  individual: { id: 'u-person', email: 'person@example.com', password: 'Person1234', name: '陈晓雨' },
} as const

/** Every page starts with no mock latency, so tests wait on the app, not on the simulated network. */
export async function noLatency(page: Page): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem('tm-portal.mock-latency', '0')
  })
}

export async function waitForMock(page: Page): Promise<void> {
  await page.waitForFunction(() => Boolean(window.server))
}

/** Opens `path` already signed in as `userId`, through a session created in the mock. */
export async function openSignedIn(page: Page, path: string, userId: string = DEMO_USERS.enterprise.id) {
  await noLatency(page)
  await page.goto('dawei')
  await waitForMock(page)
  await page.evaluate(async (id) => {
    const token = `e2e-${id}`
    await window.server!.evaluate(
      (server, t, user) => {
        server.db.sessions.push({ token: t, userId: user, createdAt: new Date().toISOString() })
      },
      token,
      id,
    )
    localStorage.setItem('token', token)
  }, userId)
  await page.goto(path)
  // The demo's mock starts beside the first render: a test that reads window.server or calls the API itself
  // right after opening the page waits for it, as the page's own requests do.
  await waitForMock(page)
}

/** The current path without the /platform base. */
export function pathOf(page: Page): string {
  return new URL(page.url()).pathname.replace(/^\/platform/, '') || '/'
}

export async function expectPath(page: Page, path: string) {
  await expect.poll(() => pathOf(page)).toBe(path)
}

/**
 * Starts recording the text of every toast the page shows. Toasts close after 1.5 s (overview §9), which a busy
 * CI machine can spend between an action and the next check; the record keeps what the user was shown.
 */
export async function recordToasts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = []
    ;(window as unknown as { __toasts: string[] }).__toasts = seen
    const collect = () => {
      document.querySelectorAll('[data-testid="toast"]').forEach((el) => {
        const text = el.textContent ?? ''
        if (text && !seen.includes(text)) seen.push(text)
      })
    }
    new MutationObserver(collect).observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
    })
  })
}

/** Waits until a recorded toast (see recordToasts) matches `pattern`. */
export async function expectToast(page: Page, pattern: RegExp): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __toasts?: string[] }).__toasts ?? []))
    .toContainEqual(expect.stringMatching(pattern))
}

/** The code of the newest unused graphic captcha the mock drew. */
export async function latestCaptcha(page: Page): Promise<string> {
  await waitForMock(page)
  // page.waitForFunction does not await a promise (it would take the pending promise as truthy): poll instead.
  await expect
    .poll(() =>
      page.evaluate(() => window.server!.evaluate((server) => server.db.captchas.some((c) => !c.used))),
    )
    .toBe(true)
  return page.evaluate(() =>
    window.server!.evaluate((server) => server.db.captchas.filter((c) => !c.used).at(-1)!.code),
  )
}

/** Signs in on the Chinese sign-in page with an account and password (the captcha read from the mock). */
export async function fillPasswordForm(page: Page, account: string, password: string) {
  await page.getByRole('textbox', { name: '邮箱或手机号', exact: true }).fill(account)
  await page.getByRole('textbox', { name: '密码', exact: true }).fill(password)
  await page.getByRole('textbox', { name: '图形验证码', exact: true }).fill(await latestCaptcha(page))
  await page.getByRole('button', { name: '密码登录' }).last().click()
}

/**
 * Chooses an item of the header's account menu and waits until `done` holds. A click that lands while the menu
 * is still opening (or while the page restores its scroll after a reload) can be taken as outside the item on
 * a busy machine; then the menu is opened and the item chosen again. An item that never acts still fails.
 */
export async function chooseAccountMenuItem(page: Page, name: string, done: () => Promise<void>) {
  const item = page.getByRole('menuitem', { name })
  await expect(async () => {
    if (!(await item.isVisible())) await page.getByTestId('user-menu').click()
    await item.click({ timeout: 5_000 })
    await done()
  }).toPass({ timeout: 30_000 })
}

/**
 * Ticks a radio or checkbox as a user does: a click on its label once nothing covers it (the loading overlay
 * of a call in flight blocks the page), then checks that it took. A forced click on the hidden input went to
 * whatever lay on top and was lost.
 */
export async function choose(control: Locator): Promise<void> {
  await control.locator('xpath=ancestor::label[1]').click()
  await expect(control).toBeChecked()
}
