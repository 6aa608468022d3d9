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

/** A Beijing business day `days` from today, 'YYYY-MM-DD'. */
function beijingDay(days: number): string {
  const at = new Date(Date.now() + days * 86_400_000)
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(at)
}

// The licence record (/brandPermit/extension) on the one service shape, in Chinese.
test('a licence record: the licensee from the book, an ordinary licence for part of the goods, a reload, payment and the filed licence', async ({
  page,
}) => {
  await startServiceDraft(page, 'brandPermit')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('商标使用许可备案')
  await page.getByTestId('choose-35126478').click()
  await page.getByTestId('select-trademark-submit').click()

  // perfectInformation: every field is checked before the order.
  await expectServiceStep(page, 'brandPermit', 'perfectInformation')
  await page.getByTestId('licence-information-submit').click()
  await expect(page.getByTestId('step-issues')).toBeVisible()
  const select = page.getByTestId('licensee-party-select')
  const values = await select.locator('option').evaluateAll((options) =>
    options
      .map((o) => o as HTMLOptionElement)
      .filter((o) => o.value && o.value !== 'app-demo-01' && /有限公司/.test(o.text))
      .map((o) => o.value),
  )
  await select.selectOption(values[0]!)
  await expect(page.getByTestId('licensee-party-lines')).toBeVisible()
  await page.getByTestId('licence-type-ordinary').click()
  await page.getByTestId('licence-start').fill(beijingDay(7))
  // An end before the start is refused in words.
  await page.getByTestId('licence-end').fill(beijingDay(3))
  await page.getByTestId('licence-information-submit').click()
  await expect(page.getByTestId('licence-terms')).toContainText('结束')
  await page.getByTestId('licence-end').fill(beijingDay(25))
  // Part of the registered goods.
  const items = page.getByTestId('licence-goods-0-item')
  await expect(items.first()).toBeVisible()
  await items.first().click()
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved')
  await shot(page, 'licence-information')

  // A reload keeps what was entered.
  await page.reload()
  await expectServiceStep(page, 'brandPermit', 'perfectInformation')
  await expect(page.getByTestId('licence-start')).toHaveValue(beijingDay(7))
  await page.getByTestId('licence-information-submit').click()

  await expectServiceStep(page, 'brandPermit', 'payment')
  await payWithDemoPay(page)

  await expectServiceStep(page, 'brandPermit', 'provideDocument')
  await uploadDocuments(page, ['licenceRecordForm', 'holderId', 'licenseeId', 'powerOfAttorney'])

  await expectServiceStep(page, 'brandPermit', 'confirm')
  await expect(page.getByTestId('licence-summary')).toContainText('普通使用许可')
  await shot(page, 'licence-confirm')
  await submitAndOpenOrder(page, '查看订单', '/order/detailTrademarkInfor/brandPermitDetail')
  await expect(page.getByTestId('licence-summary')).toContainText('35126478')
  await expect(page.getByTestId('licence-summary-goods')).not.toBeEmpty()
  await shot(page, 'licence-detail')
})

// The removal (/logOff/extension) on the same shape, in English: part of a mark's goods given up.
test('a removal of some goods: the goods given up, the reason, payment and the filed removal', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en'))
  await startServiceDraft(page, 'logOff')
  // A mark whose term has ended needs no removal, and says so.
  await expect(page.locator('[data-testid="service-mark-row"][data-regno="35126502"]')).toHaveAttribute(
    'data-eligible',
    'false',
  )
  await page.getByTestId('choose-35126478').click()
  await page.getByTestId('select-trademark-submit').click()

  await expect(page.getByTestId('wizard')).toHaveAttribute('data-step', 'perfectInformation')
  await page.getByTestId('removal-scope-0-partial').click()
  await page.getByTestId('removal-information-submit').click()
  await expect(page.getByTestId('step-issues')).toBeVisible()
  await page.getByTestId('removal-goods-0-item').first().click()
  await page.getByTestId('removal-reason-choice-noLongerUsed').click()
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved')
  await page.getByTestId('removal-information-submit').click()

  await expect(page.getByTestId('wizard')).toHaveAttribute('data-step', 'payment')
  await payWithDemoPay(page)
  await expect(page.getByTestId('wizard')).toHaveAttribute('data-step', 'provideDocument')
  await uploadDocuments(page, ['removalApplication', 'holderId', 'powerOfAttorney'])
  await expect(page.getByTestId('wizard')).toHaveAttribute('data-step', 'confirm')
  await expect(page.getByTestId('removal-summary-scope')).toBeVisible()
  await shot(page, 'licence-removal-confirm')
  await submitAndOpenOrder(page, 'View the order', '/order/detailTrademarkInfor/annotationDetail')
  await expect(page.getByTestId('removal-summary-removed')).not.toBeEmpty()
})
