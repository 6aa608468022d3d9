import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithApp } from '../../../tests/render-with-app'
import { machineRegistry } from '../../machines/registry'
import { FlowsPage } from './flows-page'

// The visualiser needs no network: no mock server.
const renderPage = () => renderWithApp(<FlowsPage />, { server: false })

const state = (path: string) => screen.getByTestId(`flow-state-${path}`)

// Chakra re-renders are slow in jsdom; a loaded CI machine needs more than the default 5 s.
describe('FlowsPage', { timeout: 20_000 }, () => {
  it('lists every registered machine and says it works offline', () => {
    renderPage()
    for (const entry of machineRegistry) {
      expect(screen.getByTestId(`flow-machine-${entry.id}`)).toHaveTextContent(entry.title.en)
    }
    expect(screen.getByTestId('flow-offline-note')).toHaveTextContent('no network request')
  })

  it('steps the back-block machine through its states by clicking events', async () => {
    const { user } = renderPage()
    await user.click(screen.getByTestId('flow-machine-backBlock'))

    expect(state('allowed')).toHaveAttribute('data-active', 'true')
    expect(state('blocking')).toHaveAttribute('data-active', 'false')
    expect(state('blocking.idle')).toHaveAttribute('data-active', 'false')
    expect(screen.getByTestId('flow-event-history.back')).toBeDisabled()

    // The payload editor starts with the registry's example, { "allowBack": false }.
    expect(screen.getByTestId('flow-payload-route.entered')).toHaveValue('{\n  "allowBack": false\n}')
    await user.click(screen.getByTestId('flow-event-route.entered'))
    expect(state('allowed')).toHaveAttribute('data-active', 'false')
    expect(state('blocking')).toHaveAttribute('data-active', 'true')
    expect(state('blocking.idle')).toHaveAttribute('data-active', 'true')

    await user.click(screen.getByTestId('flow-event-history.back'))
    expect(state('blocking.idle')).toHaveAttribute('data-active', 'false')
    expect(state('blocking.repushing')).toHaveAttribute('data-active', 'true')
    expect(screen.getByText('after repushDelay (500 ms)')).toBeInTheDocument()
  })

  it('sends the edited payload and refuses one that is not JSON', async () => {
    const { user } = renderPage()
    await user.click(screen.getByTestId('flow-machine-uploadProgress'))
    const editor = screen.getByTestId('flow-payload-upload.progress')

    await user.clear(editor)
    await user.paste('not json')
    await user.click(screen.getByTestId('flow-event-upload.progress'))
    expect(screen.getByText(/must be a JSON object/)).toBeInTheDocument()
    expect(state('idle')).toHaveAttribute('data-active', 'true')

    await user.clear(editor)
    await user.paste('{"total": 4, "uploaded": 4}')
    await user.click(screen.getByTestId('flow-event-upload.progress'))
    expect(state('done')).toHaveAttribute('data-active', 'true')
    expect(screen.getByTestId('flow-context')).toHaveTextContent('"percent": 100')
  })

  it('shows emitted events and starts over on Reset', async () => {
    const { user } = renderPage()
    await user.click(screen.getByTestId('flow-machine-sessionExpiry'))
    await user.click(screen.getByTestId('flow-event-session.bodyUnauthorized'))

    expect(state('redirected')).toHaveAttribute('data-active', 'true')
    const log = screen.getByTestId('flow-emitted')
    expect(within(log).getByText('notifyExpired')).toBeInTheDocument()
    expect(within(log).getByText('redirect')).toBeInTheDocument()
    expect(within(log).getByText('{"to":"/auth"}')).toBeInTheDocument()

    await user.click(screen.getByTestId('flow-reset'))
    expect(state('active')).toHaveAttribute('data-active', 'true')
    expect(state('redirected')).toHaveAttribute('data-active', 'false')
    expect(screen.queryByTestId('flow-emitted')).not.toBeInTheDocument()
  })

  it('lists each configured wizard by its own name and steps it from loading to its first step', async () => {
    const { user } = renderPage()
    expect(screen.getByTestId('flow-machine-registration.madrid')).toHaveTextContent(
      'Wizard: Madrid international registration',
    )
    expect(screen.getByTestId('flow-machine-registration.hk')).toHaveTextContent(
      'Hong Kong trademark registration',
    )
    await user.click(screen.getByTestId('flow-machine-registration.global'))
    expect(state('loading')).toHaveAttribute('data-active', 'true')
    // The payload editor starts with a new draft of the flow; loading it resumes at the first step.
    await user.click(screen.getByTestId('flow-event-draft.loaded'))
    expect(state('fillInInformation.editing')).toHaveAttribute('data-active', 'true')
    // Global has no documents step.
    expect(screen.queryByTestId('flow-state-provideDocument')).not.toBeInTheDocument()
  })

  it('sends an event when its transition is clicked in the graph', async () => {
    const { user } = renderPage()
    await user.click(screen.getByTestId('flow-machine-sessionExpiry'))
    const transition = within(state('active')).getByRole('button', { name: /session\.httpUnauthorized/ })
    await user.click(transition)
    expect(state('expiring')).toHaveAttribute('data-active', 'true')
    expect(within(screen.getByTestId('flow-emitted')).getByText('clearStorage')).toBeInTheDocument()
  })
})
