import { z } from 'zod'

const currencyCode = z.enum(['CNY', 'USD', 'EUR'])

/** One quote currency with its value in CNY (CNY itself is 1). */
export const currencyRateSchema = z.object({
  code: currencyCode,
  symbol: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  /** CNY per one unit of this currency. */
  rate: z.number().positive(),
  /** The day the rate is from, YYYY-MM-DD. */
  rateDate: z.string(),
})

/** The quote currencies (overview §9: CNY by default, USD and EUR) and their exchange rates. */
export const currencySchemas = {
  /** Every quote currency with today's rate. */
  tbOrderGetCurrencyList: {
    req: z.object({}).default({}),
    res: z.object({ list: z.array(currencyRateSchema) }),
  },
  /** Converts an amount between two quote currencies at today's rate, rounded to the cent. */
  tbOrderCalcExchangeRate: {
    req: z.object({ amount: z.number().finite().min(0), from: currencyCode, to: currencyCode }),
    res: z.object({ amount: z.number(), rate: z.number().positive(), from: currencyCode, to: currencyCode }),
  },
} as const

export type CurrencyRate = z.output<typeof currencyRateSchema>
