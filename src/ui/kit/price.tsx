import { Text, type TextProps } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { exchangeRatesQuery } from '../../api/exchange-rates'
import { convert, formatMoney, type Currency, type ExchangeRates } from '../../domain/currency'
import { useRootState } from '../../state/root'

/** Today's exchange rates (tbOrder/getCurrencyList), shared by every price on screen; CNY-only until loaded. */
export function useExchangeRates(): { rates: ExchangeRates | null; rateDate: string | null } {
  const { data } = useQuery(exchangeRatesQuery())
  if (!data) return { rates: null, rateDate: null }
  const rates = Object.fromEntries(data.list.map((c) => [c.code, c.rate])) as Record<Currency, number>
  return { rates, rateDate: data.list[0]?.rateDate ?? null }
}

/** Converts CNY amounts into the chosen quote currency (currency_root); CNY while the rates load. */
export function useQuote(): { currency: Currency; toQuote: (cny: number) => number; ready: boolean } {
  const { currency_root } = useRootState()
  const { rates } = useExchangeRates()
  if (!rates || currency_root === 'CNY') return { currency: 'CNY', toQuote: (cny) => cny, ready: !!rates }
  return { currency: currency_root, toQuote: (cny) => convert(cny, 'CNY', currency_root, rates), ready: true }
}

export interface PriceProps extends Omit<TextProps, 'children'> {
  /** The amount in CNY, as every price of the portal is kept. */
  cny: number
  /** Also show the CNY amount (the one charged) beside a converted one. */
  showCny?: boolean
}

/**
 * A price in the quote currency the user chose in the header (CNY by default, USD or EUR at today's rate).
 * Orders are charged in CNY, so a converted price can show the CNY amount beside it.
 */
export function Price({ cny, showCny = false, ...rest }: PriceProps) {
  const { lang } = useRootState()
  const { t } = useTranslation('common')
  const { currency, toQuote } = useQuote()
  const safe = Number.isFinite(cny) ? cny : 0
  const converted = currency !== 'CNY'
  return (
    <Text as="span" fontVariantNumeric="tabular-nums" whiteSpace="nowrap" data-currency={currency} {...rest}>
      {converted ? '≈ ' : ''}
      {formatMoney(toQuote(safe), currency, lang)}
      {converted && showCny ? (
        <Text as="span" color="fg.muted" fontSize="0.85em" ms="1">
          ({t('chargedIn', { amount: formatMoney(safe, 'CNY', lang) })})
        </Text>
      ) : null}
    </Text>
  )
}
