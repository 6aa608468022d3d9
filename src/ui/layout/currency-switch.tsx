import { NativeSelect } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { setCurrency, useRootState, type Currency } from '../../state/root'

const CURRENCIES: Currency[] = ['CNY', 'USD', 'EUR']

/** Quote currency for fees (CNY by default). */
export function CurrencySwitch() {
  const { currency_root } = useRootState()
  const { t } = useTranslation(['shell', 'common'])
  return (
    <NativeSelect.Root size="xs" width="auto">
      <NativeSelect.Field
        aria-label={t('shell:header.currency')}
        value={currency_root}
        onChange={(e) => setCurrency(e.currentTarget.value as Currency)}
      >
        {CURRENCIES.map((c) => (
          <option key={c} value={c}>
            {t(`common:currencies.${c}`)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  )
}
