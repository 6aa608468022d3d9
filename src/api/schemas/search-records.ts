// Schemas of the search area's records calls; merged into searchSchemas (./search.ts).
export const searchRecordsSchemas = {} as const
