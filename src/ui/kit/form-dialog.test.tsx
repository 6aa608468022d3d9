import { ChakraProvider, defaultSystem, Input } from '@chakra-ui/react'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import i18next from 'i18next'
import { useState, type FormEvent, type ReactElement } from 'react'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { resources } from '../../i18n/resources'
import { ConfirmDialog } from './confirm-dialog'
import { FormDialog, type FormDialogProps } from './form-dialog'

const i18n = i18next.createInstance()

beforeAll(async () => {
  await i18n
    .use(initReactI18next)
    .init({ resources, lng: 'en', defaultNS: 'common', interpolation: { escapeValue: false } })
})

afterEach(() => cleanup())

const renderUi = (ui: ReactElement) =>
  render(
    <ChakraProvider value={defaultSystem}>
      <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>
    </ChakraProvider>,
  )

type Extra = Omit<FormDialogProps, 'open' | 'onClose' | 'title'>

/** A page with a button that opens the dialog, as the portal's screens do. */
function Page({ onSubmit, ...extra }: Extra & { onSubmit?: (event: FormEvent<HTMLFormElement>) => void }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <FormDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Rename"
        description="Give the mark a new name."
        onSubmit={onSubmit}
        {...extra}
      >
        <Input aria-label="Name" />
      </FormDialog>
    </>
  )
}

async function openDialog() {
  const user = userEvent.setup()
  await user.click(screen.getByRole('button', { name: 'Open' }))
  const dialog = await screen.findByRole('dialog', { name: 'Rename' })
  // Chakra moves focus in on the next frame.
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement))
  return { user, dialog }
}

describe('FormDialog', () => {
  it('is named by its title and described by its description', async () => {
    renderUi(<Page submit={{ label: 'Save', onClick: () => {} }} />)
    const { dialog } = await openDialog()
    expect(dialog).toHaveAccessibleDescription('Give the mark a new name.')
  })

  it('submits its form on Enter and with the main button', async () => {
    const onSubmit = vi.fn((event: FormEvent<HTMLFormElement>) => event.preventDefault())
    renderUi(<Page onSubmit={onSubmit} submit={{ label: 'Save', testId: 'save' }} />)
    const { user } = await openDialog()
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Huawei{Enter}')
    expect(onSubmit).toHaveBeenCalledTimes(1)
    await user.click(screen.getByTestId('save'))
    expect(onSubmit).toHaveBeenCalledTimes(2)
  })

  it('runs the main action on click when it has no form, and Enter does not', async () => {
    const onClick = vi.fn()
    renderUi(<Page submit={{ label: 'Save', onClick }} />)
    const { user } = await openDialog()
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Huawei{Enter}')
    expect(onClick).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('keeps a disabled main button from acting', async () => {
    const onClick = vi.fn()
    renderUi(<Page submit={{ label: 'Save', onClick, disabled: true }} />)
    await openDialog()
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled()
  })

  it('closes on Cancel and returns focus to the button that opened it', async () => {
    renderUi(<Page submit={{ label: 'Save', onClick: () => {} }} />)
    const { user, dialog } = await openDialog()
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(dialog).not.toBeVisible())
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus())
  })

  it('closes on Escape and with the corner button, returning focus each time', async () => {
    renderUi(<Page submit={{ label: 'Save', onClick: () => {} }} />)
    const opener = screen.getByRole('button', { name: 'Open' })
    let { user, dialog } = await openDialog()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(dialog).not.toBeVisible())
    await waitFor(() => expect(opener).toHaveFocus())
    ;({ user, dialog } = await openDialog())
    await user.click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(dialog).not.toBeVisible())
    await waitFor(() => expect(opener).toHaveFocus())
  })

  it('cannot be closed while busy: Cancel and the corner button are disabled, Escape is ignored', async () => {
    const onClose = vi.fn()
    renderUi(
      <FormDialog
        open
        onClose={onClose}
        title="Rename"
        busy
        submit={{ label: 'Save', onClick: () => {}, testId: 'save' }}
      >
        <Input aria-label="Name" />
      </FormDialog>,
    )
    const dialog = await screen.findByRole('dialog', { name: 'Rename' })
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement))
    const user = userEvent.setup()
    await user.keyboard('{Escape}')
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled()
    // A spinning button hides its label (Chakra), so it is found by its test id.
    expect(screen.getByTestId('save')).toBeDisabled()
    expect(screen.getByTestId('save')).toHaveAttribute('data-loading')
    expect(onClose).not.toHaveBeenCalled()
    expect(dialog).toBeVisible()
  })

  it('shows the loading text on the main button while busy', async () => {
    renderUi(
      <FormDialog
        open
        onClose={() => {}}
        title="Rename"
        busy
        submit={{ label: 'Save', loadingText: 'Saving…', onClick: () => {} }}
      />,
    )
    expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled()
  })

  it('without a main button is view-only: one button closes it', async () => {
    renderUi(<Page cancelLabel="Done" closeButton={false} />)
    const { user, dialog } = await openDialog()
    expect(screen.getAllByRole('button').filter((b) => dialog.contains(b))).toHaveLength(1)
    await user.click(screen.getByRole('button', { name: 'Done' }))
    await waitFor(() => expect(dialog).not.toBeVisible())
  })

  it('opens from its own trigger, telling the caller', async () => {
    const onOpen = vi.fn()
    function Triggered() {
      const [open, setOpen] = useState(false)
      return (
        <FormDialog
          open={open}
          onClose={() => setOpen(false)}
          onOpen={() => {
            onOpen()
            setOpen(true)
          }}
          title="Pick"
          trigger={<button type="button">Pick classes</button>}
        />
      )
    }
    renderUi(<Triggered />)
    const user = userEvent.setup()
    const trigger = screen.getByRole('button', { name: 'Pick classes' })
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await user.click(trigger)
    expect(onOpen).toHaveBeenCalledTimes(1)
    expect(await screen.findByRole('dialog', { name: 'Pick' })).toBeVisible()
    expect(trigger).toHaveAttribute('aria-expanded', 'true')
  })
})

describe('ConfirmDialog', () => {
  // jsdom lays nothing out, so Chakra would find no visible button to focus first; give elements a box.
  beforeEach(() => {
    vi.spyOn(Element.prototype, 'getClientRects').mockReturnValue([new DOMRect(0, 0, 10, 10)] as never)
  })
  afterEach(() => vi.restoreAllMocks())

  function Confirm({ onConfirm, busy }: { onConfirm: () => void; busy?: boolean }) {
    const [open, setOpen] = useState(false)
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Delete…
        </button>
        <ConfirmDialog
          open={open}
          onClose={() => setOpen(false)}
          title="Delete the order?"
          message="Order 42 will be deleted."
          confirmLabel="Delete"
          onConfirm={onConfirm}
          busy={busy}
        />
      </>
    )
  }

  it('is an alert dialog that focuses Cancel first and confirms with its button', async () => {
    const onConfirm = vi.fn()
    renderUi(<Confirm onConfirm={onConfirm} />)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Delete…' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the order?' })
    expect(dialog).toHaveTextContent('Order 42 will be deleted.')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus())
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Delete' }))
    expect(onConfirm).toHaveBeenCalledTimes(1)
  })

  it('returns focus to the opening button when cancelled', async () => {
    renderUi(<Confirm onConfirm={() => {}} />)
    const user = userEvent.setup()
    const opener = screen.getByRole('button', { name: 'Delete…' })
    await user.click(opener)
    const dialog = await screen.findByRole('alertdialog')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus())
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(dialog).not.toBeVisible())
    await waitFor(() => expect(opener).toHaveFocus())
  })
})
