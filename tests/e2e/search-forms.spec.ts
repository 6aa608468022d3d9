import { expect, test, type Page } from '@playwright/test'
import UTIF from 'utif'
import { imageHashFromRgba } from '../../src/domain/image-hash'
import { expectPath, openSignedIn } from './support'

async function open(page: Page, path: string, lang: 'en' | 'zh-CN' = 'en') {
  await page.addInitScript((l) => localStorage.setItem('lang', l), lang)
  await openSignedIn(page, path)
  await expect(page.locator('main h1')).toBeVisible()
}

/** A value as the router reads it back: it quotes strings that would otherwise parse as numbers. */
function routerValue(value: string): string {
  try {
    const parsed: unknown = JSON.parse(value)
    return typeof parsed === 'string' ? parsed : value
  } catch {
    return value
  }
}

/** The search params of the current URL once it is the result page. */
async function resultParams(page: Page): Promise<Record<string, string>> {
  await expectPath(page, '/query/result')
  return Object.fromEntries([...new URL(page.url()).searchParams].map(([k, v]) => [k, routerValue(v)]))
}

/** A 40×32 picture: a dark block top left and bottom right on white, as RGBA. */
function pictureRgba(w = 40, h = 32): Uint8Array {
  const rgba = new Uint8Array(w * h * 4)
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const dark = (x < w / 3 && y < h / 2) || (x > (2 * w) / 3 && y >= h / 2)
      rgba.set(dark ? [30, 60, 150, 255] : [255, 255, 255, 255], (y * w + x) * 4)
    }
  return rgba
}

const tiffFile = () => ({
  name: 'specimen.tiff',
  mimeType: 'image/tiff',
  buffer: Buffer.from(UTIF.encodeImage(pictureRgba(), 40, 32)),
})

test.describe('combined search /query/high', () => {
  test('shows each §5 message at its field and converts full-width input', async ({ page }) => {
    await open(page, 'query/high')
    await page.getByTestId('high-tradeMarkText').fill('ＡＰＰＬＥ＠')
    await page.getByTestId('high-tmApplicant').fill('小米科技')
    await page.getByTestId('high-applicationNumber').fill('12-34;X99')
    await page.getByTestId('high-registerNumber').fill('G123')
    await page.getByTestId('high-viennaChoosedStr').fill('1.1;2.1;3.1;4.1;5.1;26.1')
    await page.getByTestId('high-nice-scope-chosen').click()
    await page.getByTestId('high-trialDate-from').fill('2024-05-01')
    await page.getByTestId('high-trialDate-to').fill('2024-01-01')
    await page.getByTestId('high-countries-tag-CN').getByRole('button').click()
    await page.getByTestId('high-submit').click()

    // Full-width letters became half-width when the field was left; '@' is still refused.
    await expect(page.getByTestId('high-tradeMarkText')).toHaveValue('APPLE@')
    await expect(page.getByTestId('high-tradeMarkText-error')).toHaveText(
      'Special characters are not allowed',
    )
    await expect(page.getByTestId('high-applicationNumber-error')).toContainText('Invalid application number')
    await expect(page.getByTestId('high-applicationNumber-error')).toContainText('G plus digits')
    await expect(page.getByTestId('high-registerNumber-error')).toContainText('Invalid registration number')
    await expect(page.getByTestId('high-viennaChoosedStr-error')).toHaveText(
      'At most 5 figurative element codes are allowed',
    )
    await expect(page.getByTestId('high-nice-error')).toHaveText('Please choose a class first')
    await expect(page.getByTestId('high-trialDate-error')).toHaveText(
      'The start date cannot be later than the end date',
    )
    await expect(page.getByTestId('high-countries-error')).toHaveText(
      'Please choose at least one country or region',
    )
    await expectPath(page, '/query/high')

    // Messages follow the edits: fixing a field clears its message.
    await page.getByTestId('high-viennaChoosedStr').fill('4.1;26.x')
    await expect(page.getByTestId('high-viennaChoosedStr-error')).toContainText(
      'Invalid figurative element code',
    )
    await page.getByTestId('high-nice').fill('3,9')
    await expect(page.getByTestId('high-nice-error')).toContainText('Invalid class format')
    await page.getByTestId('high-nice').fill('46')
    await expect(page.getByTestId('high-nice-error')).toHaveText('Classes must be between 1 and 45')
    await page.getByTestId('high-registerNumber').fill('')
    await expect(page.getByTestId('high-registerNumber-error')).toHaveCount(0)
  })

  test('strict mode takes exactly one criterion, broad mode at least one', async ({ page }) => {
    await open(page, 'query/high')
    await page.getByTestId('high-submit').click()
    await expect(page.getByTestId('criteria-error')).toHaveText('Enter at least one search criterion')
    await page.getByTestId('high-mode-strict').click()
    await page.getByTestId('high-tradeMarkText').fill('华为')
    await page.getByTestId('high-tmApplicant').fill('华为技术有限公司')
    await expect(page.getByTestId('criteria-error')).toContainText(
      'Strict search takes exactly one criterion',
    )
  })

  test('a valid query opens the results with the normalised query in the URL, and a reload keeps the draft', async ({
    page,
  }) => {
    await open(page, 'query/high')
    await page.getByTestId('high-tradeMarkText').fill('ＨＵＡＷＥＩ')
    await page.getByTestId('high-applicationNumber').fill('g1234567；12345678')
    await page.getByTestId('high-nice-scope-chosen').click()
    await page.getByTestId('high-nice').fill('3;9')
    await page.getByTestId('high-regDate-from').fill('2015-01-01')
    await page.getByTestId('high-degree-low').click()

    await page.reload()
    await expect(page.getByTestId('high-tradeMarkText')).toHaveValue('HUAWEI')
    await expect(page.getByTestId('high-nice')).toHaveValue('3;9')
    await expect(page.getByTestId('high-regDate-from')).toHaveValue('2015-01-01')
    await expect(page.getByTestId('high-degree-low').locator('input')).not.toBeChecked()

    await page.getByTestId('high-submit').click()
    const params = await resultParams(page)
    expect(params).toMatchObject({
      queryMode: 'loose',
      queryWay: 'combined',
      tradeMarkText: 'HUAWEI',
      applicationNumber: 'G1234567;12345678',
      niceChoosedStr: '03;09',
      regDateFrom: '2015-01-01',
      degree: 'high,middle',
    })
    expect(params.countries).toBeUndefined()

    // Back on the form the normalised values are shown.
    await page.goBack()
    await expect(page.getByTestId('high-nice')).toHaveValue('03;09')
    await expect(page.getByTestId('high-applicationNumber')).toHaveValue('G1234567;12345678')
  })
})

