import { filingCalls } from '../../src/api/catalogue/filing'
import { filingSchemas } from '../../src/api/schemas/filing'
import { defineHandlers } from '../define-handlers'

/** Fee schedules, per-country prices and the search-report price, all from src/domain/pricing. */
export const feesHandlers = defineHandlers(filingCalls, filingSchemas, {})
