import { z } from 'zod'

/** Search-report purchase: tmInfo/createOrder and getTrademarkQueryOrder. */
export const searchOrdersSchemas = {} as const satisfies Record<string, { req: z.ZodType; res: z.ZodType }>
