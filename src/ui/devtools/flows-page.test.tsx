import { ChakraProvider, defaultSystem } from '@chakra-ui/react'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import i18next from 'i18next'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { resources } from '../../i18n/resources'
import { machineRegistry } from '../../machines/registry'
import { FlowsPage } from './flows-page'

const i18n = i18next.createInstance()

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    resources,
    lng: 'en',
    fallbackLng: 'en',
    ns: ['devtools'],
    defaultNS: 'devtools',
    interpolation: { escapeValue: false },
  })
})

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup)

function renderPage() {
  return render(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={defaultSystem}>
        <FlowsPage />
      </ChakraProvider>
    </I18nextProvider>,
  )
}

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
    const user = userEvent.setup()
    renderPage()
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
    const user = userEvent.setup()
    renderPage()
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
    const user = userEvent.setup()
    renderPage()
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

  it('sends an event when its transition is clicked in the graph', async () => {
    const user = userEvent.setup()
    renderPage()
    await user.click(screen.getByTestId('flow-machine-sessionExpiry'))
    const transition = within(state('active')).getByRole('button', { name: /session\.httpUnauthorized/ })
    await user.click(transition)
    expect(state('expiring')).toHaveAttribute('data-active', 'true')
    expect(within(screen.getByTestId('flow-emitted')).getByText('clearStorage')).toBeInTheDocument()
  })
})
