import { Outlet, createRoute } from '@tanstack/react-router'
import { screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { renderWithApp, testServer } from '../../../tests/render-with-app'
import { ApplicantsPage, type ApplicantBookFilters } from './applicants-page'

function Harness() {
  const [filters, setFilters] = useState<ApplicantBookFilters>({})
  return <ApplicantsPage filters={filters} onFiltersChange={setFilters} />
}

function renderPage() {
  return renderWithApp(<Outlet />, {
    lang: 'en',
    signedInAs: 'u-demo',
    route: '/personal/applicantInformation',
    userEvent: { delay: null },
    // The app's client: a mutation refreshes the lists it changed.
    routes: (root) => [
      createRoute({ getParentRoute: () => root, path: '/personal/applicantInformation', component: Harness }),
    ],
  })
}

const cards = () => screen.getAllByTestId('applicant-item')

describe('the applicants page', { timeout: 60_000 }, () => {
  it('filters by type and label, makes a default, deletes a free applicant and refuses one in use', async () => {
    const { user } = renderPage()
    await waitFor(() => expect(cards()).toHaveLength(10))
    expect(screen.getByText('14 applicants')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Individuals' }))
    await waitFor(() => expect(screen.getByText('1 applicant')).toBeInTheDocument())
    expect(cards()[0]).toHaveTextContent('Jianguo Wang')
    await user.click(screen.getByRole('button', { name: 'All types' }))
    await user.click(screen.getByRole('button', { name: '境外关联公司 (2)' }))
    await waitFor(() => expect(cards()).toHaveLength(2))
    await user.click(screen.getByRole('button', { name: 'All labels' }))
    await waitFor(() => expect(cards()).toHaveLength(10))

    // FirLink GmbH (unused) becomes the default, then is deleted; the default moves on.
    const firlink = () => screen.getByRole('article', { name: 'FirLink GmbH' })
    await user.click(within(firlink()).getByRole('button', { name: 'Make default' }))
    await waitFor(() =>
      expect(testServer().db.applicants.find((a) => a.applicantId === 'app-demo-14')?.isDefault).toBe(true),
    )
    await waitFor(() => expect(cards()[0]).toHaveTextContent('FirLink GmbH'), { timeout: 5000 })
    expect(within(firlink()).getByText('Default')).toBeInTheDocument()
    await user.click(within(firlink()).getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByTestId('applicant-delete-dialog')
    expect(await within(dialog).findByText(/FirLink GmbH will be removed/)).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(screen.getByText('13 applicants')).toBeInTheDocument())
    expect(screen.queryByRole('article', { name: 'FirLink GmbH' })).not.toBeInTheDocument()
    expect(testServer().db.applicants.filter((a) => a.userId === 'u-demo' && a.isDefault)).toHaveLength(1)

    await waitFor(() => expect(screen.queryByTestId('applicant-delete-dialog')).not.toBeInTheDocument())

    // An applicant filed in orders: the dialog says which, and offers no delete.
    await user.type(screen.getByRole('textbox', { name: 'Search applicants' }), '91310115MA1K{Enter}')
    await waitFor(() => expect(cards()).toHaveLength(1))
    const filed = screen.getByRole('article', { name: 'Shanghai Yunshan Intelligent Technology Co., Ltd.' })
    expect(within(filed).getByText(/Filed in \d+ orders/)).toBeInTheDocument()
    await user.click(within(filed).getByRole('button', { name: 'Delete' }))
    const refused = await screen.findByTestId('applicant-delete-refusal')
    expect(refused).toHaveTextContent(/is used in \d+ filed orders \(TM\d+/)
    const refusalDialog = screen.getByTestId('applicant-delete-dialog')
    expect(within(refusalDialog).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument()
  })

  it('searches names and codes, and offers to clear a search that finds nothing', async () => {
    const { user } = renderPage()
    await waitFor(() => expect(cards()).toHaveLength(10))
    await user.type(screen.getByRole('textbox', { name: 'Search applicants' }), 'no such company{Enter}')
    expect(await screen.findByText('No applicant matches')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Clear the search and filters' }))
    await waitFor(() => expect(cards()).toHaveLength(10))
    expect(screen.getByRole('textbox', { name: 'Search applicants' })).toHaveValue('')
  })

  it('shows an empty book with the way to add one, and a failed load with a retry', async () => {
    const server = testServer()
    server.db.applicants = server.db.applicants.filter((a) => a.userId !== 'u-demo')
    const first = renderPage()
    expect(await screen.findByText('No applicant yet')).toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: 'Add an applicant' })).toHaveLength(2)
    first.unmount()

    let calls = 0
    server.mirage.post('applicantInfo/getApplicantList', () => {
      calls += 1
      return { code: 500, msg: 'down', data: null }
    })
    const { user } = renderPage()
    expect(await screen.findByText('The applicants could not be loaded.')).toBeInTheDocument()
    const before = calls
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(calls).toBeGreaterThan(before))
  })
})
