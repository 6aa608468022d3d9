import type { Lang } from '../i18n/resources'
import { numberFormat } from './intl'

export type Currency = 'CNY' | 'USD' | 'EUR'

export const CURRENCIES: readonly Currency[] = ['CNY', 'USD', 'EUR']
export const DEFAULT_CURRENCY: Currency = 'CNY'

export const CURRENCY_SYMBOLS: Readonly<Record<Currency, string>> = {
  CNY: 'RMB¥',
  USD: '$',
  EUR: '€',
}

/** Value of one unit of each currency in CNY (so CNY is always 1), as supplied by the price service. */
export type ExchangeRates = Readonly<Record<Currency, number>>

/** Amount with the currency symbol, thousands separators and exactly two decimals, e.g. 'RMB¥1,234.50'. */
export function formatMoney(
  amount: number,
  currency: Currency = DEFAULT_CURRENCY,
  lang: Lang = 'zh-CN',
): string {
  const digits = numberFormat(lang, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: true,
  }).format(Math.abs(amount))
  // Sign goes before the symbol ('-$5.00'); rounding to 0.00 must not print '-RMB¥0.00'.
  const negative = amount < 0 && digits.replace(/[^1-9]/g, '') !== ''
  return `${negative ? '-' : ''}${CURRENCY_SYMBOLS[currency]}${digits}`
}

/** Converts between currencies through CNY. Unrounded: round only when displaying or charging. */
export function convert(amount: number, from: Currency, to: Currency, rates: ExchangeRates): number {
  if (from === to) return amount
  const fromRate = rates[from]
  const toRate = rates[to]
  if (!(fromRate > 0) || !(toRate > 0) || !Number.isFinite(fromRate) || !Number.isFinite(toRate)) {
    throw new RangeError(`convert: missing or invalid exchange rate for ${from} -> ${to}`)
  }
  return (amount * fromRate) / toRate
}
