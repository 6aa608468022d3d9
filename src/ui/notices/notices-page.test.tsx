import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithApp, testServer } from '../../../tests/render-with-app'
import { NoticesPage } from './notices-page'

const itemWith = async (text: string) => {
  await screen.findAllByTestId('notice-item', {}, { timeout: 5000 })
  const item = screen.getAllByTestId('notice-item').find((el) => el.textContent?.includes(text))
  if (!item) throw new Error(`no notice with ${text}`)
  return item
}

describe('the message centre', () => {
  it('shows a notice’s words as plain text and marks it read on request; the tab counts follow', async () => {
    const notice = testServer().db.notices.find((n) => n.userId === 'u-demo' && n.type === 'system')!
    notice.read = false
    notice.contentEn = '<img src=x onerror="window.hacked=1"><b>bold</b>'
    const { user, server } = renderWithApp(<NoticesPage tab="other" search={{}} onSearch={vi.fn()} />, {
      signedInAs: 'u-demo',
      route: '/',
      // The app's client: a mutation refreshes what it declares it changed.
    })
    const item = await itemWith('<b>bold</b>')
    expect(item.querySelector('img, b')).toBeNull()
    const unreadOther = () => screen.getByTestId('notice-tab-unread-other').textContent
    const before = Number(unreadOther())
    expect(item).toHaveAttribute('data-unread', 'true')

    await user.click(within(item).getByRole('button', { name: 'Mark as read' }))
    await waitFor(() => expect(server.db.notices.find((n) => n.id === notice.id)?.read).toBe(true))
    await waitFor(() => expect(Number(unreadOther())).toBe(before - 1))
    expect(await itemWith('<b>bold</b>')).toHaveAttribute('data-unread', 'false')
  })

  it('links a mark’s notice to the mark’s record and to the document it came with', async () => {
    renderWithApp(<NoticesPage tab="official" search={{}} onSearch={vi.fn()} />, {
      signedInAs: 'u-demo',
      route: '/',
    })
    const refusal = await itemWith('Refusal issued')
    const open = within(refusal).getByRole('link', { name: 'Open the trademark record' })
    expect(decodeURIComponent(open.getAttribute('href') ?? '')).toMatch(
      /\/trademarkArchives\?applicationNo=.*52307716/,
    )
    const doc = within(refusal).getByRole('link', { name: 'View the document it came with' })
    expect(decodeURIComponent(doc.getAttribute('href') ?? '')).toMatch(/OfficialManagement\?.*kind=refusal/)
    // Only official notices on this tab.
    const types = screen.getAllByTestId('notice-item').map((el) => el.getAttribute('data-type'))
    expect(types.every((t) => t !== 'payment' && t !== 'system')).toBe(true)
  })
})
