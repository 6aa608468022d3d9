import { Outlet, createRoute } from '@tanstack/react-router'
import { screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { renderWithApp, testServer } from '../../../tests/render-with-app'
import { FeedbackDialog } from './feedback-dialog'

function Harness() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open feedback
      </button>
      <FeedbackDialog open={open} onClose={() => setOpen(false)} />
    </>
  )
}

function renderDialog() {
  return renderWithApp(<Outlet />, {
    lang: 'en',
    signedInAs: 'u-demo',
    route: '/orderManage',
    userEvent: { delay: null },
    routes: (root) => [createRoute({ getParentRoute: () => root, path: '/orderManage', component: Harness })],
  })
}

describe('the feedback dialog', { timeout: 60_000 }, () => {
  it('checks the text, the contact and the screenshot’s bytes, then sends with the page and shows the ticket', async () => {
    const { user } = renderDialog()
    await user.click(await screen.findByRole('button', { name: 'Open feedback' }, { timeout: 5000 }))
    const dialog = await screen.findByTestId('feedback-dialog', undefined, { timeout: 5000 })
    // The service desk's contact comes from the front-end cache.
    expect(
      await within(dialog).findByText(/You can also call 400-/, undefined, { timeout: 5000 }),
    ).toBeInTheDocument()

    await user.click(within(dialog).getByRole('button', { name: 'Send' }))
    expect(
      await within(dialog).findByText('This field is required', undefined, { timeout: 5000 }),
    ).toBeInTheDocument()
    await user.type(within(dialog).getByLabelText(/^What happened/), 'Too slow')
    expect(
      await within(dialog).findByText(/at least 10 characters/, undefined, { timeout: 5000 }),
    ).toBeInTheDocument()
    await user.type(within(dialog).getByLabelText(/^What happened/), ' when I open my orders.')
    await user.type(within(dialog).getByLabelText(/^Mobile or e-mail/), '12345')
    await user.click(within(dialog).getByRole('radio', { name: 'Something is not working' }))
    await user.click(within(dialog).getByRole('button', { name: 'Send' }))
    expect(
      await within(dialog).findByText(/valid mobile number or e-mail/, undefined, { timeout: 5000 }),
    ).toBeInTheDocument()

    // A text file named .png is refused by its bytes.
    const fake = new File(['just some text'], 'screen.png', { type: 'image/png' })
    await user.upload(within(dialog).getByTestId('feedback-screenshot'), fake)
    expect(
      await within(dialog).findByText('Wrong file format', undefined, { timeout: 5000 }),
    ).toBeInTheDocument()

    await user.clear(within(dialog).getByLabelText(/^Mobile or e-mail/))
    await user.click(within(dialog).getByRole('button', { name: 'Send' }))
    expect(
      await within(dialog).findByText(/Thank you: feedback FB\d{12} has been sent/, undefined, {
        timeout: 5000,
      }),
    ).toBeInTheDocument()
    await waitFor(() => expect(testServer().db.feedbacks).toHaveLength(1))
    expect(testServer().db.feedbacks[0]).toMatchObject({
      kind: 'problem',
      content: 'Too slow when I open my orders.',
      page: '/orderManage',
      contact: 'demo@example.com',
      screenshotFileId: null,
    })
  })
})
