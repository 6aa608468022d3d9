// The status lists of orders, apart from the rest of order-routes: the order list's URL is read by the route
// definition before any page loads, and that must stay small (size budget).
export const ORDER_STATUSES = [
  'unpaid',
  'processing',
  'completed',
  'cancelled',
  'refunding',
  'refunded',
] as const
export const PAYMENT_STATUSES = ['unpaid', 'paying', 'paid'] as const
export const INVOICE_STATUSES = [
  'unbilled',
  'auditing',
  'audited',
  'notAudited',
  'invoiced',
  'mailed',
] as const
export type OrderStatusCode = (typeof ORDER_STATUSES)[number]
export type PaymentStatusCode = (typeof PAYMENT_STATUSES)[number]
export type InvoiceStatusCode = (typeof INVOICE_STATUSES)[number]
