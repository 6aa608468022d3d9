import { expect, test, type Page } from '@playwright/test'
import { shot } from './services-pages'
import { openSignedIn } from './support'

// The deterministic register: TM0001001 新智 is a registered China word mark in class 03 with 3 gazette notices.
const XINZHI = { id: 'TM0001001', name: '新智' }
const LONG = { timeout: 60_000 }

// The first search of a page builds the 50,000-mark register in the browser.
test.describe.configure({ timeout: 180_000 })

async function open(page: Page, path: string, lang: 'en' | 'zh-CN') {
  await page.addInitScript((l) => localStorage.setItem('lang', l), lang)
  await openSignedIn(page, path)
}

/** A dialog on its own (a full-page shot of the results page would shrink it to nothing). */
async function shotDialog(page: Page, testId: string, name: string) {
  if (process.env.SHOTS_DIR)
    await page.getByTestId(testId).screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png` })
}

/** Follows a link inside the app (no reload, so the mock and its register stay up). */
async function go(page: Page, path: string) {
  await page.evaluate((target) => {
    history.pushState(history.state, '', target)
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }))
  }, `/platform/${path}`)
}

test('Vienna search names its codes, the results estimate a registration chance, the record reads its goods and notices', async ({
  page,
}) => {
  // The Vienna picker searches the classification by words; the chosen code is shown with its name.
  await open(page, 'query/high', 'en')
  await page.getByTestId('vienna-picker-open').click()
  const picker = page.getByTestId('vienna-picker')
  await picker.getByTestId('vienna-picker-search').fill('lion')
  await expect(picker.getByTestId('vienna-search-count')).toHaveText(/codes? match/)
  await picker.getByTestId('vienna-option-3.1.1').click()
  await expect(picker.getByTestId('vienna-picker-chosen')).toContainText('3.1.1 Lions')
  await shot(page, 'vienna-en')
  await picker.getByTestId('vienna-picker-apply').click()

  // The estimate checks its classes, then rates the searched word per class with its reasons and marks.
  await go(page, `query/result?queryWay=similar&tradeMarkText=${encodeURIComponent(XINZHI.name)}`)
  await page.getByTestId('chance-open').click(LONG)
  const dialog = page.getByTestId('chance-dialog')
  await dialog.getByTestId('chance-run').click()
  await expect(dialog.getByTestId('chance-classes-error')).toHaveText('This field is required')
  await dialog.getByTestId('chance-classes').fill('3;99')
  await dialog.getByTestId('chance-run').click()
  await expect(dialog.getByTestId('chance-classes-error')).toBeVisible()
  await dialog.getByTestId('chance-classes').fill('03')
  await dialog.getByTestId('chance-run').click()
  const estimate = dialog.locator('[data-testid="chance-class"][data-class="03"]')
  await expect(estimate).toHaveAttribute('data-band', 'low', LONG)
  await expect(estimate.getByTestId('chance-reasons')).toContainText('identical live mark')
  await expect(dialog.getByTestId('chance-method')).toContainText('Method')
  await expect(estimate.getByTestId('chance-mark').first()).toHaveText(XINZHI.name)
  await shotDialog(page, 'chance-dialog', 'chance-en')

  // The record page: goods with named similar groups (queryTmNice) and the gazette notices (queryNotivce).
  await go(page, `query/detail?id=${XINZHI.id}`)
  const cls = page.locator('[data-class="03"]')
  await expect(cls.locator('[data-group="0306"]')).toContainText(/0306\S*\s*\S/, LONG)
  await expect(page.getByTestId('record-notices').getByTestId('gazette-link')).toHaveCount(3)
  await shot(page, 'record-en')

  await page.getByRole('button', { name: '中文' }).first().click()
  await expect(page.getByRole('heading', { name: '商标公告' })).toBeVisible()
  await expect(page.getByTestId('record-notices').getByTestId('gazette-link').first()).toHaveText(
    '初步审定公告',
  )
  await shot(page, 'record-zh')
  await go(
    page,
    `query/result?queryWay=similar&tradeMarkText=${encodeURIComponent(XINZHI.name)}&niceChoosedStr=03`,
  )
  await page.getByTestId('chance-open').click(LONG)
  await page.getByTestId('chance-run').click()
  await expect(page.getByTestId('chance-band')).toHaveText('成功率低', LONG)
  await shotDialog(page, 'chance-dialog', 'chance-zh')
})
