import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithApp } from '../../../tests/render-with-app'
import { ResponsiveRows, type RowColumn } from './responsive-rows'

interface Note {
  id: string
  no: string
  amount: string
  memo: string
  paid: boolean
}

const NOTES: Note[] = [
  { id: 'a', no: 'DN-1', amount: '¥1,200.00', memo: 'first', paid: false },
  { id: 'b', no: 'DN-2', amount: '¥80.00', memo: '', paid: true },
]

/** A screen of the given width for Chakra's `md` query (48rem = 768 px). */
function screenWidth(px: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    matches: px >= 768,
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
}

function renderNotes(onPay = vi.fn()) {
  const columns: RowColumn<Note>[] = [
    { id: 'no', role: 'title', header: 'Number', cell: (n) => n.no },
    { id: 'memo', header: 'Memo', cell: (n) => n.memo },
    { id: 'amount', role: 'amount', header: 'Amount', align: 'end', testId: 'amount', cell: (n) => n.amount },
    { id: 'status', role: 'status', header: 'Status', cell: (n) => (n.paid ? 'Paid' : 'Unpaid') },
    {
      id: 'actions',
      role: 'actions',
      header: 'Actions',
      cell: (n) => (n.paid ? null : <button onClick={() => onPay(n.id)}>Pay {n.no}</button>),
    },
  ]
  const view = renderWithApp(
    <ResponsiveRows
      rows={NOTES}
      rowKey={(n) => n.id}
      columns={columns}
      rowAttributes={(n) => ({ 'data-testid': 'row', 'data-id': n.id })}
      testId="notes"
    />,
    { server: false },
  )
  return { user: view.user, onPay }
}

afterEach(() => vi.unstubAllGlobals())

describe('ResponsiveRows', () => {
  it('draws a table with one heading per column from md up', () => {
    screenWidth(1280)
    renderNotes()
    const table = screen.getByTestId('notes')
    expect(table.tagName).toBe('TABLE')
    expect(table).toHaveAttribute('data-layout', 'table')
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Number', 'Memo', 'Amount', 'Status', 'Actions'])
    const rows = screen.getAllByTestId('row') as [HTMLElement, HTMLElement]
    expect(rows.map((r) => r.tagName)).toEqual(['TR', 'TR'])
    expect(within(rows[0]).getByTestId('amount')).toHaveTextContent('¥1,200.00')
  })

  it('draws one card per row on a phone: title and status, labelled facts, then the actions', async () => {
    screenWidth(390)
    const { user, onPay } = renderNotes()
    const list = screen.getByTestId('notes')
    expect(list).toHaveAttribute('data-layout', 'cards')
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    const [first, second] = screen.getAllByTestId('row') as [HTMLElement, HTMLElement]
    expect(first).toHaveAttribute('data-id', 'a')
    expect(first.querySelector('.rr-head')).toHaveTextContent('DN-1Unpaid')
    expect(within(first).getByText('Amount').nextSibling).toHaveTextContent('¥1,200.00')
    expect(within(first).getByTestId('amount')).toHaveTextContent('¥1,200.00')
    expect(within(first).getByText('Memo')).toBeInTheDocument()
    // An empty fact is left out of a card; a row without actions has no action bar.
    expect(within(second).queryByText('Memo')).not.toBeInTheDocument()
    expect(second.querySelector('.rr-actions')).toBeNull()
    await user.click(within(first).getByRole('button', { name: 'Pay DN-1' }))
    expect(onPay).toHaveBeenCalledWith('a')
  })
})
