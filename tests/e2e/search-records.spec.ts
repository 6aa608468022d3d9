import { expect, test, type Page } from '@playwright/test'
import { openSignedIn, pathOf } from './support'

// Values of the deterministic register (fixed seed).
// TM0001001 新智: a registered China word mark, priority claimed, 3 gazette notices, 1 judgement, 85 similar marks,
// 1 court notice (the hearing of that suit) and 1 CNIPA review decision (the revocation review the suit contested).
const XINZHI = { id: 'TM0001001', name: '新智', applicationNo: '69308498', similarTotal: 85 }
// TM0000011 PEAKCRAFT: its applicant AP000014 holds 69 marks (two pages of 56).
const PEAKCRAFT = { id: 'TM0000011', applicantId: 'AP000014', marks: 69 }
// TM0000033 SOGLOVEN: a US mark, kept in the foreign archive.
const US_MARK = 'TM0000033'

// The first record call of a page builds the 50,000-mark register in the browser.
test.describe.configure({ timeout: 120_000 })

async function open(page: Page, path: string, lang: 'en' | 'zh-CN' = 'en') {
  await page.addInitScript((l) => localStorage.setItem('lang', l), lang)
  await openSignedIn(page, path)
}

/** Follows a link inside the app (no reload, so the mock and its register stay up). */
async function go(page: Page, path: string) {
  await page.evaluate((target) => {
    history.pushState(history.state, '', target)
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }))
  }, `/platform/${path}`)
}

const LONG = { timeout: 60_000 }

test('the full record shows every field, goods in both languages, the timeline, renewal and similar marks', async ({
  page,
}) => {
  await open(page, `query/detail?id=${XINZHI.id}`)
  await expect(page.getByTestId('record-name')).toHaveText(XINZHI.name, LONG)
  await expect(page.getByTestId('fact-application-no')).toHaveText(XINZHI.applicationNo)
  await expect(page.getByTestId('fact-status')).toHaveText('Registered')
  await expect(page.getByTestId('fact-filing-date')).toHaveText('4 Mar 2022')
  // The term's last day by the rule set (the day before the tenth anniversary); renewal closes the next
  // working day, since 16 January 2033 is a Sunday.
  await expect(page.getByTestId('fact-expiry-date')).toHaveText('16 Jan 2033')

  // Goods in English first, then Chinese, for each class.
  const cls = page.locator('[data-class="03"]')
  await expect(cls.getByTestId('goods-en')).toContainText('cosmetics(0306); shampoos(0306)')
  await expect(cls.getByTestId('goods-zh')).toContainText(/化妆品（?\(?0306\)?）?；洗发液/)
  const order = await cls
    .locator('[data-testid^="goods-"]')
    .evaluateAll((els) => els.map((e) => e.dataset.testid))
  expect(order).toEqual(['goods-en', 'goods-zh'])

  const timeline = page.getByTestId('record-timeline')
  await expect(timeline.locator('[data-code]')).toHaveCount(5)
  await expect(timeline.locator('[data-code="priority"]')).toContainText('30 Oct 2021')
  await expect(timeline.locator('[data-code="registered"]')).toContainText('17 Jan 2023')
  await expect(timeline.locator('[data-code="expiry"]')).toHaveAttribute('data-state', 'due')

  await expect(page.getByTestId('renewal-status')).toHaveAttribute('data-status', 'scheduled')
  await expect(page.getByTestId('renewal-status')).toContainText('Renewal window opens 17 Jan 2032')

  await expect(page.getByTestId('party-applicant')).toContainText('Leanne Mayer')
  await expect(page.getByTestId('party-agent')).toContainText('Qingdao RuiHeng Intellectual Property Agency')
  await expect(page.getByTestId('similar-item')).toHaveCount(8, LONG)
  await expect(page.getByTestId('similar-item').first()).toContainText('XINZHI')
  await expect(page.getByTestId('notices-link')).toHaveText('3 gazette notices')
  await expect(page.getByTestId('archive-link')).toHaveText('China archive')
  await expect(page.getByTestId('record-export')).toBeVisible()

  // The whole similar group, 56 a page, and "Go to page" 2.
  await page.getByTestId('similar-more').click()
  await expect(page.getByTestId('group-page')).toHaveAttribute('data-group', 'similar')
  await expect(page.getByTestId('result-row')).toHaveCount(56, LONG)
  await expect(page.getByTestId('mark-list-range')).toHaveText(`1–56 of ${XINZHI.similarTotal}`)
  await page.getByLabel('Go to page').fill('2')
  await page.getByLabel('Go to page').press('Enter')
  await expect(page.getByTestId('result-row')).toHaveCount(XINZHI.similarTotal - 56)
  expect(new URL(page.url()).searchParams.get('page')).toBe('2')
  await expect(page.getByTestId('result-row').first()).toContainText('57')
})

