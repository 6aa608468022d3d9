export const searchExtraSchemas = {}
