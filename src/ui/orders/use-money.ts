import { useMemo } from 'react'
import { convert, formatMoney, type ExchangeRates } from '../../domain/currency'
import { useRootState } from '../../state/root'
import { useExchangeRates } from '../kit/price'

/**
 * A stable formatter of CNY amounts in the header's quote currency, for dense tables: the same conversion as
 * <Price>, but one function per page (its identity changes only with the currency, language or rates, so
 * memoised rows stay put).
 */
export function useMoney(): (cny: number) => string {
  const { lang, currency_root } = useRootState()
  const { rates } = useExchangeRates()
  // The rates object is rebuilt on every render; its content is what matters.
  const rateKey = rates ? JSON.stringify(rates) : ''
  return useMemo(() => {
    const parsed = rateKey ? (JSON.parse(rateKey) as ExchangeRates) : null
    if (!parsed || currency_root === 'CNY') return (cny: number) => formatMoney(cny, 'CNY', lang)
    return (cny: number) =>
      `≈ ${formatMoney(convert(cny, 'CNY', currency_root, parsed), currency_root, lang)}`
  }, [rateKey, currency_root, lang])
}
