import { casesCalls } from '../../src/api/catalogue/cases'
import { casesListSchemas } from '../../src/api/schemas/cases-list'
import { defineHandlers } from '../define-handlers'

export const casesListHandlers = defineHandlers(casesCalls, casesListSchemas, {})
