export const casesListSchemas = {}
