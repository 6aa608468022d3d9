import { Skeleton } from '@chakra-ui/react'
import type { UseQueryResult } from '@tanstack/react-query'
import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithApp } from '../../../tests/render-with-app'
import { resources } from '../../i18n/resources'
import { QueryPanel } from './query-panel'

const renderUi = (ui: Parameters<typeof renderWithApp>[0]) => renderWithApp(ui, { server: false })

/** Just the fields the panel reads, in the three states a query can be in. */
function fakeQuery(
  state: { status: 'pending' } | { status: 'error'; error: Error } | { status: 'success'; data: string[] },
) {
  const refetch = vi.fn(() => Promise.resolve())
  const query = {
    status: state.status,
    isPending: state.status === 'pending',
    isError: state.status === 'error',
    isSuccess: state.status === 'success',
    error: state.status === 'error' ? state.error : null,
    data: state.status === 'success' ? state.data : undefined,
    refetch,
  }
  // The panel reads only the fields above; the rest of a real result does not matter here.
  return { query: query as unknown as UseQueryResult<string[], Error>, refetch }
}

const list = (data: string[]) => (
  <ul>
    {data.map((name) => (
      <li key={name}>{name}</li>
    ))}
  </ul>
)

describe('QueryPanel', () => {
  it('while loading shows a status named by the page, and not the data', () => {
    const { query } = fakeQuery({ status: 'pending' })
    const draw = vi.fn(list)
    renderUi(
      <QueryPanel query={query} loading="Loading members" failed="Could not load the members.">
        {draw}
      </QueryPanel>,
    )
    expect(screen.getByRole('status', { name: 'Loading members' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(draw).not.toHaveBeenCalled()
  })

  it('shows the placeholder instead of the spinner when given one', () => {
    const { query } = fakeQuery({ status: 'pending' })
    renderUi(
      <QueryPanel query={query} placeholder={<Skeleton data-testid="sketch" />} failed="Could not load.">
        {list}
      </QueryPanel>,
    )
    expect(screen.getByTestId('sketch')).toBeInTheDocument()
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it('when loading failed says so, and Retry loads again', async () => {
    const { query, refetch } = fakeQuery({ status: 'error', error: new Error('offline') })
    const { user } = renderUi(
      <QueryPanel query={query} loading="Loading members" failed="Could not load the members.">
        {list}
      </QueryPanel>,
    )
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('Could not load the members.')
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: resources.en.common.actions.retry }))
    expect(refetch).toHaveBeenCalledTimes(1)
  })

  it('passes the error to a failed function, for pages that show the server words', () => {
    const error = new Error('成员已停用')
    const { query } = fakeQuery({ status: 'error', error })
    const failed = vi.fn((e: Error) => `Could not load: ${e.message}`)
    renderUi(
      <QueryPanel query={query} loading="Loading members" failed={failed}>
        {list}
      </QueryPanel>,
    )
    expect(failed).toHaveBeenCalledWith(error)
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load: 成员已停用')
  })

  it('once loaded draws the data through children', () => {
    const { query } = fakeQuery({ status: 'success', data: ['Wang Fang', 'Li Lei'] })
    renderUi(
      <QueryPanel query={query} loading="Loading members" failed="Could not load the members.">
        {list}
      </QueryPanel>,
    )
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Wang Fang', 'Li Lei'])
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
