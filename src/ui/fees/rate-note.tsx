import { Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { CURRENCY_SYMBOLS } from '../../domain/currency'
import { useExchangeRates, useQuote } from '../kit/price'

/**
 * Says in which currency the amounts are shown and, for USD or EUR, the day's rate they were converted at:
 * orders are charged in CNY, so a converted amount is an estimate.
 */
export function RateNote({ effectiveDate }: { effectiveDate?: string }) {
  const { t } = useTranslation('fees')
  const { currency } = useQuote()
  const { rates, rateDate } = useExchangeRates()
  const rate = rates?.[currency]
  return (
    <Text color="fg.muted" fontSize="sm" data-testid="rate-note">
      {effectiveDate ? t('rate.effective', { date: effectiveDate }) + ' ' : ''}
      {currency === 'CNY' || !rate || !rateDate
        ? t('rate.cny')
        : t('rate.converted', {
            currency,
            symbol: CURRENCY_SYMBOLS[currency],
            rate: rate.toFixed(4),
            date: rateDate,
          })}
    </Text>
  )
}
