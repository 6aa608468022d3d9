import { expect, test, type Page } from '@playwright/test'
import { payWithDemoPay, pdf } from './registration-pages'
import { expectServiceStep, shot, startServiceDraft, submitAndOpenOrder } from './services-pages'
import { DEMO_USERS, openSignedIn } from './support'

// The contested procedures (issue 13) on the services' shape: an opposition end to end in Chinese, a refusal
// review whose period is over, and an invalidation in English. Their rules are walked in vitest
// (src/domain/services/contested.test.ts, mock-server/handlers/services-contested.test.ts); these walk the pages.

const row = (page: Page, regNo: string) =>
  page.locator(`[data-testid="service-mark-row"][data-regno="${regNo}"]`)

/** Uploads each kind's PDF and, for evidence, two files described in the evidence list. */
async function provideDocuments(
  page: Page,
  kinds: readonly string[],
  evidence: { title: string; proves: string },
) {
  for (const kind of kinds) {
    await page.getByTestId(`document-input-${kind}`).setInputFiles(pdf(`${kind}.pdf`))
    await expect(page.getByTestId(`document-slot-${kind}`)).toContainText(`${kind}.pdf`)
  }
  await page
    .getByTestId('document-input-evidence')
    .setInputFiles([pdf('evidence-1.pdf'), pdf('evidence-2.pdf')])
  await expect(page.getByTestId('evidence-item')).toHaveCount(2)
  // Every evidence file is described before the step goes on.
  await page.getByTestId('documents-submit').click()
  await expect(page.getByTestId('step-issues')).toBeVisible()
  for (const i of [0, 1]) {
    await page.getByTestId(`evidence-title-${i}`).fill(`${evidence.title} ${i + 1}`)
    await page.getByTestId(`evidence-proves-${i}`).fill(evidence.proves)
    await page.getByTestId(`evidence-pages-${i}`).fill(String(8 + i))
  }
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved')
  await page.getByTestId('documents-submit').click()
}

test('an opposition in Chinese: a mark in its opposition period, grounds, a cited mark, evidence, payment', async ({
  page,
}) => {
  await startServiceDraft(page, 'opposition')
  // The register's marks in their opposition period are searched on the server; a closed period says so.
  await page.getByTestId('service-mark-search').fill('杉数云')
  await expect(row(page, '72345107')).toHaveAttribute('data-eligible', 'false')
  await expect(row(page, '72345107').getByTestId('mark-refusal')).toHaveText('该商标的异议期已届满')
  await page.getByTestId('service-mark-search').fill('云杉智联')
  await expect(row(page, '72345018')).toHaveAttribute('data-eligible', 'true')
  await expect(row(page, '72345018').getByTestId('row-last')).toContainText('异议截止日')
  await page.getByTestId('choose-72345018').click()
  await page.getByTestId('select-trademark-submit').click()

  await expectServiceStep(page, 'opposition', 'perfectInformation')
  await expect(page.getByTestId('filing-deadline')).toContainText('提交截止日')
  // Nothing filled in: every part says what it needs.
  await page.getByTestId('contested-information-submit').click()
  await expect(page.getByTestId('step-issues')).toContainText('请至少选择一项理由')
  await page.getByTestId('contested-party-field-select').selectOption('app-demo-01')
  await page.getByTestId('ground-priorMark').click()
  await page.getByTestId('cited-search').fill('35126478')
  await page.getByTestId('cited-search-submit').click()
  await page.getByTestId('cite-35126478').click()
  await expect(page.getByTestId('cited-mark')).toContainText('云杉智能')
  await page.getByTestId('contested-facts-text').fill('<b>近似</b>')
  await page.getByTestId('contested-information-submit').click()
  await expect(page.getByTestId('step-issues')).toContainText('请填写纯文本')
  await page
    .getByTestId('contested-facts-text')
    .fill(
      '被异议商标“云杉智联”与异议人在先注册的“云杉智能”商标文字构成、呼叫高度近似，指定商品类似，易造成混淆。',
    )
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved')
  // A reload keeps everything typed.
  await page.reload()
  await expect(page.getByTestId('contested-facts-text')).toHaveValue(/云杉智联/)
  await expect(page.getByTestId('cited-mark')).toContainText('35126478')
  await page.getByTestId('contested-information-submit').click()

  await expectServiceStep(page, 'opposition', 'reminder')
  await expect(page.getByTestId('reminder-todo')).toContainText('在先权利证明')
  await page.getByTestId('contested-reminder-submit').click()
  await expect(page.getByTestId('step-issues')).toContainText('请选择证据是随申请一并提交还是保留补充')
  await page.getByTestId('evidence-plan-now').click()
  await page.getByTestId('contested-reminder-submit').click()

  await expectServiceStep(page, 'opposition', 'payment')
  await payWithDemoPay(page)
  await expectServiceStep(page, 'opposition', 'provideDocument')
  await provideDocuments(
    page,
    ['oppositionApplication', 'requesterId', 'gazettePage', 'priorRightProof', 'powerOfAttorney'],
    {
      title: '在先商标注册证',
      proves: '异议人在先注册并使用“云杉智能”商标',
    },
  )
  await expectServiceStep(page, 'opposition', 'confirm')
  await expect(page.getByTestId('contested-summary')).toContainText('云杉智能 (35126478)')
  await shot(page, 'contested-opposition-confirm')
  await submitAndOpenOrder(page, '查看订单', '/order/detailTrademarkInfor/oppsitonDetail')
  await expect(page.getByTestId('contested-summary-evidence')).toContainText('在先商标注册证 1')
  await shot(page, 'contested-opposition-detail')
})

