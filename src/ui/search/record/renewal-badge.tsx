import { Badge, HStack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { RolledDeadline } from '../../../domain/deadline-calendar'
import { formatDate } from '../../../domain/format'
import { markLifecycle, type MarkEvent, type RenewalPhase } from '../../../domain/mark-lifecycle'
import { useRootState } from '../../../state/root'

const STATUS: Record<RenewalPhase, { status: 'scheduled' | 'normal' | 'grace'; palette: string }> = {
  notYet: { status: 'scheduled', palette: 'gray' },
  window: { status: 'normal', palette: 'green' },
  grace: { status: 'grace', palette: 'orange' },
}

/**
 * Where the mark stands in its renewal cycle, derived from its procedure events by the rule set
 * (src/domain/mark-lifecycle.ts) on the server's clock `today`: the same prompt and dates home and the bell
 * show. An invalid, cancelled or expired-beyond-grace mark has no prompt, only the reason why.
 */
export function RenewalBadge({ events, today }: { events: readonly MarkEvent[]; today: string }) {
  const { t } = useTranslation('searchRecord')
  const { lang } = useRootState()
  const life = markLifecycle(events, today)
  const date = (iso: string) => formatDate(iso, lang)
  const weekendsOnly = (d: RolledDeadline) =>
    d.calendar === 'weekendsOnly' ? ` ${t('renewal.weekendsOnly', { year: d.due.slice(0, 4) })}` : ''
  const renewal = life.renewal
  if (!renewal) {
    const text = life.ended
      ? t(`renewal.ended.${life.ended.reason}`, { date: date(life.ended.date) })
      : t('renewal.none')
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="renewal-status" data-status="none">
        {text}
      </Text>
    )
  }
  const { status, palette } = STATUS[renewal.phase]
  const window =
    renewal.phase === 'notYet'
      ? t('renewal.opensOn', { date: date(renewal.opens) })
      : renewal.phase === 'window'
        ? t('renewal.normalUntil', { date: date(renewal.expiry.due) }) + weekendsOnly(renewal.expiry)
        : t('renewal.graceUntil', { date: date(renewal.graceEnds.due) }) + weekendsOnly(renewal.graceEnds)
  return (
    <HStack gap="2" wrap="wrap" data-testid="renewal-status" data-status={status}>
      <Badge colorPalette={palette} variant="solid">
        {t(`renewal.status.${status}`)}
      </Badge>
      <Text fontSize="sm" color="fg.muted">
        {window}
      </Text>
    </HStack>
  )
}
