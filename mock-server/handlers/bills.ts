import { ordersCalls } from '../../src/api/catalogue/orders'
import { ordersSchemas } from '../../src/api/schemas/orders'
import { defineHandlers } from '../define-handlers'

/** Debit notes and bills: patent bills and the server-made bill files. */
export const billsHandlers = defineHandlers(ordersCalls, ordersSchemas, {})
