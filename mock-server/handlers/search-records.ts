/** The search area's records calls. */
import { searchCalls } from '../../src/api/catalogue/search'
import { searchRecordsSchemas } from '../../src/api/schemas/search-records'
import { defineHandlers } from '../define-handlers'

export const searchRecordsHandlers = defineHandlers(searchCalls, searchRecordsSchemas, {})
