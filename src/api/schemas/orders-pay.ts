import { z } from 'zod'

/** The tbOrder calls of paying: offline transfer, coupons, order status, currencies and exchange rates. */
export const ordersPaySchemas = {} as const satisfies Record<string, { req: z.ZodType; res: z.ZodType }>
