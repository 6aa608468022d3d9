import { searchCalls } from '../../src/api/catalogue/search'
import { searchExtraSchemas } from '../../src/api/schemas/search-extra'
import { defineHandlers } from '../define-handlers'

export const searchExtraHandlers = defineHandlers(searchCalls, searchExtraSchemas, {})
