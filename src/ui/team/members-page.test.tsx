import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
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
  })
})
