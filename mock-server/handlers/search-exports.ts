/** The search area's exports calls. */
import { searchCalls } from '../../src/api/catalogue/search'
import { searchExportsSchemas } from '../../src/api/schemas/search-exports'
import { defineHandlers } from '../define-handlers'

export const searchExportsHandlers = defineHandlers(searchCalls, searchExportsSchemas, {})
