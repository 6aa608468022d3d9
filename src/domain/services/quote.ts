import {
  isServiceProductType,
  serviceQuote,
  type ServiceProductType,
  type ServiceQuote,
} from '../service-quote'
import type { ServiceDraftBase, ServiceMark } from './types'

/** What the price reads of a mark: its number and classes, and where known its term and office. */
type QuotedMark = Pick<ServiceMark, 'regNo' | 'classes'> &
  Partial<Pick<ServiceMark, 'expiryDate' | 'country' | 'designations'>>

/**
 * The price of a service draft from the one price module (src/domain/service-quote.ts): the draft's product
 * type over the marks it files (`marks`: the chosen ones unless the flow files more, like a change's related
 * marks). The page, the order and the mock all price a draft with this.
 */
export function serviceDraftQuote(
  draft: Pick<ServiceDraftBase, 'marks' | 'productType'>,
  today: string,
  { fallback, marks = draft.marks }: { fallback: ServiceProductType; marks?: readonly QuotedMark[] },
): ServiceQuote {
  const productType = isServiceProductType(draft.productType) ? draft.productType : fallback
  return serviceQuote(
    {
      productType,
      marks: marks.map((m) => ({
        regNo: m.regNo,
        classes: m.classes,
        expiryDate: m.expiryDate,
        country: m.country,
        designations: m.designations,
      })),
    },
    today,
  )
}
