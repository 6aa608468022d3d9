import { expect, test, type Page } from '@playwright/test'
import { payWithDemoPay, pdf } from './registration-pages'
import { openSignedIn, pathOf } from './support'

test.describe.configure({ timeout: 240_000 })

const SHOTS = process.env.SHOTS_DIR
async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/assignment-${name}.png`, fullPage: true })
}

async function expectStep(page: Page, name: string) {
  await expect(page.getByTestId('wizard')).toHaveAttribute('data-step', name)
  await expect.poll(() => pathOf(page)).toBe(`/assignment/extension/${name}`)
}

// The assignment flow (/assignment/extension) on the one service shape: 云杉智能 assigned, and the holder's
// similar marks on similar goods (商标法 Art 42) forced into the supplement step.
test('an assignment: the assignor on record, an assignee from the book, the related marks decided in the supplement, a reload, payment and the filed assignment', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en'))
  await openSignedIn(page, 'assignment/extension/selectTrademark')
  const chooser = page.getByTestId('draft-chooser')
  const first = page.locator('[data-testid="wizard"][data-step="selectTrademark"]')
  await expect(chooser.or(first)).toBeVisible()
  if (await chooser.isVisible()) await chooser.getByRole('button').first().click()
  await expectStep(page, 'selectTrademark')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Trademark assignment')

  // An invalid mark cannot be assigned, and says why.
  const invalid = page.locator('[data-testid="service-mark-row"][data-regno="60411829"]')
  await expect(invalid).toHaveAttribute('data-eligible', 'false')
  await page.getByTestId('choose-35126478').click()
  await expect(page.getByTestId('chosen-mark')).toHaveCount(1)
  await page.getByTestId('select-trademark-submit').click()

  // perfectInformation: the assignor is read from the register, the assignee chosen from the book.
  await expectStep(page, 'perfectInformation')
  await expect(page.getByTestId('assignor-lines')).toContainText('Shanghai Yunshan')
  await expect(page.getByTestId('related-count')).toContainText('2')
  await page.getByTestId('assignment-information-submit').click()
  await expect(page.getByTestId('step-issues')).toBeVisible()
  const select = page.getByTestId('assignee-select')
  // A mainland company of the book other than the holder (a foreign one would need its Chinese name too).
  const values = await select.locator('option').evaluateAll((options) =>
    options
      .map((o) => o as HTMLOptionElement)
      .filter((o) => o.value && o.value !== 'app-demo-01' && /Co\., Ltd\.|有限公司/.test(o.text))
      .map((o) => o.value),
  )
  await select.selectOption(values[0]!)
  await expect(page.getByTestId('assignee-lines')).toBeVisible()
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved')
  await shot(page, 'information')
  await page.getByTestId('assignment-information-submit').click()

  // supplement: each related mark must be assigned too, or kept with a reason.
  await expectStep(page, 'supplement')
  await page.getByTestId('assignment-supplement-submit').click()
  await expect(page.getByTestId('related-error-35126502')).toBeVisible()
  await page.getByTestId('related-choice-35126502-include').click()
  await page.getByTestId('related-choice-41870233-keep').click()
  await page
    .getByTestId('related-reason-41870233')
    .fill('Already assigned to the same assignee in a separate filing.')
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved')

  // A reload keeps the decisions.
  await page.reload()
  await expectStep(page, 'supplement')
  await expect(page.getByTestId('related-reason-41870233')).toHaveValue(
    'Already assigned to the same assignee in a separate filing.',
  )
  await shot(page, 'supplement')
  await page.getByTestId('assignment-supplement-submit').click()

  await expectStep(page, 'payment')
  await payWithDemoPay(page)

  await expectStep(page, 'provideDocument')
  for (const kind of ['assignmentApplication', 'assignorIdentity', 'assigneeIdentity', 'powerOfAttorney']) {
    const input = page.getByTestId(`document-input-${kind}`)
    await input.setInputFiles(pdf(`${kind}.pdf`))
    await expect(page.getByTestId(`document-slot-${kind}`)).toContainText(`${kind}.pdf`)
  }
  await page.getByTestId('documents-submit').click()

  await expectStep(page, 'confirm')
  await expect(page.getByTestId('filed-assignment')).toContainText('35126502')
  await shot(page, 'confirm')
  await page.getByTestId('confirm-submit').click()
  await expect(page.getByTestId('wizard-done')).toBeVisible()
  await page.getByRole('link', { name: 'View the order' }).click()

  await expect.poll(() => pathOf(page)).toBe('/order/detailTrademarkInfor/assignmentDetail')
  await expect(page.getByTestId('filed-marks')).toContainText('35126478')
  await expect(page.getByTestId('filed-marks')).toContainText('35126502')
  await expect(page.getByTestId('filed-kept')).toContainText('41870233')
  await shot(page, 'detail')
})
