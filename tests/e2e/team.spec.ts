import { expect, test } from '@playwright/test'
import { shot } from './services-pages'
import { choose, DEMO_USERS, expectPath, openSignedIn } from './support'

// Issue 15 "Roles and users": the owner makes a role and a member; the demo's "view as" switch then shows the
// team as the read-only colleague sees it (no edit actions) and the mock refuses that member's write.
test('the owner creates a role and a member; a read-only member sees no actions and is refused', async ({
  page,
}) => {
  await openSignedIn(page, 'roleAuthorityManagement', DEMO_USERS.enterprise.id)
  await expect(page.getByTestId('role-item')).toHaveCount(4)
  await page.getByTestId('role-add').click()
  const roleDialog = page.getByTestId('role-dialog')
  await roleDialog.getByTestId('role-save').click()
  await expect(roleDialog.getByText('此项为必填项')).toBeVisible()
  await roleDialog.getByTestId('role-name').fill('外部顾问')
  await roleDialog.getByTestId('role-name-en').fill('Outside counsel')
  // Uploading documents brings seeing them with it.
  await roleDialog.getByTestId('authority-document.upload').click()
  await expect(roleDialog.getByTestId('authority-document.view').locator('input')).toBeChecked()
  await roleDialog.getByTestId('role-scope-chosen').click()
  await choose(roleDialog.getByTestId('role-applicants').getByRole('checkbox').first())
  await shot(page, 'team-role-dialog-zh')
  await roleDialog.getByTestId('role-save').click()
  await expect(roleDialog).toBeHidden()
  const counsel = page.getByTestId('role-item').filter({ hasText: '外部顾问' })
  await expect(counsel).toContainText('可查看以下申请人的案件')
  await expect(
    page.getByTestId('role-item').filter({ hasText: '只读' }).getByTestId('role-delete'),
  ).toBeDisabled()
  await shot(page, 'team-roles-zh')

  await page.getByRole('link', { name: '团队成员' }).click()
  await expectPath(page, '/userList')
  await expect(page.getByTestId('member-row')).toHaveCount(4)
  await page.getByTestId('member-add').click()
  const dialog = page.getByTestId('member-dialog')
  await dialog.getByTestId('member-name').fill('钱多多')
  await dialog.getByTestId('member-email').fill('qing.sun@yunshan.example.com')
  await dialog.getByTestId('member-mobile').fill('14712345678')
  await dialog.getByTestId('member-save').click()
  await expect(dialog.getByText('请输入正确的手机号码')).toBeVisible()
  await dialog.getByTestId('member-mobile').fill('13712345678')
  await dialog.getByTestId('member-department').fill('知识产权部')
  await dialog.getByTestId('member-role').selectOption({ label: '外部顾问' })
  await dialog.getByTestId('member-save').click()
  // The mock refuses an e-mail the team already uses; what was typed stays.
  await expect(dialog.getByText('团队中已有成员使用此邮箱')).toBeVisible()
  await dialog.getByTestId('member-email').fill('duoduo.qian@yunshan.example.com')
  await dialog.getByTestId('member-save').click()
  await expect(dialog).toBeHidden()
  const row = page.getByTestId('member-row').filter({ hasText: '钱多多' })
  await expect(row).toContainText('知识产权部')
  await expect(row).toContainText('外部顾问')
  await expect(page.getByTestId('seats-card')).toContainText('5 / 5')
  await expect(page.getByTestId('seats-full')).toBeVisible()
  await shot(page, 'team-members-zh')
  // Full: the page offers more seats, priced as typed.
  await page.getByTestId('seats-full-buy').click()
  const seatDialog = page.getByTestId('seat-order-dialog')
  await seatDialog.getByTestId('seat-order-count').fill('3')
  await expect(seatDialog.getByTestId('seat-order-total')).toContainText('900.00')
  await shot(page, 'team-seat-order-zh')
  await seatDialog.getByRole('button', { name: '取消' }).click()
  await expect(seatDialog).toBeHidden()

  // View as the read-only colleague: the page hides every edit action, and the mock refuses the write.
  const readOnly = page.getByTestId('act-as-select')
  await readOnly.selectOption({ label: '孙晴 — 只读' })
  await expect(page.getByTestId('members-read-only')).toBeVisible()
  await expect(page.getByTestId('member-add')).toHaveCount(0)
  await expect(page.getByTestId('member-edit')).toHaveCount(0)
  const refusal = await page.evaluate(async () => {
    const response = await fetch('/api/caseManagement/authority/user', {
      method: 'PUT',
      headers: {
        'Content-Type': 'application/json',
        'Accept-Language': 'en',
        Authorization: `Bearer ${localStorage.getItem('token')}`,
      },
      body: JSON.stringify({
        name: '偷偷加',
        email: 'sneaky@yunshan.example.com',
        mobile: '13712345679',
        roleId: 'role-u-demo-admin',
      }),
    })
    return (await response.json()) as { code: number; msg: string }
  })
  expect(refusal.code).toBe(403)
  expect(refusal.msg).toContain('Your role "Read-only" does not allow this (team.manage)')
  await page.evaluate(() => localStorage.setItem('lang', 'en'))
  await page.reload()
  await expect(page.getByTestId('members-read-only')).toContainText('Your role can see the team')
  await shot(page, 'team-members-read-only-en')

  // Back to the owner: the actions come back.
  await page.getByTestId('act-as-select').selectOption({ label: '王建国 — Administrator' })
  await expect(page.getByTestId('member-add')).toBeVisible()
  await expect(page.getByTestId('member-row')).toHaveCount(5)
  await shot(page, 'team-members-en')
  await page.getByRole('link', { name: 'Roles and authorities' }).click()
  await expect(page.getByTestId('role-item')).toHaveCount(5)
  await shot(page, 'team-roles-en')
})

