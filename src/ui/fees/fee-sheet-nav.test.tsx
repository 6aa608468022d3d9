import { Outlet, createRoute } from '@tanstack/react-router'
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithApp } from '../../../tests/render-with-app'
import { FEE_SHEETS, MAIN_MENU } from '../layout/menu'
import { FeeSheetNav } from './fee-sheet-nav'

const SHEETS = ['/offerSheet', '/floorPageSheet', '/copyrightPageSheet', '/enforcementPageSheet']

describe('the fee sheets in the menu', () => {
  it('has a main-menu entry leading to the fee sheets, listing all four', () => {
    const fees = MAIN_MENU.find((entry) => entry.key === 'fees')
    expect(fees?.to).toBe('/offerSheet')
    expect(FEE_SHEETS.map((sheet) => sheet.to)).toEqual(SHEETS)
  })

  it('links every sheet from every sheet, marking the open one', async () => {
    const { user } = renderWithApp(<Outlet />, {
      lang: 'en',
      route: '/copyrightPageSheet',
      routes: (root) =>
        SHEETS.map((path) =>
          createRoute({
            getParentRoute: () => root,
            path,
            component: () => (
              <>
                <FeeSheetNav />
                <h1>{path}</h1>
              </>
            ),
          }),
        ),
    })
    const nav = await screen.findByRole('navigation', { name: 'Fee sheets' })
    expect(nav).toHaveTextContent(
      'Trademark feesPrintable price listCopyright feesBrand protection and monitoring plans',
    )
    expect(screen.getByRole('link', { name: 'Copyright fees' })).toHaveAttribute('aria-current', 'page')
    await user.click(screen.getByRole('link', { name: 'Brand protection and monitoring plans' }))
    await waitFor(() => expect(screen.getByRole('heading')).toHaveTextContent('/enforcementPageSheet'))
    expect(screen.getByRole('link', { name: 'Brand protection and monitoring plans' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })
})
