import { z } from 'zod'

/** Payment calls (wxpay, alipay, dummy pay, card pay, bank-card opening). Keys are catalogue entry names. */
export const paymentSchemas = {} as const satisfies Record<string, { req: z.ZodType; res: z.ZodType }>
