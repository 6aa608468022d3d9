import { isIsoDate } from './dates'
import {
  INVOICE_STATUSES,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  type InvoiceStatusCode,
  type OrderStatusCode,
  type PaymentStatusCode,
} from './order-statuses'
import { oneOfParam, optionalTextParam, pageParam, patternParam } from './url-params'

/** The order list's filters as they stand in the URL of /orderManage (zod-free: read at route definition). */
export interface OrderSearch {
  page?: number
  /** A product type id; ids sharing a name (0 and 1) filter together. */
  service?: number
  status?: OrderStatusCode
  pay?: PaymentStatusCode
  invoice?: InvoiceStatusCode
  from?: string
  to?: string
  q?: string
}

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** Reads the list filters from the URL; unknown values are dropped. */
export function parseOrderSearch(search: Record<string, unknown>): OrderSearch {
  const page = pageParam(search.page, undefined)
  const service =
    pageParam(search.service, undefined) ?? (search.service === 0 || search.service === '0' ? 0 : undefined)
  const from = patternParam(search.from, DAY)
  const to = patternParam(search.to, DAY)
  const q = optionalTextParam(search.q)
  const parsed: OrderSearch = {
    page,
    // An unknown service or a keyword with characters the list cannot search for filter nothing (toListFilters);
    // checking them here would load the service names and the character rules with the route definitions.
    service: service !== undefined && service < 100 ? service : undefined,
    status: oneOfParam(search.status, ORDER_STATUSES, undefined),
    pay: oneOfParam(search.pay, PAYMENT_STATUSES, undefined),
    invoice: oneOfParam(search.invoice, INVOICE_STATUSES, undefined),
    from: from && isIsoDate(from) ? from : undefined,
    // A reversed range from a hand-edited URL keeps only its start.
    to: to && isIsoDate(to) && !(from && from > to) ? to : undefined,
    q: q ? q.slice(0, 50) : undefined,
  }
  return Object.fromEntries(Object.entries(parsed).filter(([, v]) => v !== undefined)) as OrderSearch
}
