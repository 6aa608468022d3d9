import { useCallback } from 'react'
import { convert, formatMoney, type Currency } from '../../../domain/currency'
import { useRootState } from '../../../state/root'
import { useExchangeRates } from '../../kit/price'

/**
 * A formatter of CNY amounts in a currency (the header's unless given), for long lists where a <Price> per
 * cell would cost a component each; "≈" marks a converted amount. CNY while the rates load.
 */
export function useMoney(currency?: Currency): { money: (cny: number) => string; currency: Currency } {
  const { lang, currency_root } = useRootState()
  const { rates } = useExchangeRates()
  const wanted = currency ?? currency_root
  const shown: Currency = rates ? wanted : 'CNY'
  const money = useCallback(
    (cny: number) => {
      const safe = Number.isFinite(cny) ? cny : 0
      if (shown === 'CNY' || !rates) return formatMoney(safe, 'CNY', lang)
      return `≈ ${formatMoney(convert(safe, 'CNY', shown, rates), shown, lang)}`
    },
    [shown, rates, lang],
  )
  return { money, currency: shown }
}
