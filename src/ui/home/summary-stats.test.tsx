import { Outlet, createRoute } from '@tanstack/react-router'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithApp } from '../../../tests/render-with-app'
import { HOME_DEADLINE_VIEWS, homeSearch } from '../../domain/home-search'
import { DEADLINE_FILTERS } from './deadline-filter'
import { SummaryStats } from './summary-stats'

function renderStats() {
  return renderWithApp(<Outlet />, {
    lang: 'en',
    signedInAs: 'u-demo',
    route: '/home',
    routes: (root) => [
      createRoute({
        getParentRoute: () => root,
        path: '/home',
        validateSearch: homeSearch,
        component: SummaryStats,
      }),
      createRoute({
        getParentRoute: () => root,
        path: '/order/debitNotes',
        validateSearch: (search: Record<string, unknown>) => ({ status: String(search.status ?? '') }),
        component: () => <h1>debit notes</h1>,
      }),
    ],
  })
}

describe('the summary cards', () => {
  it('open the list each one counts, filtered the same way', { timeout: 20_000 }, async () => {
    const { user, router } = renderStats()
    const outstanding = await screen.findByTestId('stat-outstanding')
    const link = within(outstanding).getByRole('link', { name: 'Outstanding debit notes' })
    expect(link).toHaveAttribute('href', '/order/debitNotes?status=unpaid')
    expect(within(screen.getByTestId('stat-overdue')).getByRole('link')).toHaveAttribute(
      'href',
      '/home?deadlines=overdue#deadlines',
    )
    expect(within(screen.getByTestId('stat-due-soon')).getByRole('link')).toHaveAttribute(
      'href',
      '/home?deadlines=next30#deadlines',
    )
    await user.click(link)
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/debitNotes'))
    expect(router.state.location.search).toEqual({ status: 'unpaid' })
  })

  it('name the deadline views the deadline panel offers, and keep only those in the URL', () => {
    expect([...HOME_DEADLINE_VIEWS]).toEqual([...DEADLINE_FILTERS])
    expect(homeSearch({ deadlines: 'overdue' })).toEqual({ deadlines: 'overdue' })
    expect(homeSearch({ deadlines: 'soon' })).toEqual({})
  })
})
