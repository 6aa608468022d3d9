import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { callApi } from '../../../mock-server/test-support'
import { renderWithApp, testServer } from '../../../tests/render-with-app'
import { MembersPage } from './members-page'

const renderPage = () => renderWithApp(<MembersPage />, { signedInAs: 'u-demo', route: '/' })

/** Makes the signed-in session act as the demo account's member of this preset role. */
function actAs(preset: string) {
  const server = testServer()
  const session = server.db.sessions.filter((s) => s.userId === 'u-demo').at(-1)!
  const member = server.db.teamMembers.find((m) => m.roleId === `role-u-demo-${preset}`)!
  server.simulate('team.actAs', session.token, member.id)
}

describe('MembersPage', () => {
  it("gives the owner the team's actions, but never deleting or disabling the owner", async () => {
    renderPage()
    const rows = await screen.findAllByTestId('member-row')
    expect(rows).toHaveLength(4)
    expect(await screen.findByTestId('member-add')).toBeEnabled()
    expect(within(rows[0]!).getByText('Owner')).toBeInTheDocument()
    expect(within(rows[0]!).queryByTestId('member-delete')).toBeNull()
    expect(within(rows[0]!).queryByTestId('member-toggle')).toBeNull()
    expect(within(rows[1]!).getByTestId('member-delete')).toBeInTheDocument()
    expect(screen.getByTestId('seats-card')).toHaveTextContent('4 of 5 seats in use')
  })

  it('shows a read-only member the team without any action', async () => {
    const { queryClient } = renderPage()
    expect(await screen.findByTestId('member-add')).toBeInTheDocument()
    // As the demo switch does: act as the colleague, then every query asks again.
    actAs('readOnly')
    await queryClient.invalidateQueries()
    expect(await screen.findByTestId('members-read-only')).toBeInTheDocument()
    expect(await screen.findAllByTestId('member-row')).toHaveLength(4)
    expect(screen.queryByTestId('member-add')).toBeNull()
    expect(screen.queryByTestId('member-edit')).toBeNull()
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull()
    expect(screen.queryByTestId('seats-buy')).toBeNull()
  })

  it('lets the owner buy seats: the count is checked, the total follows it, the new order goes to payment', async () => {
    const { user, router, server } = renderPage()
    await user.click(await screen.findByTestId('seats-buy'))
    const dialog = await screen.findByTestId('seat-order-dialog')
    const count = within(dialog).getByTestId('seat-order-count')
    expect(within(dialog).getByTestId('seat-order-total')).toHaveTextContent('300.00')
    await user.clear(count)
    await user.type(count, '25')
    await user.click(within(dialog).getByTestId('seat-order-confirm'))
    expect(await within(dialog).findByText('Enter a whole number of seats from 1 to 20')).toBeInTheDocument()
    expect(count).toHaveValue('25')
    expect(server.db.orders.some((o) => o.productType === 40)).toBe(false)
    await user.clear(count)
    await user.type(count, '2')
    expect(within(dialog).getByTestId('seat-order-total')).toHaveTextContent('600.00')
    expect(within(dialog).queryByText('Enter a whole number of seats from 1 to 20')).toBeNull()
    await user.click(within(dialog).getByTestId('seat-order-confirm'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'))
    const order = server.db.orders.find((o) => o.productType === 40)!
    expect(order.payload).toMatchObject({ seats: 2 })
    expect(router.state.location.search).toEqual({ orderId: order.id })
  })

  it("shows the server's refusal in the dialog, with the way to pay the waiting order", async () => {
    const { user } = renderPage()
    await user.click(await screen.findByTestId('seats-buy'))
    // Another administrator ordered seats meanwhile.
    const waiting = await callApi<{ orderId: string; orderNo: string }>(
      'brandmanagement/createAccountOrder',
      { seats: 1 },
      {
        token: testServer()
          .db.sessions.filter((s) => s.userId === 'u-demo')
          .at(-1)!.token,
      },
    )
    const dialog = await screen.findByTestId('seat-order-dialog')
    await user.click(within(dialog).getByTestId('seat-order-confirm'))
    const refusal = await within(dialog).findByTestId('seat-order-refusal')
    expect(refusal).toHaveTextContent(`Seat order ${waiting.body.data.orderNo} is not paid yet`)
    expect(
      within(refusal).getByRole('link', { name: `Pay order ${waiting.body.data.orderNo}` }),
    ).toHaveAttribute('href', `/payment?orderId=${waiting.body.data.orderId}`)
  })

  it('says every seat is taken as the add dialog opens: the member can be added disabled, or seats bought', async () => {
    const { user, server, queryClient } = renderPage()
    await screen.findAllByTestId('member-row')
    // A fifth active member takes the last of the five seats.
    const colleague = server.db.teamMembers.find((m) => m.accountId === 'u-demo' && !m.owner)!
    server.db.teamMembers.push({ ...colleague, id: 'tm-fifth', email: 'fifth@yunshan.example', active: true })
    await queryClient.invalidateQueries()
    await waitFor(() => expect(screen.getByTestId('seats-card')).toHaveTextContent('5 of 5 seats in use'))
    await user.click(await screen.findByTestId('member-add'))
    const dialog = await screen.findByTestId('member-dialog')
    expect(await within(dialog).findByTestId('member-no-seat')).toHaveTextContent('All 5 seats are in use')
    expect(within(dialog).getByTestId('member-save')).toBeDisabled()
    await user.type(within(dialog).getByTestId('member-name'), 'Li Lei')
    // Added disabled, the member takes no seat.
    await user.click(within(dialog).getByTestId('member-active'))
    expect(within(dialog).queryByTestId('member-no-seat')).toBeNull()
    expect(within(dialog).getByTestId('member-save')).toBeEnabled()
    expect(within(dialog).getByTestId('member-name')).toHaveValue('Li Lei')
    await user.click(within(dialog).getByTestId('member-active'))
    await user.click(
      within(await within(dialog).findByTestId('member-no-seat')).getByRole('button', { name: 'Buy seats' }),
    )
    expect(await screen.findByTestId('seat-order-dialog')).toBeInTheDocument()
    expect(screen.queryByTestId('member-dialog')).toBeNull()
  })

  it('offers no seats to buy on an individual account', async () => {
    renderWithApp(<MembersPage />, { signedInAs: 'u-person', route: '/' })
    expect(await screen.findByTestId('seats-card')).toBeInTheDocument()
    expect(await screen.findByTestId('member-add')).toBeInTheDocument()
    expect(screen.queryByTestId('seats-buy')).toBeNull()
    expect(screen.queryByTestId('seats-full-buy')).toBeNull()
  })
})
