import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CNY_PER_UNIT, findCountryPrice } from '../../../domain/country-prices'
import { CURRENCIES, formatMoney, type Currency } from '../../../domain/currency'
import { registrationQuote, registrationQuoteInput } from '../../../domain/registration/price'
import type { RegistrationDraft } from '../../../domain/registration/types'
import { useRootState } from '../../../state/root'
import { useExchangeRates } from '../../kit/price'
import { PriceCheck } from './price-check'
import { PriceLines } from './price-lines'
import { useMoney } from './use-money'

/** The foreign currencies the application's office fees are set in (for the reference-rate note). */
function foreignCurrencies(draft: RegistrationDraft): string[] {
  if (draft.region === 'hk') return ['HKD']
  if (draft.region === 'madrid') return ['CHF']
  if (draft.region === 'global')
    return [...new Set(draft.countries.flatMap((c) => findCountryPrice(c)?.currency ?? []))].filter(
      (c) => c !== 'CNY',
    )
  return []
}

/**
 * The live price of a registration draft: every line (per mark, class and country), official and service
 * fees apart, and the total, in CNY, USD or EUR. It is computed on the page as the draft changes (the same
 * module the server charges by) and confirmed with trademark/getPrice once the draft rests; a disagreement is
 * shown as a price error.
 */
export function PricePanel({ draft }: { draft: RegistrationDraft }) {
  const { t } = useTranslation('regRegions')
  const { lang, currency_root } = useRootState()
  const [chosen, setChosen] = useState<Currency | null>(null)
  const currency = chosen ?? currency_root
  const { rates, rateDate } = useExchangeRates()
  const { money, currency: shown } = useMoney(currency)
  const input = useMemo(() => registrationQuoteInput(draft), [draft])
  const quote = useMemo(() => registrationQuote(input), [input])
  const hasClasses = input.marks.some((m) => m.classes.length > 0)
  const abroad = draft.region === 'global' || draft.region === 'madrid'
  const foreign = foreignCurrencies(draft)

  return (
    <Stack gap="3" data-testid="price-panel" aria-live="polite">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text fontWeight="semibold">{t('price.title')}</Text>
        <HStack gap="0" role="radiogroup" aria-label={t('price.currency')}>
          {CURRENCIES.map((c, i) => (
            <Button
              key={c}
              size="xs"
              role="radio"
              aria-checked={currency === c}
              variant={currency === c ? 'solid' : 'outline'}
              colorPalette="blue"
              roundedStart={i === 0 ? undefined : '0'}
              roundedEnd={i === CURRENCIES.length - 1 ? undefined : '0'}
              onClick={() => setChosen(c)}
              data-testid={`price-currency-${c}`}
            >
              {c}
            </Button>
          ))}
        </HStack>
      </HStack>
      {!hasClasses ? (
        <Text fontSize="sm" color="fg.muted" data-testid="price-empty">
          {t('price.empty')}
        </Text>
      ) : (
        <>
          <PriceLines quote={quote} trademarks={draft.trademarks} money={money} />
          {abroad && draft.countries.length === 0 ? (
            <Text fontSize="sm" color="orange.700">
              {t('price.noCountries')}
            </Text>
          ) : null}
          <Stack gap="1" fontSize="sm">
            <HStack justify="space-between">
              <Text color="fg.muted">{t('price.officialTotal')}</Text>
              <Text fontVariantNumeric="tabular-nums">{money(quote.official)}</Text>
            </HStack>
            <HStack justify="space-between">
              <Text color="fg.muted">{t('price.serviceTotal')}</Text>
              <Text fontVariantNumeric="tabular-nums">{money(quote.service)}</Text>
            </HStack>
            <HStack justify="space-between" align="baseline">
              <Text fontWeight="semibold">{t('price.total')}</Text>
              <Text
                fontSize="xl"
                fontWeight="bold"
                color="red.600"
                fontVariantNumeric="tabular-nums"
                data-testid="price-total"
              >
                {money(quote.total)}
              </Text>
            </HStack>
            {shown !== 'CNY' ? (
              <Text fontSize="xs" color="fg.muted" textAlign="end">
                {t('price.chargedInCny', { amount: formatMoney(quote.total, 'CNY', lang) })}
              </Text>
            ) : null}
          </Stack>
          <PriceCheck input={input} localTotal={quote.total} money={money} />
        </>
      )}
      <Box fontSize="xs" color="fg.muted">
        {currency !== 'CNY' && !rates ? <Text>{t('price.ratesLoading')}</Text> : null}
        {shown !== 'CNY' && rates && rateDate ? (
          <Text data-testid="price-rate">
            {t('price.rate', { currency: shown, rate: rates[shown].toFixed(4), date: rateDate })}
          </Text>
        ) : null}
        {foreign.length > 0 ? (
          <Text>
            {t('price.foreignRates', {
              rates: foreign.map((c) => `1 ${c} = RMB¥${CNY_PER_UNIT[c]}`).join(lang === 'en' ? ', ' : '，'),
            })}
          </Text>
        ) : null}
      </Box>
    </Stack>
  )
}
