import { Badge, HStack, Separator, Skeleton, Stack, Text } from '@chakra-ui/react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { watchPriceQuery } from '../../api/monitoring-watches'
import { PLAN_OF_KIND, type WatchKind, type WatchPeriod } from '../../api/schemas/monitoring'
import { Price } from '../kit/price'
import { useWatchText } from './use-watch-text'
import { pricePerMonth, savingPercent } from './watch-price'

/**
 * The live price of the watch being set up (monitoring/getTrademarkMonitoringPrice): a line per office with
 * its factor, the total, what it comes to per month and the saving against paying monthly.
 */
export function WatchPricePanel({
  kind,
  period,
  countries,
}: {
  kind: WatchKind
  period: WatchPeriod
  countries: string[]
}) {
  const { t, pick } = useWatchText()
  const planId = PLAN_OF_KIND[kind]
  const ready = countries.length > 0
  const quote = useQuery({
    ...watchPriceQuery({ planId, period, countries }),
    enabled: ready,
    placeholderData: keepPreviousData,
  })
  const monthly = useQuery({
    ...watchPriceQuery({ planId, period: 'month', countries }),
    enabled: ready && period !== 'month',
    placeholderData: keepPreviousData,
  })
  if (!ready) return <Text color="fg.muted">{t('price.chooseCountry')}</Text>
  if (quote.isError) return <Text color="fg.error">{t('price.failed')}</Text>
  if (!quote.data) return <Skeleton height="16" />
  const { lines, total } = quote.data
  const saving = monthly.data ? savingPercent(total, monthly.data.total, period) : 0
  return (
    <Stack gap="2" data-testid="watch-price" aria-live="polite">
      {lines.map((line) => (
        <HStack key={line.code} justify="space-between" fontSize="sm">
          <Text>
            {pick(line)}
            {line.factor !== 1 ? (
              <Text as="span" color="fg.muted">
                {' '}
                {t('price.factor', { factor: line.factor })}
              </Text>
            ) : null}
          </Text>
          <Price cny={line.price} />
        </HStack>
      ))}
      <Separator />
      <HStack justify="space-between" align="baseline">
        <Text fontWeight="semibold">{t('price.total', { period: t(`period.${period}`) })}</Text>
        <Price cny={total} showCny fontSize="xl" fontWeight="bold" data-testid="watch-price-total" />
      </HStack>
      <HStack justify="flex-end" gap="2" fontSize="sm" color="fg.muted">
        <Text display="flex" gap="1">
          <span>{t('price.perMonthPrefix')}</span>
          <Price as="span" cny={pricePerMonth(total, period)} />
          <span>{t('form.perMonth')}</span>
        </Text>
        {saving > 0 ? (
          <Badge colorPalette="green" data-testid="watch-price-saving">
            {t('price.saving', { percent: saving })}
          </Badge>
        ) : null}
      </HStack>
    </Stack>
  )
}
