import { ordersCalls } from '../../src/api/catalogue/orders'
import { ordersSchemas } from '../../src/api/schemas/orders'
import { CURRENCY_SYMBOLS, convert, type Currency, type ExchangeRates } from '../../src/domain/currency'
import { defineHandlers } from '../define-handlers'

/**
 * CNY per unit, near the People's Bank of China central parity of late 2026. The mock moves them a little
 * from day to day (±0.5 %), so a quote is dated and not a constant.
 */
const BASE: ExchangeRates = { CNY: 1, USD: 7.12, EUR: 7.74 }
const NAMES: Record<Currency, { zh: string; en: string }> = {
  CNY: { zh: '人民币', en: 'Chinese yuan' },
  USD: { zh: '美元', en: 'US dollar' },
  EUR: { zh: '欧元', en: 'Euro' },
}

/** The rates of a day: deterministic per date, so a page and the mock's orders agree all day. */
export function ratesOn(day: string): ExchangeRates {
  const seed = [...day].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 10_007, 7)
  const drift = (k: number) => 1 + (((seed * k) % 101) - 50) / 10_000
  return {
    CNY: 1,
    USD: Math.round(BASE.USD * drift(3) * 10_000) / 10_000,
    EUR: Math.round(BASE.EUR * drift(7) * 10_000) / 10_000,
  }
}

export const currencyHandlers = defineHandlers(ordersCalls, ordersSchemas, {
  tbOrderGetCurrencyList(ctx) {
    const day = ctx.today()
    const rates = ratesOn(day)
    return ctx.ok({
      list: (['CNY', 'USD', 'EUR'] as const).map((code) => ({
        code,
        symbol: CURRENCY_SYMBOLS[code],
        nameZh: NAMES[code].zh,
        nameEn: NAMES[code].en,
        rate: rates[code],
        rateDate: day,
      })),
    })
  },
  tbOrderCalcExchangeRate(ctx) {
    const { amount, from, to } = ctx.body
    const rates = ratesOn(ctx.today())
    return ctx.ok({
      amount: Math.round(convert(amount, from, to, rates) * 100) / 100,
      rate: rates[from] / rates[to],
      from,
      to,
    })
  },
})
