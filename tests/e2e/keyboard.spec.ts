import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { expectPath, openSignedIn } from './support'

/**
 * Issue 11 §10, the shell's part: the header and the wizard stepper pass axe, and the quick search and the
 * first wizard step can be done with Tab, Enter, Space and typing alone, every stop showing where focus is.
 */
test.describe.configure({ timeout: 180_000 })

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** Serious and critical axe findings inside the given parts of the page, as "rule: element" lines. */
async function axeProblems(page: Page, selectors: string[]): Promise<string[]> {
  // Colours are only final once every transition has ended (the menu drawer fades and slides in: read midway,
  // its language switch once measured too little contrast).
  // Endless ones (a spinner, a skeleton's pulse) never finish and are not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  )
  let builder = new AxeBuilder({ page }).withTags(WCAG)
  for (const selector of selectors) builder = builder.include(selector)
  const { violations } = await builder.analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`))
}

/**
 * Presses Tab until the element matching `selector` has focus, and returns the stops on the way (the target
 * included) that showed no focus indicator: no outline, no ring, and no focus-visible mark on their control.
 */
async function tabTo(page: Page, selector: string, most = 150): Promise<string[]> {
  const unseen: string[] = []
  for (let i = 0; i < most; i++) {
    await page.keyboard.press('Tab')
    const stop = await page.evaluate((target) => {
      const el = document.activeElement as HTMLElement | null
      if (!el || el === document.body) return { reached: false, shown: true, name: 'body' }
      const shows = (node: Element | null) => {
        if (!node) return false
        const s = getComputedStyle(node)
        return (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || s.boxShadow !== 'none'
      }
      // A native box inside a label may show its focus on the label (the class and goods tiles do).
      const label = el.closest('label')
      const control = label?.querySelector('[data-focus-visible]') ?? null
      const shown = shows(el) || control !== null || (label !== null && shows(label))
      const name = `${el.tagName.toLowerCase()}[${el.getAttribute('data-testid') ?? el.getAttribute('aria-label') ?? el.textContent?.slice(0, 30) ?? ''}]`
      return { reached: el.matches(target), shown, name }
    }, selector)
    if (!stop.shown) unseen.push(stop.name)
    if (stop.reached) return unseen
  }
  throw new Error(`Tab never reached ${selector}`)
}

test('the header and the wizard stepper have no serious axe problems, on a wide and a small screen', async ({
  page,
}) => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport)
    await openSignedIn(page, 'home')
    await expect(page.getByTestId('notice-count')).toBeVisible()
    expect(await axeProblems(page, ['header'])).toEqual([])

    await page.goto('Mainland_China_Applications')
    const chooser = page.getByTestId('draft-chooser')
    const wizard = page.locator('[data-testid="wizard"][data-step="fillInInformation"]')
    await expect(chooser.or(wizard)).toBeVisible()
    if (await chooser.isVisible()) await chooser.getByRole('button').first().click()
    await expect(page.getByTestId('wizard-stepper')).toBeVisible()
    expect(await axeProblems(page, ['header', '[data-testid="wizard-stepper"]'])).toEqual([])
    await expect(page.getByTestId('wizard-stepper').getByRole('listitem')).toHaveCount(4)
  }
  // The small screen's menu drawer, open.
  await page.getByTestId('menu-button').click()
  await expect(page.getByTestId('menu-drawer')).toBeVisible()
  expect(await axeProblems(page, ['[data-testid="menu-drawer"]'])).toEqual([])
})

test('the header controls and the quick search work with the keyboard alone, focus always visible', async ({
  page,
}) => {
  await openSignedIn(page, 'home')
  await expect(page.getByTestId('quick-search-input')).toBeVisible()
  // From the top of the page through every header control to the search box.
  expect(await tabTo(page, '[data-testid="quick-search-input"]')).toEqual([])
  await page.keyboard.type('华为')
  await page.keyboard.press('Enter')
  await expectPath(page, '/query/result')
  await expect(page).toHaveURL(/tradeMarkText=%E5%8D%8E%E4%B8%BA/)
})

test('the first registration step can be completed with the keyboard alone, focus always visible', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en'))
  await openSignedIn(page, 'Mainland_China_Applications')
  const chooser = page.getByTestId('draft-chooser')
  const wizard = page.locator('[data-testid="wizard"][data-step="fillInInformation"]')
  await expect(chooser.or(wizard)).toBeVisible()
  if (await chooser.isVisible()) {
    expect(await tabTo(page, '[data-testid="draft-chooser"] button')).toEqual([])
    await page.keyboard.press('Enter')
  }
  await expect(wizard).toBeVisible()
  await expect(page.getByTestId('mark-name')).toBeVisible()

  const unseen: string[] = []
  const go = async (selector: string, key: 'Enter' | 'Space' | null = 'Enter') => {
    unseen.push(...(await tabTo(page, selector)))
    if (key) await page.keyboard.press(key)
  }

  await go('[data-testid="mark-name"]', null)
  await page.keyboard.type('Yunshan Cloud')
  await go('[data-testid="open-generator"]')
  await go('[data-testid="specimen-generate"]')
  await expect(page.getByTestId('specimen-image-meta')).toBeVisible()

  await go('[data-testid="choose-classes"]')
  await expect(page.getByTestId('class-picker-confirm')).toBeVisible()
  await go('[data-testid="pick-09"] input', 'Space')
  await go('[data-testid="class-picker-confirm"]')
  await expect(page.getByTestId('class-picker-confirm')).toBeHidden()
  await go('[data-testid="std-090101"] input', 'Space')
  await go('[data-testid="std-090104"] input', 'Space')
  await expect(page.getByTestId('chosen-item')).toHaveCount(2)

  await go('[data-testid="use-default-applicant"]')
  await expect(page.getByTestId('applicant-card').first()).toBeVisible()
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved')
  await go('[data-testid="info-submit"]')
  await expect(page.getByTestId('wizard')).toHaveAttribute('data-step', 'payment')
  expect(unseen).toEqual([])
})
