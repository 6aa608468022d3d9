import { z } from 'zod'

/** Invoice headers, invoice settings, invoice requests and their status lifecycle (memberInvoice/*). */
export const invoicesSchemas = {} as const satisfies Record<string, { req: z.ZodType; res: z.ZodType }>
