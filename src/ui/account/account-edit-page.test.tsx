import { Outlet, createRoute } from '@tanstack/react-router'
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithApp, testServer } from '../../../tests/render-with-app'
import { rootStore } from '../../state/root'
import { userStore } from '../../state/user'
import { AccountEditPage } from './account-edit-page'

function renderPage(lang: 'en' | 'zh-CN' = 'en', signedInAs = 'u-demo') {
  return renderWithApp(<Outlet />, {
    lang,
    signedInAs,
    route: '/accountInfor/accountModify',
    userEvent: { delay: null },
    routes: (root) => [
      createRoute({
        getParentRoute: () => root,
        path: '/accountInfor/accountModify',
        component: AccountEditPage,
      }),
      createRoute({
        getParentRoute: () => root,
        path: '/personal/accountInformation',
        component: () => <p>Account page</p>,
      }),
    ],
  })
}

describe('the account edit page', { timeout: 60_000 }, () => {
  it('shows every field’s rule at once, keeps what was typed, then saves and updates the header and currency', async () => {
    const { user } = renderPage()
    const name = await screen.findByLabelText(/^Name/, undefined, { timeout: 5000 })
    expect(name).toHaveValue('王建国')
    await user.clear(name)
    await user.type(name, 'Wang 2')
    const company = screen.getByTestId('account-company')
    await user.clear(company)
    await user.type(company, 'Yunshan Tech')
    await user.type(screen.getByLabelText(/^English name/), '王')
    await user.click(screen.getByRole('button', { name: 'Save' }))

    expect(
      await screen.findByText(/Names may contain Chinese characters, letters/, undefined, { timeout: 5000 }),
    ).toBeInTheDocument()
    expect(
      screen.getByText('The company name must contain Chinese characters and no spaces'),
    ).toBeInTheDocument()
    expect(screen.getByText(/Please write in English/)).toBeInTheDocument()
    expect(name).toHaveValue('Wang 2')
    expect(testServer().db.users.find((u) => u.id === 'u-demo')?.name).toBe('王建国')

    await user.clear(name)
    await user.type(name, 'Wang Jianguo')
    await user.clear(company)
    await user.type(company, '上海云杉科技有限公司')
    await user.clear(screen.getByLabelText(/^English name/))
    await user.selectOptions(screen.getByLabelText(/^Preferred currency/), 'USD')
    await user.click(screen.getByRole('radio', { name: 'Female' }))
    await user.click(screen.getByRole('button', { name: 'Save' }))

    expect(await screen.findByText('Account page', undefined, { timeout: 5000 })).toBeInTheDocument()
    const saved = testServer().db.users.find((u) => u.id === 'u-demo')
    expect(saved).toMatchObject({
      name: 'Wang Jianguo',
      nameEn: '',
      gender: 'female',
      currency: 'USD',
      companyName: '上海云杉科技有限公司',
    })
    // The header reads the user store; quotes follow the preferred currency.
    expect(userStore.userInfo?.name).toBe('Wang Jianguo')
    expect(rootStore.currency_root).toBe('USD')
  })

  it('has no company fields for an individual account, and words in Chinese', async () => {
    renderPage('zh-CN', 'u-person')
    expect(await screen.findByLabelText(/^姓名/, undefined, { timeout: 5000 })).toHaveValue('陈晓雨')
    expect(screen.queryByLabelText(/^公司名称/)).not.toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('button', { name: '保存' })).toBeEnabled())
  })
})
