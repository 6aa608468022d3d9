import { expect, test, type Locator, type Page } from '@playwright/test'
import { expectToast, openSignedIn, recordToasts } from './support'

/** The number in a tab label like "可使用（5）" or "Valid (5)". */
async function countIn(tab: Locator): Promise<number> {
  return Number(/(\d+)/.exec((await tab.textContent()) ?? '')?.[1])
}

test('the coupons page sorts the member’s coupons into valid, used and expired tabs with their counts', async ({
  page,
}) => {
  await openSignedIn(page, 'personal/coupons')
  const tickets = page.getByTestId('coupon-ticket')
  await expect(page.getByTestId('coupon-tab-valid')).toHaveText('可使用（5）')
  await expect(tickets).toHaveCount(5)
  // The ticket ending within the week leads the list with its warning.
  await expect(tickets.first().getByTestId('expires-soon')).toHaveText(/\d+ 天后过期/)
  await expect(tickets.first()).toContainText('满 RMB¥1,000.00 可用')
  await expect(tickets.first()).toContainText('适用服务：国内商标注册')

  await page.getByTestId('coupon-tab-used').click()
  await expect(page).toHaveURL(/status=used/)
  const used = await countIn(page.getByTestId('coupon-tab-used'))
  expect(used).toBeGreaterThan(0)
  await expect(tickets).toHaveCount(Math.min(used, 10))
  await expect(tickets.first()).toHaveAttribute('data-status', 'used')
  const orderLink = tickets.first().getByRole('link')
  await expect(orderLink).toHaveText(/^TM\d+/)
  await expect(orderLink).toHaveAttribute('href', /\/orderDetail\?orderId=ord-/)

  await page.getByTestId('coupon-tab-expired').click()
  await expect(page.getByTestId('coupon-tab-expired')).toHaveText('已过期（2）')
  await expect(tickets).toHaveCount(2)
  await expect(page.locator('[data-testid=coupon-ticket][data-status=expired]')).toHaveCount(2)
})

test('the season’s tickets can be claimed once; a second grant is refused', async ({ page }) => {
  await openSignedIn(page, 'thanksgivingTickets')
  await recordToasts(page)
  await expect(page.getByTestId('campaign-phase')).toHaveText('进行中')
  await expect(page.getByTestId('my-tickets')).toContainText('我的可用礼券（5）')
  const claim = page.getByTestId('claim-button')
  await expect(claim).toHaveText('立即领取礼券')
  await claim.click()
  await expectToast(page, /3 张礼券已放入您的优惠券/)
  await expect(claim).toBeDisabled()
  await expect(claim).toHaveText(/^已于 .+ 领取$/)
  await expect(page.getByTestId('my-tickets')).toContainText('我的可用礼券（8）')

  // Once claimed, a reload still shows it claimed and the server refuses another grant.
  await page.reload()
  await expect(page.getByTestId('claim-button')).toBeDisabled()
  const again = await page.evaluate(async () => {
    const response = await fetch('/api/christmas/grant', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Accept-Language': 'zh-CN',
        Authorization: `Bearer ${localStorage.getItem('token')}`,
      },
      body: '{}',
    })
    return (await response.json()) as { code: number; msg: string }
  })
  expect(again).toMatchObject({ code: 1001, msg: '您已领取过本季礼券，每位会员限领一次' })
})

async function fillBadCard(page: Page) {
  const dialog = page.getByTestId('bank-card-dialog')
  await dialog.getByText('信用卡', { exact: true }).click()
  await dialog.getByRole('textbox', { name: '银行卡号' }).fill('6222 0212 3456 7890 127')
  await dialog.getByRole('textbox', { name: '持卡人姓名' }).fill('王1')
  await dialog.getByRole('textbox', { name: '银行预留手机号' }).fill('14712345678')
  await dialog.getByRole('textbox', { name: '有效期（月/年）' }).fill('01/24')
  await dialog.getByLabel('安全码（CVV）').fill('12')
  await dialog.getByRole('button', { name: '保存银行卡' }).click()
}

test('the add-card form explains every bad field in zh and en, keeps the input, then adds, defaults and deletes cards', async ({
  page,
}) => {
  await openSignedIn(page, 'personal/coupons')
  await recordToasts(page)
  const cards = page.getByTestId('bank-cards').getByTestId('bank-card')
  await expect(cards).toHaveCount(2)
  await page.getByRole('button', { name: '添加银行卡' }).click()
  await fillBadCard(page)
  const dialog = page.getByTestId('bank-card-dialog')
  for (const message of [
    '请选择开户银行',
    '请输入正确的银行卡号：16–19 位数字（请检查是否输错）',
    '请输入卡面上的持卡人姓名（中文或英文字母，2–40 个字符）',
    '请输入银行预留的 11 位手机号（以 13、15、17 或 18 开头）',
    '该卡已过有效期',
    '请输入卡背面的 3 位安全码',
  ])
    await expect(dialog.getByText(message, { exact: true })).toBeVisible()

  // Closing the dialog and switching to English keeps what was typed; the messages follow the language.
  await dialog.getByRole('button', { name: '取消' }).click()
  await page.getByRole('group', { name: '语言' }).getByRole('button', { name: 'EN' }).click()
  await page.getByRole('button', { name: 'Add a card' }).click()
  await expect(dialog.getByRole('textbox', { name: 'Card number' })).toHaveValue('6222 0212 3456 7890 127')
  await dialog.getByRole('button', { name: 'Save card' }).click()
  for (const message of [
    'Please choose the issuing bank',
    'Enter a valid card number: 16–19 digits (please check for typos)',
    'Enter the 11-digit mobile number reserved with the bank (starting with 13, 15, 17 or 18)',
    'This card has expired',
    'Enter the 3-digit security code on the back of the card',
  ])
    await expect(dialog.getByText(message, { exact: true })).toBeVisible()

  await dialog.getByRole('combobox', { name: 'Issuing bank' }).selectOption('CMB')
  await dialog.getByRole('textbox', { name: 'Card number' }).fill('6225 8801 2345 6783')
  await dialog.getByRole('textbox', { name: 'Cardholder name' }).fill('WANG JIANGUO')
  await dialog.getByRole('textbox', { name: 'Mobile number reserved with the bank' }).fill('13912345678')
  await dialog.getByRole('textbox', { name: 'Expiry date (MM/YY)' }).fill('12/30')
  await dialog.getByLabel('Security code (CVV)').fill('123')
  await expect(dialog.getByText('This card has expired')).toBeHidden()
  await dialog.getByRole('button', { name: 'Save card' }).click()
  await expectToast(page, /The card ending in 6783 was added/)
  await expect(dialog).toBeHidden()
  await expect(cards).toHaveCount(3)
  const added = cards.filter({ hasText: '**** **** **** 6783' })
  await expect(added).toContainText('China Merchants Bank (CMB)')
  await expect(added).toContainText('WANG JIANGUO · reserved mobile 139****5678 · valid to 12/30')

  await added.getByRole('button', { name: 'Make default' }).click()
  await expect(added.getByTestId('default-badge')).toBeVisible()
  await expect(page.getByTestId('bank-cards').getByTestId('default-badge')).toHaveCount(1)

  const icbc = cards.filter({ hasText: 'ICBC' })
  await icbc.getByRole('button', { name: 'Delete' }).click()
  await icbc.getByRole('button', { name: 'Delete' }).click()
  await expectToast(page, /The card ending in 6789 was deleted/)
  await expect(cards).toHaveCount(2)
  await expect(cards.filter({ hasText: 'ICBC' })).toHaveCount(0)
})
