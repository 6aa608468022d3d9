import { INVOICE_STATUSES, ORDER_STATUSES, PAYMENT_STATUSES } from './order-statuses'
import type { InvoiceStatusCode, OrderStatusCode, PaymentStatusCode } from './order-statuses'
import type { ProductTypeId } from './product-types'
import type { RoutePath } from './route-path'

/**
 * Where an order is shown and what its detail page holds. One detail layout serves every product type; this
 * table says which page (route) a type belongs to and which sections and labels that page uses, so the order
 * list, the case list and the pages agree on one mapping.
 */
export const ORDER_DETAIL_PAGES = [
  'orderDetail',
  'detailInfor',
  'HKdetail',
  'ForeignDetailsPreview',
  'globalDetail',
  'renewDetail',
  'oppsitonDetail',
  'monitorDetail',
  'assignmentDetail',
  'changeDetail',
  'fileAddPublicDetile',
  'brandPermitDetail',
  'annotationDetail',
  'cancellationDetail',
] as const
export type OrderDetailPage = (typeof ORDER_DETAIL_PAGES)[number]

/** Route path (under the router base) of each detail page; every page takes `?orderId=`. */
export const ORDER_DETAIL_PATHS = {
  orderDetail: '/orderDetail',
  detailInfor: '/order/detailTrademarkInfor/detailInfor',
  HKdetail: '/order/detailTrademarkInfor/HKdetail',
  ForeignDetailsPreview: '/order/detailTrademarkInfor/ForeignDetailsPreview',
  globalDetail: '/order/detailTrademarkInfor/globalDetail',
  renewDetail: '/order/detailTrademarkInfor/renewDetail',
  oppsitonDetail: '/order/detailTrademarkInfor/oppsitonDetail',
  monitorDetail: '/order/detailTrademarkInfor/monitorDetail',
  assignmentDetail: '/order/detailTrademarkInfor/assignmentDetail',
  changeDetail: '/order/detailTrademarkInfor/changeDetail',
  fileAddPublicDetile: '/order/detailTrademarkInfor/fileAddPublicDetile',
  brandPermitDetail: '/order/detailTrademarkInfor/brandPermitDetail',
  annotationDetail: '/order/detailTrademarkInfor/annotationDetail',
  cancellationDetail: '/cancellationDetail',
} as const satisfies Record<OrderDetailPage, RoutePath>
export type OrderDetailPath = (typeof ORDER_DETAIL_PATHS)[OrderDetailPage]

/** The detail page of each product type (overview §3 ids). */
export const DETAIL_PAGE_OF: Readonly<Record<ProductTypeId, OrderDetailPage>> = {
  0: 'detailInfor',
  1: 'detailInfor',
  2: 'HKdetail',
  3: 'ForeignDetailsPreview',
  4: 'orderDetail',
  5: 'renewDetail',
  7: 'oppsitonDetail',
  10: 'monitorDetail',
  11: 'renewDetail',
  12: 'assignmentDetail',
  13: 'changeDetail',
  14: 'fileAddPublicDetile',
  16: 'cancellationDetail',
  17: 'changeDetail',
  18: 'renewDetail',
  26: 'globalDetail',
  29: 'annotationDetail',
  30: 'annotationDetail',
  31: 'brandPermitDetail',
  32: 'oppsitonDetail',
  // The owner's removal (注销): the page the legacy portal called "annotation" (注销 read as 注).
  34: 'annotationDetail',
  // Seat orders are not cases: their links go to ORDER_HOME_OF's page; the generic page is the fallback.
  40: 'orderDetail',
}

/**
 * Orders whose goods are managed on a page of their own rather than on a case page: their links lead there
 * (team member seats: the team's members page, which shows the seats and the seat orders).
 */
export const ORDER_HOME_OF = { 40: '/userList' } as const satisfies Partial<Record<ProductTypeId, RoutePath>>
export type OrderHomePath = (typeof ORDER_HOME_OF)[keyof typeof ORDER_HOME_OF]

/** The page of its own an order of this product type leads to, or undefined (it has a case page). */
export const orderHomeOf = (productType: number): OrderHomePath | undefined =>
  Object.hasOwn(ORDER_HOME_OF, productType)
    ? ORDER_HOME_OF[productType as keyof typeof ORDER_HOME_OF]
    : undefined

/** The detail route of an order of this product type. */
export const detailPathOf = (productType: ProductTypeId): OrderDetailPath =>
  ORDER_DETAIL_PATHS[DETAIL_PAGE_OF[productType]]

