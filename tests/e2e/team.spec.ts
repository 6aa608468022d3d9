import { expect, test } from '@playwright/test'
import { shot } from './services-pages'
import { DEMO_USERS, expectPath, openSignedIn } from './support'

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
  await roleDialog.getByTestId('role-applicants').getByRole('checkbox').first().check({ force: true })
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
