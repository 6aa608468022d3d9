import { portfolioCalls } from '../../src/api/catalogue/portfolio'
import { applicantPortfoliosSchemas } from '../../src/api/schemas/applicant-portfolios'
import { defineHandlers } from '../define-handlers'

export const applicantPortfoliosHandlers = defineHandlers(portfolioCalls, applicantPortfoliosSchemas, {})
