import { expect, test } from '@playwright/test'
import { payWithDemoPay } from './registration-pages'
import { DEMO_USERS } from './support'
import { shot, startServiceDraft, submitAndOpenOrder, uploadDocuments } from './services-pages'

test.describe.configure({ timeout: 240_000 })

// The certificate reissues on the one service shape: a lost registration certificate (29) in Chinese, and a
// mark with no change, transfer or renewal certificate refused for a type-30 reissue (in English).
test('a lost registration certificate reissued: the reason, a reload, payment and the filed reissue', async ({
  page,
}) => {
  await startServiceDraft(page, 'reissueProve')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('补发商标注册证')
  await page.getByTestId('choose-35126478').click()
  await page.getByTestId('select-trademark-submit').click()

  await expect(page.getByTestId('wizard')).toHaveAttribute('data-step', 'perfectInformation')
  await page.getByTestId('reissue-information-submit').click()
  await expect(page.getByTestId('step-issues')).toBeVisible()
  await page.getByTestId('reissue-reason-lost').click()
  await page.getByTestId('reissue-explanation').fill('2026年3月搬迁办公室时遗失。')
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved')
  await page.reload()
  await expect(page.getByTestId('reissue-explanation')).toHaveValue('2026年3月搬迁办公室时遗失。')
  await shot(page, 'reissue-information')
  await page.getByTestId('reissue-information-submit').click()

  await expect(page.getByTestId('wizard')).toHaveAttribute('data-step', 'payment')
  await payWithDemoPay(page)
  await expect(page.getByTestId('wizard')).toHaveAttribute('data-step', 'provideDocument')
  await uploadDocuments(page, ['powerOfAttorney', 'holderId'])
  await expect(page.getByTestId('wizard')).toHaveAttribute('data-step', 'confirm')
  await expect(page.getByTestId('reissue-summary-reason')).toHaveText('遗失')
  await submitAndOpenOrder(page, '查看订单', '/order/detailTrademarkInfor/annotationDetail')
  await expect(page.getByTestId('filed-service')).toContainText('35126478')
  await expect(page.getByTestId('reissue-summary-reason')).toHaveText('遗失')
  await shot(page, 'reissue-detail')
})

test('a type-30 reissue refuses a mark whose record shows no change, transfer or renewal certificate', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en'))
  await startServiceDraft(page, 'replacementAndRenewal', DEMO_USERS.agency.id)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    'Reissue of a change, transfer or renewal certificate',
  )
  const plain = page.locator('[data-testid="service-mark-row"][data-regno="29874561"]')
  await expect(plain).toHaveAttribute('data-eligible', 'false')
  await expect(plain.getByTestId('mark-refusal')).toBeVisible()
  await expect(page.locator('[data-testid="service-mark-row"][data-regno="50236784"]')).toHaveAttribute(
    'data-eligible',
    'true',
  )
})
