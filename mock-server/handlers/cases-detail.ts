import { casesCalls } from '../../src/api/catalogue/cases'
import { casesDetailSchemas } from '../../src/api/schemas/cases-detail'
import { defineHandlers } from '../define-handlers'

export const casesDetailHandlers = defineHandlers(casesCalls, casesDetailSchemas, {})
