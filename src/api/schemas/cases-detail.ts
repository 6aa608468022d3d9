export const casesDetailSchemas = {}
