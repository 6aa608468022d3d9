import { screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import type { CaseSearch } from '../../../domain/cases/case-query'
import { renderWithApp, testServer } from '../../../../tests/render-with-app'
import { CasesPage } from './cases-page'

function Harness({ mine = false }: { mine?: boolean }) {
  const [search, setSearch] = useState<CaseSearch>({})
  return (
    <>
      <output data-testid="search">{JSON.stringify(search)}</output>
      <CasesPage search={search} onSearch={setSearch} mine={mine} />
    </>
  )
}

const LOAD = { timeout: 10_000 }
const rows = () => screen.findAllByTestId('case-row', undefined, LOAD)

// The list call derives every case's deadlines: on a busy machine the first answer takes seconds.
describe('CasesPage', { timeout: 30_000 }, () => {
  it('lists the cases, filters by text and office, sorts by a column and labels a selection', async () => {
    const { user, server } = renderWithApp(<Harness />, { signedInAs: 'u-demo', route: '/' })
    const total = server.db.cases.filter((c) => c.accountId === 'u-demo').length
    await waitFor(
      () => expect(screen.getByTestId('case-count')).toHaveTextContent(`${total} of ${total} cases`),
      LOAD,
    )
    expect((await rows()).length).toBeGreaterThan(5)
    expect(screen.getByRole('button', { name: 'Import from Excel' })).toBeInTheDocument()

    await user.selectOptions(screen.getByTestId('filter-office'), 'hongKong')
    const hk = server.db.cases.filter((c) => c.accountId === 'u-demo' && c.office === 'HK').length
    await waitFor(
      () => expect(screen.getByTestId('case-count')).toHaveTextContent(`${hk} of ${total} cases`),
      LOAD,
    )
    for (const row of await rows()) expect(row).toHaveTextContent('Hong Kong')

    await user.click(screen.getByTestId('sort-markName'))
    expect(screen.getByTestId('search')).toHaveTextContent('"sort":"markName","dir":"asc"')
    await user.click(screen.getByTestId('sort-markName'))
    expect(screen.getByTestId('search')).toHaveTextContent('"dir":"desc"')

    const first = (await rows())[0]!
    await user.click(within(first).getByRole('checkbox'))
    expect(screen.getByTestId('bulk-bar')).toHaveTextContent('1 selected')
    await user.selectOptions(screen.getByTestId('bulk-label'), 'lb-u-demo-4')
    await user.click(screen.getByTestId('bulk-add-label'))
    const labelled = () => server.db.cases.filter((c) => c.labelIds.includes('lb-u-demo-4'))
    await waitFor(() => expect(labelled()).toHaveLength(1), LOAD)
    await waitFor(() => expect(within(first).getByText('诉讼关注')).toBeInTheDocument(), LOAD)

    await user.type(screen.getByTestId('filter-q'), 'no-such-mark')
    expect(await screen.findByText('No case matches these filters', undefined, LOAD)).toBeInTheDocument()
  })

  it("shows a read-only member no import, new case or bulk editing, and /myCases only the member's cases", async () => {
    // The session acts as 孙晴 (read-only) from the start, as the demo's "view as" switch makes it.
    const server = testServer()
    server.db.sessions.push({ token: 't-u-demo', userId: 'u-demo', createdAt: '', memberId: 'm-u-demo-3' })
    const { user } = renderWithApp(<Harness mine />, { signedInAs: 'u-demo', route: '/' })
    const mine = server.db.cases.filter(
      (c) => c.accountId === 'u-demo' && c.assigneeId === 'm-u-demo-3',
    ).length
    await screen.findByTestId('cases-page')
    expect(mine).toBeGreaterThan(0)
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Import from Excel' })).toBeNull(), LOAD)
    expect(screen.queryByTestId('case-new')).toBeNull()
    await waitFor(
      () => expect(screen.getByTestId('case-count')).toHaveTextContent(new RegExp(`^${mine} of`)),
      LOAD,
    )
    expect(screen.queryByTestId('filter-assignee')).toBeNull()
    await user.click(within((await rows())[0]!).getByRole('checkbox'))
    expect(screen.queryByTestId('bulk-delete')).toBeNull()
    expect(screen.getByTestId('bulk-export')).toBeInTheDocument()
  })
})
