import { z } from 'zod'

/** Coupons (thanksgiving tickets, christmas grants) and the member's bank cards. */
export const benefitsSchemas = {} as const satisfies Record<string, { req: z.ZodType; res: z.ZodType }>
