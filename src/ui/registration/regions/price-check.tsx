import { Button, HStack, Spinner, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { registrationPriceQuery, type PriceRequest } from '../../../api/registration-regions'
import { BusinessError } from '../../../api/client'
import type { RegistrationQuoteInput } from '../../../domain/registration/price'
import { useDebouncedValue } from '../../kit/use-debounced-value'

/** Quiet time after the last change before the server is asked (no request per keystroke). */
export const PRICE_CHECK_DELAY_MS = 800

const toRequest = (input: RegistrationQuoteInput): PriceRequest => ({
  region: input.region,
  marks: input.marks.map((m) => ({
    classes: m.classes.map((c) => ({ classNo: c.classNo, items: c.items })),
    priority: m.priority,
    color: m.color,
  })),
  countries: [...input.countries],
})

/**
 * Confirms the price computed on the page with trademark/getPrice once the draft has rested, and says so;
 * a server price that differs is a price error (overview §8), and the customer is told not to pay.
 */
export function PriceCheck({
  input,
  localTotal,
  money,
}: {
  input: RegistrationQuoteInput
  localTotal: number
  money: (cny: number) => string
}) {
  const { t } = useTranslation('regRegions')
  const key = JSON.stringify(toRequest(input))
  const settledKey = useDebouncedValue(key, PRICE_CHECK_DELAY_MS)
  const settled = useMemo(() => JSON.parse(settledKey) as PriceRequest, [settledKey])
  const server = useQuery({ ...registrationPriceQuery(settled), enabled: settled.marks.length > 0 })
  const waiting = key !== settledKey || server.isFetching

  if (waiting)
    return (
      <HStack gap="2" fontSize="xs" color="fg.muted" role="status" data-testid="price-check">
        <Spinner size="xs" />
        <span>{t('price.checking')}</span>
      </HStack>
    )
  if (server.isError) {
    const error = server.error
    if (error instanceof BusinessError)
      return (
        <Text role="alert" fontSize="sm" color="red.600" data-testid="price-error">
          {t('price.refused', { message: error.msg })}
        </Text>
      )
    return (
      <HStack gap="2" role="alert" fontSize="sm" color="orange.700" data-testid="price-check-failed">
        <Text flex="1">{t('price.checkFailed')}</Text>
        <Button size="xs" variant="outline" onClick={() => void server.refetch()}>
          {t('price.retry')}
        </Button>
      </HStack>
    )
  }
  if (!server.data) return null
  if (Math.abs(server.data.total - localTotal) > 0.005)
    return (
      <Text role="alert" fontSize="sm" color="red.600" data-testid="price-error">
        {t('price.priceError', { server: money(server.data.total), local: money(localTotal) })}
      </Text>
    )
  return (
    <Text fontSize="xs" color="green.700" data-testid="price-confirmed">
      ✓ {t('price.confirmed')}
    </Text>
  )
}
