import { Text, type TextProps } from '@chakra-ui/react'
import { formatMoney, type Currency } from '../../domain/currency'
import { useRootState } from '../../state/root'

export interface MoneyProps extends Omit<TextProps, 'children'> {
  amount: number
  currency: Currency
}

/** An amount in its own currency (RMB¥, $, €), formatted for the current language; tabular digits align columns. */
export function Money({ amount, currency, ...rest }: MoneyProps) {
  const { lang } = useRootState()
  const safe = Number.isFinite(amount) ? amount : 0
  return (
    <Text as="span" fontVariantNumeric="tabular-nums" whiteSpace="nowrap" {...rest}>
      {formatMoney(safe, currency, lang)}
    </Text>
  )
}
