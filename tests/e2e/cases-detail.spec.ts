import { expect, test } from '@playwright/test'
import { businessToday } from '../../src/domain/clock'
import { addMonths, parseIsoDate, toIsoDate } from '../../src/domain/dates'
import { pdfPages } from './pdf-text'
import { shot } from './services-pages'
import { openSignedIn } from './support'

const monthsAgo = (months: number) => toIsoDate(addMonths(parseIsoDate(businessToday())!, -months))

test('a case created in Chinese with a bad number, then its derived deadline changed by a status update and its summary PDF', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await openSignedIn(page, 'brandManagement/detail?mode=new')
  const form = page.getByTestId('case-form')
  await form.getByTestId('case-mark').fill('星河测试')
  await form.getByTestId('case-application-no').fill('7123A567')
  await form.getByTestId('case-classes').fill('9 35')
  await form.getByTestId('case-goods-09').fill('计算机程序\n<b>手机应用</b>')
  await form.getByTestId('case-applicant').fill('云杉科技有限公司')
  await form.getByTestId('case-reference').fill('E2E-001')
  // Registered 9 years 8 months ago: the term ends in 4 months, so the renewal window is open.
  await form.getByTestId('case-filing-date').fill(monthsAgo(12 * 10 + 6))
  await form.getByTestId('case-registration-date').fill(monthsAgo(12 * 9 + 8))
  await form.getByTestId('case-save').click()
  await expect(form.getByText('中国商标申请号只能是 5–12 位数字，例如 35126478')).toBeVisible()
  await expect(form.getByText('填写了注册日期，请同时填写注册号')).toBeVisible()
  await shot(page, 'case-form-errors-zh')

  // A reload keeps what was typed.
  await page.reload()
  await expect(page.getByTestId('case-draft-restored')).toBeVisible()
  await expect(form.getByTestId('case-mark')).toHaveValue('星河测试')
  await form.getByTestId('case-application-no').fill('71234567')
  await form.getByTestId('case-registration-no').fill('71234567')
  await form.getByTestId('case-save').click()

  await expect(page.getByTestId('case-mark-name')).toHaveText('星河测试')
  await expect(page.getByTestId('case-status')).toHaveText('已注册')
  const renewal = page.getByTestId('case-deadline-summary').locator('[data-kind="renewalDue"]')
  await expect(renewal).toContainText('续展')
  await shot(page, 'case-detail-zh')

  // A tab whose call fails says so in place, and 重试 loads it again.
  await page.evaluate(() => window.server!.injectFailure('brandmanagement/getIntclsDetails', { status: 500 }))
  await page.getByTestId('case-tab-goods').click()
  const goodsFailed = page.getByTestId('load-failed')
  await expect(goodsFailed).toContainText('商品/服务加载失败')
  await shot(page, 'case-goods-failed-zh')
  await goodsFailed.getByRole('button', { name: '重试' }).click()
  await expect(goodsFailed).toHaveCount(0)
  // Typed markup stays text.
  await expect(page.getByTestId('case-goods').getByText('<b>手机应用</b>')).toBeVisible()

  await page.getByTestId('case-tab-process').click()
  await page.getByTestId('event-code').selectOption('renewed')
  await page.getByTestId('event-note').fill('已向商标局提交续展')
  await page.getByTestId('event-submit').click()
  await expect(page.getByTestId('event-change')).toContainText('不再需要：续展')
  await expect(renewal).toHaveCount(0)
  await expect(page.getByTestId('process-event').last()).toContainText('续展注册')
  await shot(page, 'case-process-zh')

  await page.getByTestId('case-tab-history').click()
  await expect(page.getByTestId('history-row').first()).toContainText('记录状态更新')

  await page.getByTestId('case-tab-agents').click()
  await expect(page.getByTestId('case-member')).toContainText('记录过状态更新')
  await page.getByTestId('case-tab-deadlines').click()
  await shot(page, 'case-deadlines-zh')

  await page.getByTestId('case-leaflet').click()
  await expect(page.getByTestId('leaflet-frame')).toBeVisible({ timeout: 30_000 })
  await shot(page, 'case-leaflet-zh')
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('leaflet-download').click(),
  ])
  expect(download.suggestedFilename()).toBe('case-summary-E2E-001.pdf')
  if (process.env.SHOTS_DIR) await download.saveAs(`${process.env.SHOTS_DIR}/case-summary-zh.pdf`)
  const text = (await pdfPages(download)).join('\n')
  expect(text).toContain('案件摘要：星河测试')
  expect(text).toContain('记录状态更新')
})

test('the case pages in English: a Madrid case, the status matrix and the activity record', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en'))
  await openSignedIn(page, 'brandManagement/detail?mode=new')
  const form = page.getByTestId('case-form')
  await page.getByTestId('case-office-select').selectOption('WIPO')
  await form.getByTestId('case-mark').fill('NORTHWIND')
  await form.getByTestId('case-registration-no').fill('12345')
  await form.getByTestId('case-classes').fill('09')
  await form.getByTestId('case-applicant').fill('云杉科技有限公司')
  await form.getByTestId('case-save').click()
  await expect(
    form.getByText('A Madrid international registration number has 6 or 7 digits, e.g. 1523456'),
  ).toBeVisible()
  await expect(form.getByText('A Madrid case designates at least one member')).toBeVisible()
  await shot(page, 'case-form-errors-en')
  await form.getByTestId('case-registration-no').fill('1523456')
  await form.getByTestId('case-filing-date').fill(monthsAgo(24))
  await form.getByTestId('case-registration-date').fill(monthsAgo(24))
  await form.getByTestId('case-designation-pick').selectOption('US')
  await form.getByRole('button', { name: 'Add' }).click()
  await form.getByTestId('case-save').click()
  await expect(page.getByTestId('case-office')).toContainText('Madrid (WIPO)')
  await expect(page.getByTestId('case-deadline-summary')).toContainText('Madrid dependency period ends')
  await shot(page, 'case-detail-en')
  await page.evaluate(() =>
    window.server!.injectFailure('brandmanagement/getCasemanagementAgents', { status: 500 }),
  )
  await page.getByTestId('case-tab-agents').click()
  const agentsFailed = page.getByTestId('load-failed')
  await expect(agentsFailed).toContainText('The team could not be loaded')
  await shot(page, 'case-agents-failed-en')
  await agentsFailed.getByRole('button', { name: 'Retry' }).click()
  await expect(page.getByTestId('case-agents')).toBeVisible()

  await page.goto('caseStatus')
  const matrix = page.getByTestId('case-status-matrix')
  await expect(matrix).toBeVisible()
  await shot(page, 'case-status-en')
  const registeredInChina = page.getByTestId('status-row-registered').getByRole('link').first()
  await registeredInChina.click()
  await expect(page).toHaveURL(/caseManage\?.*status=registered/)

  await page.goto('record')
  await expect(page.getByTestId('history-row').first()).toContainText('NORTHWIND')
  await expect(page.getByTestId('history-row').first()).toContainText('Created the case')
  await shot(page, 'record-en')
})
