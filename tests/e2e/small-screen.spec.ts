import { expect, test, type Locator, type Page } from '@playwright/test'
import { DEMO_USERS, expectPath, latestCaptcha, noLatency, openSignedIn, waitForMock } from './support'

/** Issue 11 §6: a phone (390 × 844) gets the whole journey without sideways scrolling. */
test.use({ viewport: { width: 390, height: 844 } })
test.describe.configure({ timeout: 180_000 })

const WORDS = {
  'zh-CN': {
    account: '邮箱或手机号',
    password: '密码',
    captcha: '图形验证码',
    signIn: '密码登录',
    menu: '菜单',
    registration: '商标注册',
    position: /^第 1 步，共 \d 步 · \S+/,
  },
  en: {
    account: 'Email or mobile number',
    password: 'Password',
    captcha: 'Verification code',
    signIn: 'Sign in with password',
    menu: 'Menu',
    registration: 'Registration',
    position: /^Step 1 of \d · \w+/,
  },
} as const

/** The page is no wider than the screen: nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow, `${where} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0)
}

/** An element lies inside the screen, once it has slid or faded in. */
async function expectOnScreen(element: Locator) {
  await expect
    .poll(async () => {
      const box = await element.boundingBox()
      return box ? box.x >= 0 && box.x + box.width <= 390 : false
    })
    .toBe(true)
}

for (const lang of ['zh-CN', 'en'] as const) {
  const w = WORDS[lang]
  test(`${lang}: sign-in, the menu, a search and the first wizard step fit a 390 px screen`, async ({
    page,
  }) => {
    await noLatency(page)
    await page.addInitScript((l) => localStorage.setItem('lang', l), lang)

    // Sign-in.
    await page.goto('auth')
    await waitForMock(page)
    await expect(page.getByRole('textbox', { name: w.account, exact: true })).toBeVisible()
    await expectNoSidewaysScroll(page, 'sign-in')
    await page.getByRole('textbox', { name: w.account, exact: true }).fill(DEMO_USERS.enterprise.email)
    await page.getByRole('textbox', { name: w.password, exact: true }).fill(DEMO_USERS.enterprise.password)
    await page.getByRole('textbox', { name: w.captcha, exact: true }).fill(await latestCaptcha(page))
    await page.getByRole('button', { name: w.signIn }).last().click()
    await expectPath(page, '/home')
    await expect(page.getByTestId('quick-search-input')).toBeVisible()
    await expectNoSidewaysScroll(page, 'home')

    // The header shows a menu button instead of the menu; the button opens the navigation in a drawer.
    await expect(page.getByTestId('main-nav')).toBeHidden()
    const menuButton = page.getByRole('button', { name: w.menu, exact: true })
    await expect(menuButton).toBeVisible()
    await menuButton.click()
    const drawer = page.getByTestId('menu-drawer')
    await expect(drawer.getByRole('navigation')).toBeVisible()
    await expectOnScreen(drawer)
    await expect(drawer.getByRole('link', { name: w.registration })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await expect(menuButton).toBeFocused()

    // A search: the results come as cards, and nothing scrolls sideways.
    await page.getByTestId('quick-search-input').fill('华为')
    await page.getByTestId('quick-search-submit').click()
    await expectPath(page, '/query/result')
    // The first search of a page builds the 50,000-mark register in the browser.
    await expect(page.getByTestId('result-page')).toHaveAttribute('data-phase', 'results', {
      timeout: 60_000,
    })
    await expect(page.getByTestId('result-card').first()).toBeVisible()
    await expectNoSidewaysScroll(page, 'search results')
    // The table, once chosen, scrolls inside its own box.
    await page.getByTestId('view-table').click()
    await expect(page.getByTestId('result-row').first()).toBeVisible()
    await expectNoSidewaysScroll(page, 'search results as a table')

    // The registration wizard through the menu drawer.
    await menuButton.click()
    await drawer.getByRole('link', { name: w.registration }).click()
    await expect(drawer).toBeHidden()
    const chooser = page.getByTestId('draft-chooser')
    const wizard = page.locator('[data-testid="wizard"][data-step="fillInInformation"]')
    await expect(chooser.or(wizard)).toBeVisible()
    if (await chooser.isVisible()) await chooser.getByRole('button').first().click()
    await expect(wizard).toBeVisible()
    await expect(page.getByTestId('mark-name')).toBeVisible()
    // The compact stepper: where the user is, in words, over the numbered steps.
    await expect(page.getByTestId('stepper-position')).toHaveText(w.position)
    await expect(page.getByTestId('wizard-stepper').getByRole('listitem').first()).toHaveAttribute(
      'aria-current',
      'step',
    )
    await expectNoSidewaysScroll(page, 'first wizard step')

    // A dialog of the step fits the screen.
    await page.getByTestId('choose-classes').click()
    await expect(page.getByTestId('class-picker-confirm')).toBeVisible()
    await expectOnScreen(page.getByRole('dialog'))
    await expectNoSidewaysScroll(page, 'class picker dialog')
  })
}

test('a list folds its search and filters behind one button on a phone, keeping what was typed', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en'))
  await openSignedIn(page, 'orderManage?status=unpaid')
  const toggle = page.getByTestId('filter-disclosure')
  const keyword = page.getByTestId('filter-keyword')
  // The orders come first; the one filter in use is counted on the button.
  await expect(toggle).toHaveText('Search and filters (1 in use)')
  await expect(keyword).toBeHidden()
  await expect(page.getByTestId('order-row').first()).toBeInViewport()
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await keyword.fill('YUNSHAN')
  await toggle.click()
  await expect(keyword).toBeHidden()
  await toggle.click()
  await expect(keyword).toHaveValue('YUNSHAN')
  await expectNoSidewaysScroll(page, 'order list')
})

test('the order list and the debit notes read as one card per row on a phone, and their actions work', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en'))
  await openSignedIn(page, 'orderManage?status=unpaid')

  // Cards, not a table: the number and status head each card, the amount is labelled, the buttons at its foot.
  const orders = page.getByTestId('order-table')
  await expect(orders).toHaveAttribute('data-layout', 'cards')
  await expect(page.locator('main table, [data-testid=order-manage] table')).toHaveCount(0)
  const card = page.getByTestId('order-row').first()
  await expect(card.getByTestId('order-status')).toBeVisible()
  await expect(card.getByText('Total', { exact: true })).toBeVisible()
  await expect(card.getByTestId('order-total')).toContainText(/\d/)
  await expectOnScreen(card.getByTestId('order-pay'))
  await expectNoSidewaysScroll(page, 'order cards')
  // The card's pay button opens the order's payment.
  const orderId = await card.getAttribute('data-order-id')
  await card.getByTestId('order-pay').click()
  await expectPath(page, '/payment')
  expect(new URL(page.url()).searchParams.get('orderId')).toBe(orderId)

  // The debit notes: cards too; an unpaid note's pay button opens its order's payment.
  await page.goto('order/debitNotes?status=unpaid')
  const notes = page.getByTestId('notes-table')
  await expect(notes).toHaveAttribute('data-layout', 'cards')
  await expect(page.getByTestId('debit-notes-page').locator('table')).toHaveCount(0)
  const note = page.getByTestId('note-row').first()
  await expect(note.getByText('Amount', { exact: true })).toBeVisible()
  const pay = note.getByRole('button', { name: 'Pay', exact: true })
  await expectOnScreen(pay)
  await expectNoSidewaysScroll(page, 'debit note cards')
  await pay.click()
  await expectPath(page, '/payment')
})
