import { z } from 'zod'

/** Fee tables and prices: trademark/queryFeeShedule, getTmFeeCountry, getTrademarkQueryPrice. */
export const feesSchemas = {} as const satisfies Record<string, { req: z.ZodType; res: z.ZodType }>
