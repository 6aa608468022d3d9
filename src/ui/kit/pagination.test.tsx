import { ChakraProvider, defaultSystem } from '@chakra-ui/react'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import i18next from 'i18next'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { resources } from '../../i18n/resources'
import { pageCount, Pagination, parseGoToPage } from './pagination'

const i18n = i18next.createInstance()

beforeAll(async () => {
  await i18n
    .use(initReactI18next)
    .init({ resources, lng: 'en', defaultNS: 'common', interpolation: { escapeValue: false } })
})

afterEach(cleanup)

function renderPagination(page: number, onChange = vi.fn()) {
  render(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={defaultSystem}>
        <Pagination page={page} pageSize={5} total={23} onChange={onChange} />
      </ChakraProvider>
    </I18nextProvider>,
  )
  return onChange
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
    const user = userEvent.setup()
    const onChange = renderPagination(2)
    expect(screen.getByText('23 items')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    expect(onChange).toHaveBeenLastCalledWith(3)
    await user.click(screen.getByRole('button', { name: 'Page 5 of 5' }))
    expect(onChange).toHaveBeenLastCalledWith(5)
  })

  it('jumps to a typed page on Enter, clamped to the last page', async () => {
    const user = userEvent.setup()
    const onChange = renderPagination(1)
    const box = screen.getByLabelText('Go to page')
    await user.type(box, '4{Enter}')
    expect(onChange).toHaveBeenLastCalledWith(4)
    await user.type(box, '40{Enter}')
    expect(onChange).toHaveBeenLastCalledWith(5)
    expect(box).toHaveValue(null)
  })
})
