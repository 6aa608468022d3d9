import { screen } from '@testing-library/react'
import i18next from 'i18next'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it, vi } from 'vitest'
import { renderWithApp } from '../../../tests/render-with-app'
import { BOOT_NAMESPACES } from '../../i18n'
import { resources } from '../../i18n/resources'
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

  it('needs only the namespaces every page has loaded', () => {
    // A kit piece that read a page's namespace (the page labels lived in home.json) suspended the first render
    // of every list with data, which was then drawn again once the chunk arrived.
    const boot = i18next.createInstance()
    void boot.init({
      lng: 'en',
      resources: { en: Object.fromEntries(BOOT_NAMESPACES.map((ns) => [ns, resources.en[ns]])) },
      ns: [...BOOT_NAMESPACES],
      defaultNS: 'common',
      fallbackLng: false,
      initAsync: false,
      react: { useSuspense: false },
    })
    renderWithApp(
      <I18nextProvider i18n={boot}>
        <Pagination page={1} pageSize={5} total={23} onChange={vi.fn()} />
      </I18nextProvider>,
      { server: false },
    )
    expect(screen.getByRole('button', { name: 'Page 5 of 5' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Next page' })).toBeInTheDocument()
  })
})
