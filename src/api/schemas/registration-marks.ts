import { z } from 'zod'

/** Schemas of the registration wizards' marks calls (issue 5). */
export const registrationMarksSchemas = {
  // Keys are the catalogue entry names (src/api/catalogue/filing.ts, madrid.ts, applicants.ts).
} as const satisfies Record<string, { req: z.ZodType; res: z.ZodType }>