test('the court records of a mark: its judgements, then a review decision opened from its tab', async ({
  page,
}) => {
  await open(page, `query/detail?id=${XINZHI.id}`)
  // The record links to each kind of record the mark has.
  await expect(page.getByTestId('review-cases-link')).toHaveText('1 review decision', LONG)
  await expect(page.getByTestId('court-notices-link')).toHaveText('1 court notice')
  await page.getByTestId('judgements-link').click()
  await expect(page.getByTestId('judgements-page')).toBeVisible()
  const row = page.getByTestId('judgement-row')
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('Plaintiff')
  const caseNo = (await page.getByTestId('judgement-link').textContent()) ?? ''
  expect(caseNo).toMatch(/^（\d{4}）.+号$/)
  await page.getByTestId('judgement-link').click()
  await expect(page.getByTestId('document-number')).toHaveText(caseNo)
  await expect(page.getByTestId('document-issuer')).toContainText('Court')
  for (const section of ['parties', 'procedure', 'claims', 'defence', 'findings', 'reasoning', 'judgement'])
    await expect(page.locator(`[data-section="${section}"]`)).toBeVisible()
  await expect(page.locator('[data-section="findings"]')).toContainText(XINZHI.applicationNo)
  await page.getByTestId('judgements-back').click()
  await expect(page.getByTestId('judgements-page')).toHaveAttribute('data-tab', 'judgements')

  // The review decisions are the third tab; the tab is in the URL.
  await expect(page.getByTestId('records-tab-reviews')).toHaveText('Review decisions (1)')
  await page.getByTestId('records-tab-reviews').click()
  await expect(page.getByTestId('judgements-page')).toHaveAttribute('data-tab', 'reviews')
  expect(new URL(page.url()).searchParams.get('tab')).toBe('reviews')
  const review = page.getByTestId('review-row')
  await expect(review).toHaveCount(1)
  await expect(review).toContainText('Review of a revocation')
  await expect(review).toContainText('Art 49(2), Art 54')
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/reviews-en.png` })
  const decisionNo = (await page.getByTestId('review-link').textContent()) ?? ''
  expect(decisionNo).toMatch(/^商评字〔\d{4}〕第\d{7}号$/)
  await page.getByTestId('review-link').click()
  await expect(page.getByTestId('judgement-page')).toHaveAttribute('data-kind', 'review')
  expect(new URL(page.url()).searchParams.get('kind')).toBe('review')
  await expect(page.getByTestId('document-number')).toHaveText(decisionNo)
  await expect(page.getByTestId('document-issuer')).toHaveText(
    'China National Intellectual Property Administration',
  )
  await expect(page.getByTestId('document-title')).toHaveText('Decision on the review of a revocation')
  for (const section of ['parties', 'request', 'grounds', 'reply', 'findings', 'reasoning', 'decision'])
    await expect(page.locator(`[data-section="${section}"]`)).toBeVisible()
  await expect(page.locator('[data-section="decision"]')).toContainText('Article 49(2) and Article 54')
  await expect(page.getByTestId('document-signature')).toContainText('Presiding examiner')
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/review-en.png`, fullPage: true })

  // The decision was contested in court: its judgement is one click away, and the way back keeps the tab.
  await page.getByTestId('review-judgement-link').click()
  await expect(page.getByTestId('judgement-page')).toHaveAttribute('data-kind', 'judgement')
  await expect(page.getByTestId('document-number')).toHaveText(caseNo)
  await page.goBack()
  await page.getByTestId('judgements-back').click()
  await expect(page.getByTestId('judgements-page')).toHaveAttribute('data-tab', 'reviews')
  await page.getByTestId('records-tab-notices').click()
  await expect(page.getByTestId('court-notice-row')).toHaveCount(1)
  await expect(page.getByTestId('court-notice-row')).toContainText(caseNo)
})

