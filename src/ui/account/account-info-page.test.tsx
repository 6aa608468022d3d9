import { Outlet, createRoute } from '@tanstack/react-router'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithApp, testServer } from '../../../tests/render-with-app'
import { AccountInfoPage } from './account-info-page'

function renderPage(signedInAs: string) {
  return renderWithApp(<Outlet />, {
    lang: 'en',
    signedInAs,
    route: '/personal/accountInformation',
    userEvent: { delay: null },
    routes: (root) => [
      createRoute({
        getParentRoute: () => root,
        path: '/personal/accountInformation',
        component: AccountInfoPage,
      }),
    ],
  })
}

describe('the account information page', { timeout: 60_000 }, () => {
  it('shows the account with masked contacts, and records a downgrade request once confirmed', async () => {
    const { user } = renderPage('u-demo')
    const facts = await screen.findByTestId('account-facts', undefined, { timeout: 5000 })
    expect(within(facts).getByText('王建国')).toBeInTheDocument()
    expect(within(facts).getByText('Enterprise')).toBeInTheDocument()
    expect(screen.getByText('d***@example.com')).toBeInTheDocument()
    expect(screen.getByText('138****8000')).toBeInTheDocument()
    expect(screen.queryByText('13800138000')).not.toBeInTheDocument()
    expect(within(screen.getByTestId('account-company')).getByText('Verified')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Request to close or downgrade' }))
    const dialog = await screen.findByTestId('account-request-dialog', undefined, { timeout: 5000 })
    await user.click(within(dialog).getByRole('radio', { name: 'Turn it into an individual account' }))
    await user.click(within(dialog).getByText('Invoices and debit notes'))
    await user.click(within(dialog).getByRole('button', { name: 'Send the request' }))
    expect(
      await within(dialog).findByText('Please tick to confirm', undefined, { timeout: 5000 }),
    ).toBeInTheDocument()
    expect(testServer().db.accountRequests ?? []).toHaveLength(0)

    await user.click(within(dialog).getByText(/I understand that staff will contact me/))
    await user.click(within(dialog).getByRole('button', { name: 'Send the request' }))
    const open = await screen.findByTestId('account-request-open', undefined, { timeout: 5000 })
    expect(open).toHaveTextContent(/Request AR\d{12} received on \d{4}-\d{2}-\d{2}/)
    expect(open).toHaveTextContent('Turn it into an individual account')
    expect(open).toHaveTextContent('Invoices and debit notes')
    expect(screen.queryByRole('button', { name: 'Request to close or downgrade' })).not.toBeInTheDocument()
    expect(testServer().db.users.find((u) => u.id === 'u-demo')?.accountType).toBe('enterprise')
  })

  it('offers an individual account only closing, and no company section', async () => {
    const { user } = renderPage('u-person')
    await screen.findByTestId('account-facts', undefined, { timeout: 5000 })
    expect(screen.queryByTestId('account-company')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Request to close or downgrade' }))
    const dialog = await screen.findByTestId('account-request-dialog', undefined, { timeout: 5000 })
    expect(within(dialog).getByRole('radio', { name: 'Close the account' })).toBeInTheDocument()
    expect(
      within(dialog).queryByRole('radio', { name: 'Turn it into an individual account' }),
    ).not.toBeInTheDocument()
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Send the request' })).toBeEnabled(),
    )
  })
})
