import { casesCalls } from '../../src/api/catalogue/cases'
import { documentsSchemas } from '../../src/api/schemas/documents'
import { defineHandlers } from '../define-handlers'

export const documentsHandlers = defineHandlers(casesCalls, documentsSchemas, {})
