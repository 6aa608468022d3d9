import { createFileRoute } from '@tanstack/react-router'
import {
  INVOICES_PAGE_SIZE,
  invoiceHeadersQuery,
  invoiceOrdersQuery,
  invoiceSettingsQuery,
  invoicesQuery,
} from '../../../../api/invoices'
import { addressListQuery } from '../../../../api/member'
import type { RequestStatus } from '../../../../api/schemas/invoices'
import { oneOfParam, optionalTextParam, pageParam } from '../../../../domain/url-params'
import { loadNamespaces } from '../../../../i18n'
import { InvoiceInformationPage } from '../../../../ui/invoices/invoice-information-page'

// Kept here rather than imported from the schemas: route definitions load before any page, without zod.
const STATUSES: readonly RequestStatus[] = ['auditing', 'audited', 'notAudited', 'invoiced', 'mailed']

interface Search {
  /** Comma-separated ids of the orders to request an invoice for. */
  request?: string
  status?: RequestStatus
  page?: number
}

const requestIds = (request: string | undefined) =>
  (request ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)
    .slice(0, 50)

export const Route = createFileRoute('/_app/personal/finance/invoiceInformation')({
  validateSearch: (search: Record<string, unknown>): Search => {
    const request = optionalTextParam(
      Array.isArray(search.request) ? search.request.join(',') : search.request,
    )
    const status = oneOfParam(search.status, STATUSES, undefined)
    const page = pageParam(search.page, undefined)
    return { ...(request && { request }), ...(status && { status }), ...(page && { page }) }
  },
  loaderDeps: ({ search }) => ({ request: search.request, status: search.status, page: search.page ?? 1 }),
  loader: ({ context: { queryClient }, deps }) => {
    const ids = requestIds(deps.request)
    return Promise.all([
      loadNamespaces('invoices', 'errors', 'validation'),
      queryClient.ensureQueryData(invoiceHeadersQuery()),
      queryClient.ensureQueryData(
        invoicesQuery({ status: deps.status, pageNum: deps.page, pageSize: INVOICES_PAGE_SIZE }),
      ),
      ...(ids.length
        ? [
            queryClient.ensureQueryData(invoiceOrdersQuery({ orderIds: ids, pageSize: 50 })),
            queryClient.ensureQueryData(invoiceSettingsQuery()),
            queryClient.ensureQueryData(addressListQuery()),
          ]
        : []),
    ])
  },
  staticData: { menu: 'orders' },
  component: InvoiceInformationRoute,
})

function InvoiceInformationRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <InvoiceInformationPage
      requestIds={requestIds(search.request)}
      status={search.status}
      page={search.page ?? 1}
      onStatusChange={(status) => void navigate({ search: (prev) => ({ ...prev, status, page: undefined }) })}
      onPageChange={(page) => void navigate({ search: (prev) => ({ ...prev, page }) })}
      onRequestClosed={() =>
        void navigate({
          search: (prev) => ({ ...prev, request: undefined, status: undefined, page: undefined }),
        })
      }
    />
  )
}
