import { z } from 'zod'

/** Bills of orders: patent bills and the server-made trademark and patent bill files. */
export const ordersBillsSchemas = {} as const satisfies Record<string, { req: z.ZodType; res: z.ZodType }>
