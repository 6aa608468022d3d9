import { expect, test } from '@playwright/test'
import { shot } from './services-pages'
import { expectPath, openSignedIn } from './support'

// The personal centre (issue 14): the mailing addresses, in Chinese and in English.

test('mailing addresses in Chinese: each field refused in words, add with the division picker, default, edit, delete', async ({
  page,
}) => {
  await openSignedIn(page, 'personal/mailingAddress')
  const items = page.getByTestId('address-item')
  await expect(items).toHaveCount(3)
  await expect(items.first()).toHaveAttribute('data-default', 'true')
  // A municipality's address is written without repeating the city.
  await expect(items.first()).toContainText('上海市浦东新区张江高科技园区')
  await shot(page, 'personal-addresses')

  await page.getByTestId('address-add').click()
  await expectPath(page, '/personal/mailAddressAdd')
  await page.getByTestId('address-phone').fill('1234')
  await page.getByTestId('address-zip').fill('51062')
  await page.getByTestId('address-save').click()
  const form = page.getByTestId('address-form')
  await expect(form).toContainText('请选择省、市、区')
  await shot(page, 'personal-address-issues')
  await page.getByTestId('address-recipient').fill('赵磊')
  await page.getByTestId('address-phone').fill('13612345678')
  const picker = page.getByTestId('division-picker').locator('select')
  await picker.nth(0).selectOption({ label: '广东省' })
  await picker.nth(1).selectOption({ label: '广州市' })
  await picker.nth(2).selectOption({ label: '天河区' })
  await page.getByTestId('address-street').fill('珠江新城花城大道85号高德置地广场A座1801')
  await page.getByTestId('address-zip').fill('510623')
  await page.getByTestId('address-default').click()
  await page.getByTestId('address-save').click()

  await expectPath(page, '/personal/mailingAddress')
  await expect(items).toHaveCount(4)
  await expect(items.first()).toContainText('广东省广州市天河区珠江新城')
  await expect(items.first()).toHaveAttribute('data-default', 'true')

  // Editing the Shanghai address finds its district again in the picker.
  const shanghai = items.filter({ hasText: '漕溪北路' })
  await shanghai.getByTestId('address-edit').click()
  await expect(page.getByTestId('address-recipient')).toHaveValue('刘婷')
  await expect(picker.nth(2)).toHaveValue('310104')
  await page.getByTestId('address-street').fill('漕溪北路88号圣爱大厦16楼')
  await page.getByTestId('address-save').click()
  await expectPath(page, '/personal/mailingAddress')
  await expect(items.filter({ hasText: '圣爱大厦16楼' })).toHaveCount(1)

  await items.filter({ hasText: '圣爱大厦16楼' }).getByTestId('address-make-default').click()
  await expect(items.first()).toContainText('圣爱大厦16楼')
  await items.filter({ hasText: '珠江新城' }).getByTestId('address-delete').click()
  await page.getByTestId('address-delete-confirm').click()
  await expect(items).toHaveCount(3)
})

test('mailing addresses in English: the list and the form read in English', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en'))
  await openSignedIn(page, 'personal/mailingAddress')
  await expect(page.getByRole('heading', { name: 'Mailing addresses' })).toBeVisible()
  await expect(page.getByTestId('address-item').first()).toContainText('Default')
  await page.getByTestId('address-item').first().getByTestId('address-edit').click()
  await expect(page.getByRole('heading', { name: 'Edit the mailing address' })).toBeVisible()
  await page.getByTestId('address-zip').fill('abc')
  await page.getByTestId('address-save').click()
  await expect(page.getByTestId('address-form')).toContainText(/postal code/i)
  await shot(page, 'personal-address-en')
})
