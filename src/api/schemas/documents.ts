export const documentsSchemas = {}