// The team's seats are full; the owner buys 2 more, pays the seat order on the payment page (the demo's
// simulated wallet scan) and the team has 2 more seats.
test('the owner buys 2 seats, pays the order and the team has 2 more seats', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en'))
  await openSignedIn(page, 'userList', DEMO_USERS.enterprise.id)
  const card = page.getByTestId('seats-card')
  await expect(card).toContainText('4 of 5 seats in use')
  await page.getByTestId('seats-buy').click()
  const dialog = page.getByTestId('seat-order-dialog')
  const count = dialog.getByTestId('seat-order-count')
  await count.fill('25')
  await dialog.getByTestId('seat-order-confirm').click()
  await expect(dialog.getByText('Enter a whole number of seats from 1 to 20')).toBeVisible()
  await count.fill('2')
  await expect(dialog.getByText('Enter a whole number of seats from 1 to 20')).toBeHidden()
  await expect(dialog.getByTestId('seat-order-total')).toContainText('RMB¥600.00')
  await shot(page, 'team-seat-order-en')
  await dialog.getByTestId('seat-order-confirm').click()

  await expectPath(page, '/payment')
  const summary = page.getByTestId('order-summary')
  await expect(summary).toContainText('Team member seats × 2')
  await expect(page.getByTestId('amount-due')).toContainText('600.00')
  await shot(page, 'team-seat-order-payment-en')
  await page.getByTestId('method-wallet').click()
  await page.getByTestId('pay-button').click()
  await page.getByTestId('wallet-code').getByTestId('simulate-scan').click()
  await expectPath(page, '/paySuccess')
  await expect(page.getByTestId('result-paid')).toBeVisible()
  await shot(page, 'team-seat-order-paid-en')

  // A seat order's page is the team's: its seats (2 more) and its seat orders.
  await page.getByRole('link', { name: 'Order details' }).click()
  await expectPath(page, '/userList')
  await expect(card).toContainText('4 of 7 seats in use')
  await expect(card.getByTestId('seat-order').first()).toContainText('Paid')
  await shot(page, 'team-seats-bought-en')
  // On the order list it is a completed order of its own service, and its link leads back to the team.
  await page.goto('orderManage')
  const row = page.getByTestId('order-row').first()
  await expect(row).toContainText('Team member seats')
  await expect(row.getByTestId('order-status')).toContainText('Completed')
  await row.getByTestId('order-link').first().click()
  await expectPath(page, '/userList')
})
