import { expect, test } from '@playwright/test'
import { payWithDemoPay } from './registration-pages'
import {
  expectServiceStep,
  shot,
  startServiceDraft,
  submitAndOpenOrder,
  uploadDocuments,
} from './services-pages'

test.describe.configure({ timeout: 240_000 })

// The assignment flow (/assignment/extension) on the one service shape: 云杉智能 assigned, and the holder's
// similar marks on similar goods (商标法 Art 42) forced into the supplement step.
test('an assignment: the assignor on record, an assignee from the book, the related marks decided in the supplement, a reload, payment and the filed assignment', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en'))
  await startServiceDraft(page, 'assignment')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Trademark assignment')

  // An invalid mark cannot be assigned, and says why.
  const invalid = page.locator('[data-testid="service-mark-row"][data-regno="60411829"]')
  await expect(invalid).toHaveAttribute('data-eligible', 'false')
  await page.getByTestId('choose-35126478').click()
  await expect(page.getByTestId('chosen-mark')).toHaveCount(1)
  await page.getByTestId('select-trademark-submit').click()

  // perfectInformation: the assignor is read from the register, the assignee chosen from the book.
  await expectServiceStep(page, 'assignment', 'perfectInformation')
  await expect(page.getByTestId('assignor-lines')).toContainText('Shanghai Yunshan')
  await expect(page.getByTestId('related-count')).toContainText('2')
  await page.getByTestId('assignment-information-submit').click()
  await expect(page.getByTestId('step-issues')).toBeVisible()
  const select = page.getByTestId('assignee-party-select')
  // A mainland company of the book other than the holder (a foreign one would need its Chinese name too).
  const values = await select.locator('option').evaluateAll((options) =>
    options
      .map((o) => o as HTMLOptionElement)
      .filter((o) => o.value && o.value !== 'app-demo-01' && /Co\., Ltd\.|有限公司/.test(o.text))
      .map((o) => o.value),
  )
  await select.selectOption(values[0]!)
  await expect(page.getByTestId('assignee-party-lines')).toBeVisible()
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved')
  await shot(page, 'assignment-information')
  await page.getByTestId('assignment-information-submit').click()

  // supplement: each related mark must be assigned too, or kept with a reason.
  await expectServiceStep(page, 'assignment', 'supplement')
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
  await expectServiceStep(page, 'assignment', 'supplement')
  await expect(page.getByTestId('related-reason-41870233')).toHaveValue(
    'Already assigned to the same assignee in a separate filing.',
  )
  await shot(page, 'assignment-supplement')
  await page.getByTestId('assignment-supplement-submit').click()

  await expectServiceStep(page, 'assignment', 'payment')
  await payWithDemoPay(page)

  await expectServiceStep(page, 'assignment', 'provideDocument')
  await uploadDocuments(page, [
    'assignmentApplication',
    'assignorIdentity',
    'assigneeIdentity',
    'powerOfAttorney',
  ])

  await expectServiceStep(page, 'assignment', 'confirm')
  await expect(page.getByTestId('filed-assignment')).toContainText('35126502')
  await shot(page, 'assignment-confirm')
  await submitAndOpenOrder(page, 'View the order', '/order/detailTrademarkInfor/assignmentDetail')
  await expect(page.getByTestId('filed-marks')).toContainText('35126478')
  await expect(page.getByTestId('filed-marks')).toContainText('35126502')
  await expect(page.getByTestId('filed-kept')).toContainText('41870233')
  await shot(page, 'assignment-detail')
})