test.describe('quick search /query/fast', () => {
  test('/query opens the quick search, reached from the main menu', async ({ page }) => {
    await open(page, 'query')
    await expectPath(page, '/query/fast')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quick search')
    await open(page, 'home')
    await page.getByRole('link', { name: 'Trademark search' }).first().click()
    await expectPath(page, '/query/fast')
  })

  const WAY_CASES = [
    [
      ['similar', '华为', { tradeMarkText: '华为' }],
      ['applicant', '小米科技有限责任公司', { queryWay: 'applicant', tmApplicant: '小米科技有限责任公司' }],
      ['applicationNumber', 'G1234567', { queryWay: 'applicationNumber', applicationNumber: 'G1234567' }],
      ['registrationNumber', '１２３４５６７', { queryWay: 'registrationNumber', registerNumber: '1234567' }],
    ],
    [
      ['agent', '商标事务所', { queryWay: 'agent', tmAgent: '商标事务所' }],
      ['address', '深圳', { queryWay: 'address', tmAddress: '深圳' }],
      ['vienna', '26.1.1；3.1', { queryWay: 'vienna', viennaChoosedStr: '26.1.1;3.1' }],
    ],
  ] as const
  for (const cases of WAY_CASES) {
    test(`the ways ${cases.map(([way]) => way).join(', ')} reach the results with their criterion`, async ({
      page,
    }) => {
      // Every submit runs a real search of the register on the result page.
      test.setTimeout(120_000)
      await open(page, 'query/fast')
      for (const [way, text, expected] of cases) {
        await page.getByTestId(`fast-tab-${way}`).click()
        await page.getByTestId(`fast-${way}`).fill(text)
        await page.getByTestId('fast-submit').click()
        expect(await resultParams(page), way).toEqual(expected)
        await page.goBack()
        await expectPath(page, '/query/fast')
        await page.getByTestId(`fast-${way}`).fill('')
      }
    })
  }

  test('strict needs the active criterion, broad at least one and combines the filled ways', async ({
    page,
  }) => {
    await open(page, 'query/fast')
    await page.getByTestId('fast-submit').click()
    await expect(page.getByTestId('criteria-error')).toContainText(
      'Strict search takes exactly one criterion',
    )
    await page.getByTestId('fast-mode-loose').click()
    await expect(page.getByTestId('criteria-error')).toHaveText('Enter at least one search criterion')
    await page.getByTestId('fast-similar').fill('华为')
    await page.getByTestId('fast-tab-applicant').click()
    await page.getByTestId('fast-applicant').fill('华为技术')
    await page.getByTestId('fast-tab-registrationNumber').click()
    await page.getByTestId('fast-registrationNumber').fill('12A')
    await page.getByTestId('fast-submit').click()
    await expect(page.getByTestId('fast-registrationNumber-error')).toContainText(
      'Invalid registration number',
    )
    await page.getByTestId('fast-registrationNumber').fill('')
    await page.getByTestId('fast-submit').click()
    expect(await resultParams(page)).toEqual({
      queryMode: 'loose',
      queryWay: 'combined',
      tradeMarkText: '华为',
      tmApplicant: '华为技术',
    })
  })

  test('an uploaded image is fingerprinted in the browser and searched by its hash', async ({ page }) => {
    await open(page, 'query/fast')
    await page.getByTestId('fast-tab-image').click()
    await page.getByTestId('fast-submit').click()
    await expect(page.getByTestId('image-error')).toHaveText('Please upload the image to search with')

    await page.getByTestId('image-input').setInputFiles(tiffFile())
    const expected = imageHashFromRgba(pictureRgba(), 40, 32)
    await expect(page.getByTestId('image-hash')).toHaveText(expected)
    await expect(page.getByTestId('image-preview')).toBeVisible()
    await page.getByTestId('fast-submit').click()
    expect(await resultParams(page)).toEqual({ queryWay: 'image', imageHash: expected })
    // The preview is kept for the result page under the hash.
    const stored = await page.evaluate((h) => sessionStorage.getItem(`tm-portal.query-image.${h}`), expected)
    expect(stored).toMatch(/^data:image\/png;base64,/)
  })

  test('refuses wrong formats and files over 5 MB', async ({ page }) => {
    await open(page, 'query/fast')
    await page.getByTestId('fast-tab-image').click()
    const input = page.getByTestId('image-input')
    await input.setInputFiles({
      name: 'notes.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4'),
    })
    await expect(page.getByTestId('image-error')).toHaveText('Wrong file format')
    await input.setInputFiles({ name: 'broken.png', mimeType: 'image/png', buffer: Buffer.from('not a png') })
    await expect(page.getByTestId('image-error')).toHaveText('Wrong file format')
    await input.setInputFiles({
      name: 'scan.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(5 * 1024 * 1000 + 1),
    })
    await expect(page.getByTestId('image-error')).toHaveText('The file is too large')
    await expect(page.getByTestId('image-hash')).toHaveCount(0)
  })

  test('words and an image cannot be combined', async ({ page }) => {
    await open(page, 'query/fast')
    await page.getByTestId('fast-similar').fill('华为')
    await page.getByTestId('fast-tab-image').click()
    await expect(page.getByTestId('image-blocked')).toContainText(
      'Words and an image cannot be searched together',
    )
    await expect(page.getByTestId('image-choose')).toBeDisabled()
    await page.getByTestId('image-clear-text').click()
    await expect(page.getByTestId('image-choose')).toBeEnabled()

    // An image chosen first, then words typed, in the broad mode: the search refuses the combination.
    await page.getByTestId('image-input').setInputFiles(tiffFile())
    await expect(page.getByTestId('image-hash')).toBeVisible()
    await page.getByTestId('fast-mode-loose').click()
    await page.getByTestId('fast-tab-similar').click()
    await page.getByTestId('fast-similar').fill('华为')
    await page.getByTestId('fast-submit').click()
    await expect(page.getByTestId('criteria-error')).toHaveText(
      'Words and an image cannot be searched together: remove the text to search by image',
    )
    await expectPath(page, '/query/fast')
  })
})

