import { QueryClient } from '@tanstack/react-query'
import { cleanup, screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithApp } from '../../../tests/render-with-app'
import { callData } from '../../api/client'
import { noticeCountQuery } from '../../api/notices'
import { billsQuery, tasksQuery } from '../../api/orders'
import type { CustomerTask, DebitNote } from '../../api/schemas/orders'
import { setUser } from '../../state/user'
import { HomePage } from './home-page'

const router = vi.hoisted(() => ({ routesByPath: {} as Record<string, unknown>, navigate: vi.fn() }))

vi.mock('@tanstack/react-router', () => ({
  useRouter: () => router,
  useNavigate: () => router.navigate,
  linkOptions: <T,>(options: T) => options,
  Link: ({
    to,
    search,
    children,
    hash: _hash,
    ...rest
  }: {
    to: string
    search?: Record<string, string>
    children: ReactNode
    hash?: string
  }) => (
    <a href={search ? `${to}?${new URLSearchParams(search).toString()}` : to} {...rest}>
      {children}
    </a>
  ),
}))

vi.mock('../../api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/client')>()),
  callData: vi.fn(() => Promise.reject(new Error('offline'))),
}))

beforeEach(() => {
  router.routesByPath = {}
  router.navigate.mockReset()
  setUser({
    id: 'u1',
    accountType: 'agency',
    name: '王律师',
    nameEn: 'Alex Wang',
    email: 'a@example.com',
    mobile: '13800000000',
    companyName: '某某知识产权代理有限公司',
    companyNameEn: 'Acme IP Agency',
    isPurchase: true,
  })
})

const note = (id: string, dueDate: string, over: Partial<DebitNote> = {}): DebitNote => ({
  id,
  debitNoteNo: `DN-${id}`,
  date: '2026-11-01',
  orderId: 'o1',
  orderNo: 'ORD-1',
  serviceName: { zh: '商标续展', en: 'Trademark renewal' },
  productType: 5,
  trademarkName: 'ACME',
  amount: 1200,
  currency: 'CNY',
  paymentStatus: 'unpaid',
  dueDate,
  ...over,
})

const task = (id: string, daysLeft: number, over: Partial<CustomerTask> = {}): CustomerTask => ({
  id,
  caseNo: `C-${id}`,
  trademarkName: `MARK ${id}`,
  trademarkRegNo: '12345678',
  applicationNo: '12345678',
  niceClasses: ['09', '35'],
  taskType: 'renewalDue',
  taskName: { zh: '续展到期', en: 'Renewal due' },
  deadline: '2026-12-01',
  weekendsOnly: false,
  daysLeft,
  urgency: daysLeft < 0 ? 'overdue' : daysLeft <= 7 ? 'urgent' : daysLeft <= 30 ? 'soon' : 'normal',
  orderId: null,
  ...over,
})

const page = <T,>(list: T[], total = list.length) => ({ list, total, pageNum: 1, pageSize: 5 })

function renderHome(seed: (client: QueryClient) => void, deadlines?: 'overdue') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })
  seed(client)
  // Every call fails (callData is mocked): the page shows what the test seeded, or a failed panel.
  return renderWithApp(<HomePage deadlines={deadlines} />, { queryClient: client, server: false })
}

// `as never` on the seeds: some tests give deliberately malformed bills (the panel must survive them), and the
// notice counts leave out the per-type figures no panel reads.
function seedAll(client: QueryClient, bills: unknown) {
  client.setQueryData(billsQuery({ status: 'unpaid', pageNum: 1, pageSize: 5 }).queryKey, bills as never)
  const tasks = page([task('a', -3), task('b', 0), task('c', 12)])
  client.setQueryData(tasksQuery({ pageNum: 1, pageSize: 5 }).queryKey, tasks)
  client.setQueryData(tasksQuery({ withinDays: 30, pageNum: 1, pageSize: 5 }).queryKey, tasks)
  client.setQueryData(tasksQuery({ withinDays: 0, pageNum: 1, pageSize: 100 }).queryKey, {
    ...page([task('a', -3), task('b', 0)]),
    pageSize: 100,
  })
  client.setQueryData(noticeCountQuery().queryKey, { unread: 7, total: 20, byType: {} as never })
}

