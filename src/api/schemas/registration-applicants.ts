import { z } from 'zod'

/** Schemas of the registration wizards' applicants calls (issue 5). */
export const registrationApplicantsSchemas = {
  // Keys are the catalogue entry names (src/api/catalogue/filing.ts, madrid.ts, applicants.ts).
} as const satisfies Record<string, { req: z.ZodType; res: z.ZodType }>
