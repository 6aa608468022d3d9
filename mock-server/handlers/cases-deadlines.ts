import { casesCalls } from '../../src/api/catalogue/cases'
import { casesDeadlinesSchemas } from '../../src/api/schemas/cases-deadlines'
import { defineHandlers } from '../define-handlers'

export const casesDeadlinesHandlers = defineHandlers(casesCalls, casesDeadlinesSchemas, {})
