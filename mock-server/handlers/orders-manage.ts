import { ordersCalls } from '../../src/api/catalogue/orders'
import { ordersSchemas } from '../../src/api/schemas/orders'
import { defineHandlers } from '../define-handlers'

/** The member's orders: list, detail, children, case status, mailing, own reference, documents, delete and refund. */
export const ordersManageHandlers = defineHandlers(ordersCalls, ordersSchemas, {})