test.describe('pickers', () => {
  test('the Nice picker fills the classes', async ({ page }) => {
    await open(page, 'query/high')
    await page.getByTestId('high-nice-scope-chosen').click()
    await page.getByTestId('nice-picker-open').click()
    const dialog = page.getByTestId('nice-picker')
    await expect(dialog.getByTestId('nice-option-09')).toContainText('Scientific apparatus and computers')
    await dialog.getByTestId('nice-option-38').click()
    await dialog.getByTestId('nice-picker-search').fill('cosmetics')
    await dialog.getByTestId('nice-option-03').click()
    await dialog.getByTestId('nice-picker-search').fill('')
    await dialog.getByTestId('nice-option-09').click()
    await dialog.getByTestId('nice-picker-apply').click()
    await expect(page.getByTestId('high-nice')).toHaveValue('03;09;38')
  })

  test('the Vienna picker searches both languages and allows five codes', async ({ page }) => {
    await open(page, 'query/high')
    await page.getByTestId('vienna-picker-open').click()
    const dialog = page.getByTestId('vienna-picker')
    await dialog.getByTestId('vienna-picker-search').fill('lion')
    await dialog.getByTestId('vienna-option-3.1.1').click()
    await dialog.getByTestId('vienna-picker-search').fill('圆')
    await expect(dialog.getByTestId('vienna-option-26.1')).toBeVisible()
    await dialog.getByTestId('vienna-option-26.1').click()
    await dialog.getByTestId('vienna-picker-apply').click()
    await expect(page.getByTestId('high-viennaChoosedStr')).toHaveValue('3.1.1;26.1')

    await page.getByTestId('high-viennaChoosedStr').fill('1.1;2.1;3.1;4.1;5.1')
    await page.getByTestId('vienna-picker-open').click()
    await dialog.getByTestId('vienna-picker-search').fill('26.1')
    await dialog.getByTestId('vienna-option-26.1').click()
    await expect(dialog.getByTestId('vienna-picker-limit')).toHaveText(
      'At most 5 figurative element codes are allowed',
    )
  })

  test('the country picker selects by region and offers the EU', async ({ page }) => {
    await open(page, 'query/high')
    await page.getByTestId('country-picker-open').click()
    const dialog = page.getByTestId('country-picker')
    await expect(dialog.getByTestId('country-region-europe')).toContainText('(19)')
    await dialog.getByTestId('country-region-all-northAmerica').click()
    await dialog.getByTestId('country-picker-search').fill('european')
    await dialog.getByTestId('country-option-EM').click()
    await dialog.getByTestId('country-picker-apply').click()
    for (const code of ['CN', 'US', 'CA', 'MX', 'EM']) {
      await expect(page.getByTestId(`high-countries-tag-${code}`)).toBeVisible()
    }
    await page.getByTestId('high-tradeMarkText').fill('APPLE')
    await page.getByTestId('high-submit').click()
    const params = await resultParams(page)
    expect(params.countries).toBe('CN,US,CA,MX,EM')
    // Outside China each chosen status also takes its other-country id (registered 1 and 10, …).
    expect(
      params.status
        ?.split(',')
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([1, 2, 3, 4, 5, 6, 7, 9, 10, 11])
  })
})

test('the searchable countries sheet lists the regions in three languages', async ({ page }) => {
  await open(page, 'query/searchableCountrySheet')
  const counts = {
    asiaPacific: 14,
    europe: 19,
    northAmerica: 3,
    southAmerica: 3,
    africa: 1,
    oceania: 2,
    offices: 2,
  }
  for (const [region, count] of Object.entries(counts)) {
    await expect(page.getByTestId(`sheet-region-${region}`).locator('tbody tr')).toHaveCount(count)
  }
  await expect(page.getByTestId('sheet-row-JP')).toContainText('日本')
  await expect(page.getByTestId('sheet-row-DE')).toContainText('ドイツ')
  await expect(page.getByTestId('sheet-row-WO')).toContainText('WIPO')
  await page.getByTestId('sheet-search').fill('deutsch')
  await expect(page.getByText('No country or region matches “deutsch”.')).toBeVisible()
  await page.getByTestId('sheet-search').fill('德国')
  await expect(page.locator('tbody tr')).toHaveCount(1)
})

test('/query/queryEdit opens a past query to change and re-run', async ({ page }) => {
  await open(
    page,
    'query/queryEdit?queryMode=loose&queryWay=combined&tradeMarkText=HUAWEI&niceChoosedStr=09&countries=CN,US',
  )
  await expect(page.getByTestId('high-tradeMarkText')).toHaveValue('HUAWEI')
  await expect(page.getByTestId('high-nice')).toHaveValue('09')
  await expect(page.getByTestId('high-countries-tag-US')).toBeVisible()
  await page.getByTestId('high-tradeMarkText').fill('HONOR')
  await page.reload()
  await expect(page.getByTestId('high-tradeMarkText')).toHaveValue('HONOR')
  await page.getByTestId('high-submit').click()
  expect(await resultParams(page)).toMatchObject({
    tradeMarkText: 'HONOR',
    niceChoosedStr: '09',
    countries: 'CN,US',
  })
})

test('the home quick search lands on the results', async ({ page }) => {
  await open(page, 'home')
  await page.getByTestId('quick-search-mode').selectOption('applicant')
  await page.getByTestId('quick-search-input').fill('小米')
  await page.getByTestId('quick-search-submit').click()
  expect(await resultParams(page)).toEqual({ queryWay: 'applicant', tmApplicant: '小米' })
})

test('the forms speak Chinese', async ({ page }) => {
  await open(page, 'query/fast', 'zh-CN')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('快速查询')
  await expect(page.getByTestId('fast-tab-similar')).toHaveText('近似商标')
  await page.getByTestId('fast-similar').fill('华为<')
  await page.getByTestId('fast-submit').click()
  await expect(page.getByTestId('fast-similar-error')).toHaveText('不能包含特殊字符')
  await page.getByTestId('link-high').click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('组合查询')
  await expect(page.getByText('图形要素编码（维也纳分类）')).toBeVisible()
})
