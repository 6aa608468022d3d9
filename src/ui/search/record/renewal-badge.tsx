import { Badge, HStack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../../domain/format'
import { renewalInfo, type RenewalStatus } from '../../../domain/renewal'
import { useRootState } from '../../../state/root'

const PALETTE: Record<Exclude<RenewalStatus, ''>, string> = {
  scheduled: 'gray',
  normal: 'green',
  grace: 'orange',
  unable: 'red',
}

/**
 * Where the mark stands in its renewal cycle (overview §4), from its expiry date on the server's clock
 * `today`, with the window that applies; unregistered marks have no expiry and say so.
 */
export function RenewalBadge({ expiryDate, today }: { expiryDate: string | null; today: string }) {
  const { t } = useTranslation('searchRecord')
  const { lang } = useRootState()
  const info = renewalInfo(expiryDate ?? '', today)
  if (!info.status) {
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="renewal-status" data-status="none">
        {t('renewal.none')}
      </Text>
    )
  }
  const date = (iso: string) => formatDate(iso, lang)
  const window =
    info.status === 'scheduled'
      ? t('renewal.opensOn', { date: date(info.oneYearBefore) })
      : info.status === 'normal'
        ? t('renewal.normalUntil', { date: date(info.validdate) })
        : info.status === 'grace'
          ? t('renewal.graceUntil', { date: date(info.sixMonthAfter) })
          : t('renewal.endedOn', { date: date(info.sixMonthAfter) })
  return (
    <HStack gap="2" wrap="wrap" data-testid="renewal-status" data-status={info.status}>
      <Badge colorPalette={PALETTE[info.status]} variant="solid">
        {t(`renewal.status.${info.status}`)}
      </Badge>
      <Text fontSize="sm" color="fg.muted">
        {window}
      </Text>
    </HStack>
  )
}
