import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { openSignedIn } from './support'

// SHOTS_DIR=/some/dir keeps a full-page screenshot of each analytics page in both languages.
async function shot(page: Page, name: string) {
  if (!process.env.SHOTS_DIR) return
  // The charts animate in; the picture is taken once they settle.
  await page.waitForTimeout(600)
  await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true })
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04]

/** The applications the statistics count for a filter, asked of the mock directly. */
async function applicationsIn(page: Page, yearFrom: number, yearTo: number): Promise<number> {
  return page.evaluate(
    async (body) => {
      const response = await fetch('/api/statistic/appAndAuthorization', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${localStorage.getItem('token')}`,
        },
        body: JSON.stringify(body),
      })
      return ((await response.json()) as { data: { total: number } }).data.total
    },
    { applicant: '', country: 'CN', yearFrom, yearTo },
  )
}

const grouped = (n: number) => new Intl.NumberFormat('en').format(n)

test('analytics: the filter redraws the charts, a chart exports as PNG and .xlsx, every page draws', async ({
  page,
}) => {
  // Full-page screenshots of ten pages take their own time; the checks alone stay within the default minute.
  if (process.env.SHOTS_DIR) test.setTimeout(120_000)
  await openSignedIn(page, 'trademarkChart')
  await page.getByRole('button', { name: 'EN', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Trends and classes' })).toBeVisible()
  const appsCard = page.getByTestId('chart-apps-regs')
  await expect(appsCard.locator('canvas')).toBeVisible()
  const before = await applicationsIn(page, 2014, 2024)
  await expect(page.getByTestId('apps-total')).toHaveText(
    `${grouped(before)} applications in the years chosen.`,
  )

  // A bad range is refused with a message and the typed text stays; a good one redraws the chart.
  const filter = page.getByRole('form', { name: 'Filter' })
  await filter.getByLabel('Filed from (year)').fill('2023')
  await filter.getByLabel('Filed to (year)').fill('2018')
  await filter.getByRole('button', { name: 'Apply' }).click()
  await expect(filter.getByText('The start year cannot be later than the end year')).toBeVisible()
  await expect(filter.getByLabel('Filed from (year)')).toHaveValue('2023')
  await filter.getByLabel('Filed from (year)').fill('2018')
  await filter.getByLabel('Filed to (year)').fill('2022')
  await filter.getByRole('button', { name: 'Apply' }).click()
  const after = await applicationsIn(page, 2018, 2022)
  expect(after).not.toBe(before)
  await expect(page.getByTestId('apps-total')).toHaveText(
    `${grouped(after)} applications in the years chosen.`,
  )

  const png = page.waitForEvent('download')
  await appsCard.getByRole('button', { name: 'Export PNG' }).click()
  const pngFile = await png
  expect(pngFile.suggestedFilename()).toBe('Applications and registrations 2018-2022.png')
  const pngBytes = await readFile(await pngFile.path())
  expect(Array.from(pngBytes.subarray(0, 8))).toEqual(PNG_SIGNATURE)

  const xlsx = page.waitForEvent('download')
  await appsCard.getByRole('button', { name: 'Export data (.xlsx)' }).click()
  const xlsxFile = await xlsx
  expect(xlsxFile.suggestedFilename()).toBe('Applications and registrations 2018-2022.xlsx')
  expect(Array.from((await readFile(await xlsxFile.path())).subarray(0, 4))).toEqual(ZIP_SIGNATURE)
  await shot(page, 'analytics-chart-en')

  // Every analytics page draws its charts (maps included), in English and in Chinese, reached through the
  // pages' own navigation (no reload: the mock's register is built once).
  const nav = page.getByRole('navigation', { name: /Analytics pages|分析页面/ })
  const pages = {
    en: ['My portfolio', 'Register overview', 'Rankings', 'Maps'],
    zh: ['我的商标', '商标大数据', '排行统计', '地图分布', '趋势与类别'],
  }
  for (const lang of ['en', 'zh'] as const) {
    if (lang === 'zh') await page.getByRole('button', { name: '中文', exact: true }).click()
    for (const name of pages[lang]) {
      await nav.getByRole('link', { name, exact: true }).click()
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page')
      await expect(page.locator('canvas').first()).toBeVisible()
      if (name === 'Maps' || name === '地图分布')
        await expect(page.getByTestId('map-china').locator('canvas')).toBeVisible()
      await shot(page, `analytics-${name}-${lang}`)
    }
  }
  // /analyze/trademarkMap is the overview opened on its maps tab.
  await page.goto('analyze/trademarkMap')
  await expect(page.getByRole('tab', { name: '地图', selected: true })).toBeVisible()
  await expect(page.getByTestId('map-world').locator('canvas')).toBeVisible()
  await shot(page, 'analytics-big-data-map-zh')
})
