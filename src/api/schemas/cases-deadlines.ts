export const casesDeadlinesSchemas = {}
