/** The search area's history calls. */
import { searchCalls } from '../../src/api/catalogue/search'
import { searchHistorySchemas } from '../../src/api/schemas/search-history'
import { defineHandlers } from '../define-handlers'

export const searchHistoryHandlers = defineHandlers(searchCalls, searchHistorySchemas, {})
