import { invoicesCalls } from '../../src/api/catalogue/invoices'
import { invoicesSchemas } from '../../src/api/schemas/invoices'
import { defineHandlers } from '../define-handlers'

/** Invoice headers, settings, requests and the status lifecycle. */
export const invoicesHandlers = defineHandlers(invoicesCalls, invoicesSchemas, {})
