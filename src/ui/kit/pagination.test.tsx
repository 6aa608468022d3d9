import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithApp } from '../../../tests/render-with-app'
import { pageCount, Pagination, parseGoToPage } from './pagination'

function renderPagination(page: number, onChange = vi.fn()) {
  const { user } = renderWithApp(<Pagination page={page} pageSize={5} total={23} onChange={onChange} />, {
    server: false,
  })
  return { user, onChange }
}

describe('page arithmetic', () => {
  it('counts pages and clamps typed page numbers', () => {
    expect(pageCount(23, 5)).toBe(5)
    expect(pageCount(0, 5)).toBe(1)
    expect(parseGoToPage(' 3 ', 5)).toBe(3)
    expect(parseGoToPage('99', 5)).toBe(5)
    expect(parseGoToPage('0', 5)).toBe(1)
    expect(parseGoToPage('abc', 5)).toBeUndefined()
  })
})

describe('Pagination', () => {
  it('shows the total and moves with next and page buttons', async () => {
    const { user, onChange } = renderPagination(2)
    expect(screen.getByText('23 items')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    expect(onChange).toHaveBeenLastCalledWith(3)
    await user.click(screen.getByRole('button', { name: 'Page 5 of 5' }))
    expect(onChange).toHaveBeenLastCalledWith(5)
  })

  it('jumps to a typed page on Enter, clamped to the last page', async () => {
    const { user, onChange } = renderPagination(1)
    const box = screen.getByLabelText('Go to page')
    await user.type(box, '4{Enter}')
    expect(onChange).toHaveBeenLastCalledWith(4)
    await user.type(box, '40{Enter}')
    expect(onChange).toHaveBeenLastCalledWith(5)
    expect(box).toHaveValue(null)
  })
})
