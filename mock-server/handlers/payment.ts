import { paymentCalls } from '../../src/api/catalogue/payment'
import { paymentSchemas } from '../../src/api/schemas/payment'
import { defineHandlers } from '../define-handlers'

/** Payment: card, wallet (scan simulated), Alipay, offline transfer, coupons and dummy pay; currencies; search-report orders. */
export const paymentHandlers = defineHandlers(paymentCalls, paymentSchemas, {})
