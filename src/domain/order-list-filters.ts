import type { OrderSearch } from './order-search'
import { PRODUCT_TYPES, type ProductTypeId, type ProductTypeName } from './product-types'
import { hasOnlyAllowedCharacters } from './validation'

export interface ServiceOption {
  value: number
  ids: ProductTypeId[]
  name: ProductTypeName
}

/** One option per service name: the product types that display identically are one choice. */
export const SERVICE_OPTIONS: readonly ServiceOption[] = (() => {
  const byName = new Map<string, ServiceOption>()
  for (const id of Object.keys(PRODUCT_TYPES).map(Number) as ProductTypeId[]) {
    const name = PRODUCT_TYPES[id]
    const known = byName.get(name.en)
    if (known) known.ids.push(id)
    else byName.set(name.en, { value: id, ids: [id], name })
  }
  return [...byName.values()]
})()

/** The ids a service choice filters by. */
export const idsOfService = (service: number | undefined): number[] =>
  service === undefined
    ? []
    : (SERVICE_OPTIONS.find((o) => o.ids.includes(service as ProductTypeId))?.ids ?? [])

/** The list call's filters for a URL state. */
export const toListFilters = (s: OrderSearch) => ({
  pageNum: s.page ?? 1,
  productTypes: idsOfService(s.service),
  ...(s.status && { status: s.status }),
  ...(s.pay && { paymentStatus: s.pay }),
  ...(s.invoice && { invoiceStatus: s.invoice }),
  dateFrom: s.from ?? '',
  dateTo: s.to ?? '',
  keyword: s.q && hasOnlyAllowedCharacters(s.q.replaceAll('-', '')) ? s.q : '',
})