describe('HomePage', () => {
  it('greets the user and summarises what is due', () => {
    renderHome((c) =>
      seedAll(c, {
        ...page([note('1', '2027-01-10'), note('2', '2020-01-01', { amount: 50, currency: 'USD' })], 7),
        unpaidAmount: { CNY: 8400, USD: 50 },
      }),
    )
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/Alex Wang/)
    expect(screen.getByTestId('account-type')).toHaveTextContent('IP firm account')
    expect(screen.getByTestId('greeting-company')).toHaveTextContent('Acme IP Agency')

    const outstanding = screen.getByTestId('stat-outstanding')
    expect(outstanding).toHaveTextContent('7')
    expect(outstanding).toHaveTextContent('RMB¥8,400.00')
    expect(outstanding).toHaveTextContent('$50.00')
    // Three tasks within 30 days, one of them overdue.
    expect(screen.getByTestId('stat-due-soon')).toHaveTextContent('2')
    expect(screen.getByTestId('stat-overdue')).toHaveTextContent('1')
    expect(screen.getByTestId('stat-unread')).toHaveTextContent('7')
  })

  it('lists debit notes by due date with paging, and deadlines with days left', async () => {
    const { user } = renderHome((c) =>
      seedAll(c, {
        ...page([note('late', '2027-01-10'), note('past', '2020-01-01', { amount: 50, currency: 'USD' })], 7),
        unpaidAmount: { CNY: 8400, USD: 50 },
      }),
    )
    const rows = screen.getAllByTestId('debit-note-row')
    expect(rows[0]).toHaveTextContent('DN-past')
    expect(rows[0]).toHaveTextContent('Past due')
    expect(rows[0]).toHaveTextContent('$50.00')
    expect(rows[1]).toHaveTextContent('Trademark renewal')
    expect(within(screen.getByTestId('debit-notes-panel')).getByText('7 items')).toBeInTheDocument()

    const deadlines = screen.getByTestId('deadlines-panel')
    expect(deadlines).toHaveTextContent('3 days overdue')
    expect(deadlines).toHaveTextContent('due today')
    expect(deadlines).toHaveTextContent('in 12 days')
    expect(deadlines).toHaveTextContent('Reg. no. 12345678')
    expect(deadlines).toHaveTextContent('Classes 09, 35')

    await user.click(screen.getByTestId('deadline-filter-overdue'))
    expect(screen.getAllByTestId('deadline-item')).toHaveLength(1)
    expect(screen.getByTestId('deadline-list')).toHaveTextContent('MARK a')
  })

  it('opens an unpaid debit note on its pay page and a paid one on its charge notice', () => {
    renderHome((c) =>
      seedAll(c, {
        ...page([
          note('open', '2027-01-10', { orderId: 'ord-open' }),
          note('settled', '2027-02-10', { orderId: 'ord-settled', paymentStatus: 'paid' }),
        ]),
        unpaidAmount: { CNY: 1200 },
      }),
    )
    const [open, settled] = screen.getAllByTestId('debit-note-link')
    expect(open).toHaveTextContent('DN-open')
    expect(open).toHaveAttribute('href', '/payment?orderId=ord-open')
    expect(settled).toHaveAttribute('href', '/order/billOffer?orderId=ord-settled')
  })

  it('opens the deadline list on the view a summary card links to (?deadlines=overdue)', () => {
    renderHome((c) => seedAll(c, page([])), 'overdue')
    expect(screen.getByTestId('deadline-filter-overdue')).toHaveAttribute('aria-pressed', 'true')
    expect(within(screen.getByTestId('deadline-list')).getAllByRole('listitem')).toHaveLength(1)
  })

  it('links each deadline to its mark’s record and names an application by its application number', () => {
    renderHome((c) => {
      seedAll(c, { ...page([]), unpaidAmount: {} })
      const opposition = task('d', 40, {
        trademarkRegNo: '',
        applicationNo: '41870233',
        taskType: 'oppositionDeadline',
        deadline: '2027-01-18',
        weekendsOnly: true,
      })
      c.setQueryData(tasksQuery({ pageNum: 1, pageSize: 5 }).queryKey, page([task('a', 3), opposition]))
    })
    const [renewal, pending] = screen.getAllByTestId('deadline-item')
    expect(within(renewal!).getByTestId('deadline-mark-link')).toHaveAttribute(
      'href',
      '/trademarkArchives?applicationNo=12345678',
    )
    expect(renewal).toHaveTextContent('Reg. no. 12345678')
    expect(within(renewal!).queryByTestId('deadline-weekends-only')).toBeNull()
    expect(within(pending!).getByTestId('deadline-mark-link')).toHaveAttribute(
      'href',
      '/trademarkArchives?applicationNo=41870233',
    )
    expect(pending).toHaveTextContent('Application no. 41870233')
    expect(pending).not.toHaveTextContent('Reg. no.')
    expect(within(pending!).getByTestId('deadline-weekends-only')).toHaveTextContent(
      'The official 2027 holiday schedule is not published yet: only weekends were rolled over.',
    )
  })

  it('shows the empty state and survives a malformed answer', () => {
    renderHome((c) => seedAll(c, { list: [{ nonsense: true }], total: 'many', unpaidAmount: null }))
    expect(screen.getByText('No outstanding debit notes')).toBeInTheDocument()
    expect(screen.getByTestId('stat-outstanding')).toHaveTextContent('Nothing to pay')
  })

  it('shows a failed panel with a retry that loads the data', async () => {
    const { user } = renderHome((c) => {
      seedAll(c, { ...page([]), unpaidAmount: {} })
      c.removeQueries({ queryKey: billsQuery({ status: 'unpaid', pageNum: 1, pageSize: 5 }).queryKey })
    })
    const panel = screen.getByTestId('debit-notes-panel')
    expect(await within(panel).findByTestId('panel-error')).toHaveTextContent('The data could not be loaded')
    // The rest of the page is unaffected.
    expect(screen.getByTestId('stat-unread')).toHaveTextContent('7')

    vi.mocked(callData).mockResolvedValueOnce({
      ...page([note('1', '2027-01-10')]),
      unpaidAmount: { CNY: 1200 },
    })
    await user.click(within(panel).getByRole('button', { name: 'Retry' }))
    expect(await within(panel).findByText('DN-1')).toBeInTheDocument()
  })

  it('hides the search until the query area exists, then runs a strict search of the chosen way', async () => {
    renderHome((c) => seedAll(c, { ...page([]), unpaidAmount: {} }))
    expect(screen.queryByTestId('search-area')).not.toBeInTheDocument()
    cleanup()

    router.routesByPath = { '/query/fast': {}, '/query/high': {} }
    const { user } = renderHome((c) => seedAll(c, { ...page([]), unpaidAmount: {} }))
    expect(screen.getByTestId('advanced-search-link')).toHaveAttribute('href', '/query/high')

    await user.click(screen.getByTestId('quick-search-submit'))
    expect(screen.getByText('This field is required')).toBeInTheDocument()
    expect(router.navigate).not.toHaveBeenCalled()

    await user.selectOptions(screen.getByTestId('quick-search-mode'), 'registrationNo')
    await user.type(screen.getByTestId('quick-search-input'), '１２３４５６７')
    await user.click(screen.getByTestId('quick-search-submit'))
    expect(router.navigate).toHaveBeenCalledWith({
      to: '/query/result',
      search: { queryWay: 'registrationNumber', registerNumber: '1234567' },
    })
  })
})
