// Schemas of the search area's exports calls; merged into searchSchemas (./search.ts).
export const searchExportsSchemas = {} as const