/** How the mark of an order is named on its page (the mark applied for, opposed, assigned, watched …). */
export type MarkRole = 'applied' | 'registered' | 'opposed' | 'watched' | 'assigned' | 'licensed' | 'queried'
/** How the party of an order is named (applicant, registrant, opponent, assignor, licensor …). */
export type PartyRole = 'applicant' | 'registrant' | 'opponent' | 'assignor' | 'licensor' | 'requester'

export interface OrderDetailConfig {
  page: OrderDetailPage
  markRole: MarkRole
  partyRole: PartyRole
  /** Nice classes are part of the case (registration, renewal, licence …). */
  classes: boolean
  /** Countries or regions are part of the case (Hong Kong, overseas and Madrid filings, global services). */
  countries: boolean
  /** Certificates or decisions are posted, so the mailing address matters. */
  mailing: boolean
}

const config = (
  page: OrderDetailPage,
  markRole: MarkRole,
  partyRole: PartyRole,
  flags: Partial<Pick<OrderDetailConfig, 'classes' | 'countries' | 'mailing'>> = {},
): OrderDetailConfig => ({
  page,
  markRole,
  partyRole,
  classes: true,
  countries: false,
  mailing: true,
  ...flags,
})

/** Sections and labels of each product type's detail page. */
export const ORDER_DETAIL_CONFIG: Readonly<Record<ProductTypeId, OrderDetailConfig>> = {
  0: config('detailInfor', 'applied', 'applicant'),
  1: config('detailInfor', 'applied', 'applicant'),
  2: config('HKdetail', 'applied', 'applicant', { countries: true }),
  3: config('ForeignDetailsPreview', 'applied', 'applicant', { countries: true }),
  4: config('orderDetail', 'queried', 'requester', { mailing: false }),
  5: config('renewDetail', 'registered', 'registrant'),
  7: config('oppsitonDetail', 'opposed', 'opponent'),
  10: config('monitorDetail', 'watched', 'requester', { mailing: false }),
  11: config('renewDetail', 'registered', 'registrant', { countries: true }),
  12: config('assignmentDetail', 'assigned', 'assignor'),
  13: config('changeDetail', 'registered', 'registrant'),
  14: config('fileAddPublicDetile', 'applied', 'applicant'),
  16: config('cancellationDetail', 'opposed', 'requester'),
  17: config('changeDetail', 'registered', 'registrant', { countries: true }),
  18: config('renewDetail', 'registered', 'registrant', { countries: true }),
  26: config('globalDetail', 'applied', 'applicant', { countries: true }),
  29: config('annotationDetail', 'registered', 'registrant', { classes: false }),
  30: config('annotationDetail', 'registered', 'registrant', { classes: false }),
  31: config('brandPermitDetail', 'licensed', 'licensor'),
  32: config('oppsitonDetail', 'opposed', 'requester'),
  34: config('annotationDetail', 'registered', 'registrant'),
  40: config('orderDetail', 'queried', 'requester', { classes: false, mailing: false }),
}

/** The product types whose orders are shown on a detail page (for the page's own checks and titles). */
export const productTypesOfPage = (page: OrderDetailPage): ProductTypeId[] =>
  (Object.keys(DETAIL_PAGE_OF).map(Number) as ProductTypeId[]).filter((id) => DETAIL_PAGE_OF[id] === page)

/** The order facts the action rules read. */
export interface OrderFacts {
  status: OrderStatusCode
  paymentStatus: PaymentStatusCode
  invoiceStatus: InvoiceStatusCode
}

/** An order that was never paid can be deleted (open or cancelled); a paid one never. */
export const canDeleteOrder = (o: OrderFacts): boolean =>
  o.paymentStatus === 'unpaid' && (o.status === 'unpaid' || o.status === 'cancelled')

/** An open, unpaid order can be paid. */
export const canPayOrder = (o: OrderFacts): boolean => o.paymentStatus !== 'paid' && o.status === 'unpaid'

/** A refund may be asked once, for a paid order still in process (a completed case cannot be undone). */
export const canRefundOrder = (o: OrderFacts): boolean =>
  o.paymentStatus === 'paid' && o.status === 'processing'

/** An invoice may be asked for a paid order not billed yet and not being refunded. */
export const canRequestInvoice = (o: OrderFacts): boolean =>
  o.paymentStatus === 'paid' &&
  o.invoiceStatus === 'unbilled' &&
  o.status !== 'refunding' &&
  o.status !== 'refunded'

export { INVOICE_STATUSES, ORDER_STATUSES, PAYMENT_STATUSES }
export type { InvoiceStatusCode, OrderStatusCode, PaymentStatusCode }
