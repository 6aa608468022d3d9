export const applicantPortfoliosSchemas = {}
