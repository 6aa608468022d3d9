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

// The change flow (/variable/extension) on the one service shape: a change of address of one mark, whose
// holder has other marks under the old address that the supplement step makes the user decide on.
test('a change of address: the holder on record, the new address, the related marks forced into the supplement, a reload, payment and the filed change on the order', async ({
  page,
}) => {
  await startServiceDraft(page, 'variable')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('商标变更')

  // A mark no longer in force cannot be changed, and says why.
  const invalid = page.locator('[data-testid="service-mark-row"][data-regno="60411829"]')
  await expect(invalid).toHaveAttribute('data-eligible', 'false')
  await page.getByTestId('service-mark-search').fill('35126478')
  await page.getByTestId('choose-35126478').click()
  await expect(page.getByTestId('chosen-mark')).toHaveCount(1)
  await shot(page, 'change-select')
  await page.getByTestId('select-trademark-submit').click()

  // perfectInformation: the registered holder, the kind of change, the new address in both languages.
  await expectServiceStep(page, 'variable', 'perfectInformation')
  await expect(page.getByTestId('change-holder')).toContainText('上海云杉智能科技有限公司')
  await page.getByTestId('change-information-submit').click()
  await expect(page.getByTestId('change-kind-error')).toBeVisible()
  await page.getByTestId('change-kind-address').click()
  await page.getByTestId('change-after-addressZh-input').fill('上海市浦东新区碧波路690号3号楼')
  await page.getByTestId('change-information-submit').click()
  // The English address on record must change too.
  await expect(page.getByTestId('change-after-addressEn')).toContainText('请一并填写变更后的地址')
  await page
    .getByTestId('change-after-addressEn-input')
    .fill('Building 3, No. 690 Bibo Road, Pudong New Area, Shanghai')
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved')
  await shot(page, 'change-information')

  // A reload keeps the step and what was typed.
  await page.reload()
  await expectServiceStep(page, 'variable', 'perfectInformation')
  await expect(page.getByTestId('change-after-addressZh-input')).toHaveValue('上海市浦东新区碧波路690号3号楼')
  await page.getByTestId('change-information-submit').click()

  // supplement: the holder's other marks under the old address must each be included or excluded.
  await expectServiceStep(page, 'variable', 'supplement')
  await expect(page.getByTestId('related-44561209')).toBeVisible()
  await page.getByTestId('change-supplement-submit').click()
  await expect(page.getByTestId('related-44561209-error')).toBeVisible()
  await page.getByTestId('related-include-all').click()
  await shot(page, 'change-supplement')
  await page.getByTestId('change-supplement-submit').click()

  await expectServiceStep(page, 'variable', 'payment')
  await payWithDemoPay(page)

  await expectServiceStep(page, 'variable', 'provideDocument')
  await uploadDocuments(page, ['powerOfAttorney', 'businessLicence'])

  await expectServiceStep(page, 'variable', 'confirm')
  await expect(page.getByTestId('filed-change')).toContainText('上海市浦东新区碧波路690号3号楼')
  await shot(page, 'change-confirm')
  // The order page: the change as filed, the chosen mark and the related marks it covers.
  await submitAndOpenOrder(page, '查看订单', '/order/detailTrademarkInfor/changeDetail')
  await expect(page.getByTestId('filed-change-kind')).toHaveText('变更注册人地址')
  await expect(page.getByTestId('filed-change')).toContainText('35126478')
  await expect(page.getByTestId('filed-change')).toContainText('44561209')
  // Each fee line names the mark it charges.
  await expect(page.getByTestId('fee-line-mark')).toHaveCount(6)
  await expect(page.getByTestId('fee-line-mark').first()).toHaveText('注册号 35126478')
  await shot(page, 'change-detail')
})
