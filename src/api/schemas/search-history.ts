// Schemas of the search area's history calls; merged into searchSchemas (./search.ts).
export const searchHistorySchemas = {} as const
