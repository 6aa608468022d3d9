import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { signInAs } from '../../../mock-server/test-support'
import { renderWithApp, testServer } from '../../../tests/render-with-app'
import { CaseDeadlinesPanel } from './case-deadlines-panel'

const CASE = 'CSDEMO00001'

describe('CaseDeadlinesPanel', () => {
  it('adds a task after checking the fields, and lists it with its assignee', async () => {
    const { user, server } = renderWithApp(<CaseDeadlinesPanel caseId={CASE} />, { signedInAs: 'u-demo' })
    await user.click(await screen.findByTestId('task-add'))
    const dialog = await screen.findByTestId('task-dialog')
    await user.click(within(dialog).getByTestId('task-submit'))
    expect(await within(dialog).findByText('Enter a title')).toBeInTheDocument()
    expect(within(dialog).getByText('Choose the due date')).toBeInTheDocument()
    await user.type(within(dialog).getByTestId('task-title'), 'Sign the renewal power of attorney')
    await user.type(within(dialog).getByTestId('task-due'), '2206-01-05')
    await user.click(within(dialog).getByTestId('task-submit'))
    expect(
      await within(dialog).findByText('The due date must be within 20 years of today'),
    ).toBeInTheDocument()
    // What was typed stays.
    expect(within(dialog).getByTestId('task-title')).toHaveValue('Sign the renewal power of attorney')
    await user.clear(within(dialog).getByTestId('task-due'))
    await user.type(within(dialog).getByTestId('task-due'), '2030-01-07')
    await user.selectOptions(within(dialog).getByTestId('task-assignee'), 'm-u-demo-2')
    await user.click(within(dialog).getByTestId('task-submit'))
    const item = await screen.findByText('Sign the renewal power of attorney')
    const row = item.closest('li')!
    expect(within(row as HTMLElement).getByText(/赵一帆/)).toBeInTheDocument()
    expect(server.db.caseHistory.some((h) => h.caseId === CASE && h.action === 'taskAdded')).toBe(true)
    // Typing through a dialog is slow on a busy machine.
  }, 30_000)

  it('shows a read-only member the deadlines without the actions', async () => {
    // The session acts as the read-only member before the page asks anything.
    const server = testServer()
    server.simulate('team.actAs', signInAs(server, 'u-demo'), 'm-u-demo-3')
    renderWithApp(<CaseDeadlinesPanel caseId={CASE} />, { signedInAs: 'u-demo' })
    expect(await screen.findByText('Your role can view deadlines but not change them.')).toBeInTheDocument()
    expect(screen.queryByTestId('task-add')).toBeNull()
    expect(screen.queryByTestId('deadline-mark-done')).toBeNull()
  })
})