test('in Chinese: the record, its China archive and its gazette notices', async ({ page }) => {
  await open(page, `query/detail?id=${XINZHI.id}`, 'zh-CN')
  await expect(page.getByTestId('fact-status')).toHaveText('已注册', LONG)
  await expect(page.getByRole('heading', { name: '著录项目' })).toBeVisible()
  const order = await page
    .locator('[data-class="03"] [data-testid^="goods-"]')
    .evaluateAll((els) => els.map((e) => e.dataset.testid))
  expect(order).toEqual(['goods-zh', 'goods-en'])
  await expect(page.getByTestId('renewal-status')).toContainText('预约续展')

  await page.getByTestId('archive-link').click()
  await expect(page.getByTestId('archive-page')).toHaveAttribute('data-kind', 'china')
  expect(pathOf(page)).toBe('/trademarkArchives')
  await expect(page.getByRole('heading', { name: '中国商标档案（国家知识产权局）' })).toBeVisible()
  const events = page.getByTestId('events-table')
  await expect(events.locator('[data-code="filed"]')).toContainText('商标注册申请')
  await expect(events.locator('[data-code="filed"]')).toContainText('Application filed')
  await expect(page.getByTestId('documents-table')).toContainText(`TMZC${XINZHI.applicationNo}SL01`)
  await expect(page.getByTestId('gazette-link')).toHaveCount(3)

  await page.getByTestId('gazette-link').first().click()
  await expect(page.getByTestId('notices-page')).toBeVisible()
  const notices = page.getByTestId('notice')
  await expect(notices).toHaveCount(3)
  await expect(notices.first()).toHaveAttribute('data-type', 'preliminary')
  await expect(notices.first()).toContainText('初步审定公告')
  await expect(notices.first().getByTestId('notice-where')).toHaveText(/^第 \d{4} 期 第 \d+ 页 · 2022-11-07$/)
  await expect(notices.first()).toContainText('异议期限')

  // Its court and review records in Chinese: the review decision, then the court notice.
  await go(page, `instrument?id=${XINZHI.id}&tab=reviews`)
  await expect(page.getByTestId('records-tab-reviews')).toHaveText('评审文书（1）', LONG)
  await expect(page.getByTestId('review-row')).toContainText('撤销复审')
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/reviews-zh.png`, fullPage: true })
  await page.getByTestId('review-link').click()
  await expect(page.getByTestId('document-title')).toHaveText('关于撤销复审的决定书')
  await expect(page.locator('[data-section="decision"]')).toContainText(
    '依照商标法第四十九条第二款、第五十四条的规定',
  )
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/review-zh.png`, fullPage: true })
  await go(page, `instrument?id=${XINZHI.id}&tab=notices`)
  await page.getByTestId('court-notice-link').click(LONG)
  await expect(page.getByTestId('document-title')).toHaveText('开 庭 公 告')
  await expect(page.getByTestId('judgement-page')).toContainText('本院定于')
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/notice-zh.png`, fullPage: true })
})

test("an applicant's portfolio pages to page 2 and filters by status", async ({ page }) => {
  await open(page, `supplierAllBack?applicantId=${PEAKCRAFT.applicantId}`)
  await expect(page.getByTestId('portfolio-counts')).toContainText(`${PEAKCRAFT.marks} marks in total`, LONG)
  await expect(page.getByTestId('party-applicant')).toContainText('Chengdu HongBang Culture Media Co., Ltd.')
  await expect(page.getByTestId('result-row')).toHaveCount(56)
  await page.getByRole('button', { name: /page 2/i }).click()
  await expect(page.getByTestId('result-row')).toHaveCount(PEAKCRAFT.marks - 56)
  await expect(page.getByTestId('mark-list-range')).toHaveText(`57–69 of ${PEAKCRAFT.marks}`)

  await page.getByTestId('view-icon').click()
  await expect(page.getByTestId('result-card')).toHaveCount(PEAKCRAFT.marks - 56)

  // Eleven invalid: its 2009 registration TM0001772 was renewed in 2019 and is still registered.
  await page.getByTestId('portfolio-status').selectOption({ label: 'Invalid (11)' })
  await expect(page.getByTestId('result-card')).toHaveCount(11)
  expect(new URL(page.url()).searchParams.get('page')).toBe('1')
  await expect(page.getByTestId('result-card').locator('[data-status]')).toHaveText(Array(11).fill('Invalid'))
})

test('the archive page matches the register, the renewal badge follows the clock, unknown ids say not found', async ({
  page,
}) => {
  await open(page, 'query/detail?id=TM9999999')
  await expect(page.getByTestId('record-not-found')).toContainText('No such trademark in the register', LONG)
  await expect(page.getByTestId('record-not-found')).toContainText('TM9999999')

  await go(page, `trademarkArchives?id=${US_MARK}`)
  await expect(page.getByTestId('archive-page')).toHaveAttribute('data-kind', 'foreign', LONG)
  expect(pathOf(page)).toBe('/foreignTrademarkArchives')
  await expect(page.getByTestId('archive-summary')).toContainText('United States Patent and Trademark Office')

  await go(page, 'judgementDocumentDetail?id=TM0000001-C9')
  await expect(page.getByTestId('record-not-found')).toContainText('No such judgement')
  await go(page, 'judgementDocumentDetail?id=TM0001001-R9&kind=review')
  await expect(page.getByTestId('record-not-found')).toContainText('No such review decision')

  // Eight months before expiry the renewal window is open.
  await page.evaluate(() => window.server!.setNow('2032-05-17T00:00:00Z'))
  await go(page, `detail?id=${XINZHI.id}`)
  await expect(page.getByTestId('renewal-status')).toHaveAttribute('data-status', 'normal', LONG)
  await expect(page.getByTestId('renewal-status')).toContainText('Renew by 17 Jan 2033')
})
