import { expect, type Page } from '@playwright/test'
import { pdf } from './registration-pages'
import { openSignedIn, pathOf } from './support'

/** Saves a full-page screenshot as `<SHOTS_DIR>/<name>.png` when SHOTS_DIR is set (to look at the pages). */
export async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) {
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true })
  }
}

/** The service wizard shows `step`, at its URL /<slug>/extension/<step>. */
export async function expectServiceStep(page: Page, slug: string, step: string) {
  await expect(page.getByTestId('wizard')).toHaveAttribute('data-step', step)
  await expect.poll(() => pathOf(page)).toBe(`/${slug}/extension/${step}`)
}

/** A new draft of the service `slug` at selectTrademark (the account may have drafts: a new one is started). */
export async function startServiceDraft(page: Page, slug: string, userId?: string) {
  await openSignedIn(page, `${slug}/extension/selectTrademark`, userId)
  const chooser = page.getByTestId('draft-chooser')
  const first = page.locator('[data-testid="wizard"][data-step="selectTrademark"]')
  await expect(chooser.or(first)).toBeVisible()
  if (await chooser.isVisible()) await chooser.getByRole('button').first().click()
  await expectServiceStep(page, slug, 'selectTrademark')
}

/** Uploads a PDF into each document slot of `kinds` and waits until each slot lists its file. */
export async function uploadDocuments(page: Page, kinds: readonly string[]) {
  for (const kind of kinds) {
    await page.getByTestId(`document-input-${kind}`).setInputFiles(pdf(`${kind}.pdf`))
    await expect(page.getByTestId(`document-slot-${kind}`)).toContainText(`${kind}.pdf`)
  }
  await page.getByTestId('documents-submit').click()
}

/** Submits the confirm step and opens the order it made (the done view's link, `linkName` in the page language). */
export async function submitAndOpenOrder(page: Page, linkName: string, detailPath: string) {
  await page.getByTestId('confirm-submit').click()
  await expect(page.getByTestId('wizard-done')).toBeVisible()
  await page.getByRole('link', { name: linkName, exact: true }).click()
  await expect.poll(() => pathOf(page)).toBe(detailPath)
}