test('a refusal review is refused once its 15-day period is over; an open one shows its last day', async ({
  page,
}) => {
  // From the home page's deadline: the review starts with that application chosen.
  await openSignedIn(page, 'home', DEMO_USERS.agency.id)
  const deadline = page.getByTestId('deadline-item').filter({ hasText: 'HUAXIN' })
  await deadline.getByTestId('deadline-request-review').click()
  await expectServiceStep(page, 'refusal', 'selectTrademark')
  await expect(page.getByTestId('chosen-mark')).toContainText('56672019')
  // Refused about seven weeks ago: the review period ended, the row says so and cannot be chosen.
  await expect(row(page, '53316608')).toHaveAttribute('data-eligible', 'false')
  await expect(row(page, '53316608').getByTestId('mark-refusal')).toHaveText('该驳回的十五日复审期限已届满')
  await expect(row(page, '53316608').getByTestId('row-last')).toContainText('复审期限已于')
  await expect(page.getByTestId('choose-53316608').locator('input')).toBeDisabled()
  // Refused twelve days ago: open, counted from the deemed receipt.
  await expect(row(page, '56672019')).toHaveAttribute('data-eligible', 'true')
  await page.getByTestId('select-trademark-submit').click()
  await expectServiceStep(page, 'refusal', 'perfectInformation')
  await expect(page.getByTestId('filing-deadline')).toContainText('自推定送达日')
  // The refusal's own cited mark is offered; a receipt day before the refusal was sent is refused.
  await expect(page.getByTestId('refusal-cites')).toContainText('HUAXIN LAW')
  await page.getByTestId('refusal-received').fill('2020-01-01')
  await page.getByTestId('contested-information-submit').click()
  await expect(page.getByTestId('step-issues')).toContainText('收文日期不能早于驳回通知发文日')
  await shot(page, 'contested-refusal-information')
})

test('an invalidation in English: relative grounds after five years need bad faith; evidence; the filed request', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en'))
  await startServiceDraft(page, 'Invalidation')
  await page.getByTestId('service-mark-search').fill('18820496')
  await expect(row(page, '18820496').getByTestId('row-relative')).toContainText('Relative grounds closed')
  await page.getByTestId('choose-18820496').click()
  await page.getByTestId('select-trademark-submit').click()

  await expectServiceStep(page, 'Invalidation', 'perfectInformation')
  await expect(page.getByTestId('relative-window')).toContainText('ended on')
  await page.getByTestId('contested-party-field-select').selectOption('app-demo-01')
  await page.getByTestId('ground-priorMark').click()
  await page.getByTestId('cited-search').fill('云杉智能')
  await page.getByTestId('cited-search-submit').click()
  await page.getByTestId('cite-35126478').click()
  await page
    .getByTestId('contested-facts-text')
    .fill(
      'The contested mark copies the requester’s prior mark 云杉智能 and was filed to trade on its reputation.',
    )
  await page.getByTestId('evidence-plan-now').click()
  await page.getByTestId('contested-information-submit').click()
  await expect(page.getByTestId('step-issues')).toContainText('within 5 years of registration')
  await page.getByTestId('ground-badFaith').click()
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved')
  await page.getByTestId('contested-information-submit').click()

  await expectServiceStep(page, 'Invalidation', 'payment')
  await payWithDemoPay(page)
  await expectServiceStep(page, 'Invalidation', 'provideDocument')
  await provideDocuments(
    page,
    ['invalidationApplication', 'requesterId', 'priorRightProof', 'powerOfAttorney'],
    {
      title: 'Prior registration certificate',
      proves: 'The requester registered 云杉智能 before the contested mark was filed',
    },
  )
  await expectServiceStep(page, 'Invalidation', 'confirm')
  await shot(page, 'contested-invalidation-confirm')
  await submitAndOpenOrder(page, 'View the order', '/order/detailTrademarkInfor/oppsitonDetail')
  await expect(page.getByTestId('contested-summary')).toContainText('Pre-emptive registration in bad faith')
})

test('a registered mark’s record starts a non-use cancellation with that mark chosen', async ({ page }) => {
  // TM0000001 (轩凤, 67111165) of the fixed-seed register was registered in May 2022: over 3 years.
  await openSignedIn(page, 'query/detail?id=TM0000001')
  await expect(page.getByTestId('contest-opposition')).toHaveCount(0)
  await page.getByTestId('contest-nonuseCancellation').click()
  await expectServiceStep(page, 'nonuseCancellation', 'selectTrademark')
  await expect(page.getByTestId('chosen-mark')).toContainText('67111165')
  await expect(row(page, '67111165').getByTestId('row-registered')).toBeVisible()
})
