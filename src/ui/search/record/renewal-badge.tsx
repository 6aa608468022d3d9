import { Badge, HStack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { RolledDeadline } from '../../../domain/deadline-calendar'
import { formatDate } from '../../../domain/format'
import type { MarkEvent } from '../../../domain/mark-lifecycle'
import { renewalStatusOf, type RenewalStatus } from '../../../machines/shared/renewal-status'
import { useRootState } from '../../../state/root'

const BADGE: Partial<
  Record<RenewalStatus, { status: 'scheduled' | 'normal' | 'grace' | 'submitted'; palette: string }>
> = {
  scheduled: { status: 'scheduled', palette: 'gray' },
  renewed: { status: 'scheduled', palette: 'gray' },
  normal: { status: 'normal', palette: 'green' },
  grace: { status: 'grace', palette: 'orange' },
  submitted: { status: 'submitted', palette: 'blue' },
}

/**
 * Where the mark stands in its renewal cycle, read through the renewal-status machine
 * (src/machines/shared/renewal-status.ts) on the server's clock `today`: the status the renewal list, home and
 * the renewal wizard read. An invalid, cancelled or expired-beyond-grace mark has no prompt, only the reason why.
 */
export function RenewalBadge({
  events,
  today,
  submittedOn,
}: {
  events: readonly MarkEvent[]
  today: string
  /** The day a renewal of the current term was filed and is still pending. */
  submittedOn?: string | null
}) {
  const { t } = useTranslation('searchRecord')
  const { lang } = useRootState()
  const view = renewalStatusOf({ events, submittedOn }, today)
  const date = (iso: string) => formatDate(iso, lang)
  const weekendsOnly = (d: RolledDeadline) =>
    d.calendar === 'weekendsOnly' ? ` ${t('renewal.weekendsOnly', { year: d.due.slice(0, 4) })}` : ''
  const badge = view.status ? BADGE[view.status] : undefined
  if (!badge) {
    const text =
      view.unableReason && view.unableReason !== 'notRegistered' && view.endedOn
        ? t(`renewal.ended.${view.unableReason}`, { date: date(view.endedOn) })
        : t('renewal.none')
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="renewal-status" data-status="none">
        {text}
      </Text>
    )
  }
  const window =
    badge.status === 'scheduled'
      ? t('renewal.opensOn', { date: date(view.opens ?? '') })
      : badge.status === 'normal' && view.expiry
        ? t('renewal.normalUntil', { date: date(view.expiry.due) }) + weekendsOnly(view.expiry)
        : badge.status === 'grace' && view.graceEnds
          ? t('renewal.graceUntil', { date: date(view.graceEnds.due) }) + weekendsOnly(view.graceEnds)
          : t('renewal.submittedOn', { date: date(view.submittedOn ?? '') })
  return (
    <HStack gap="2" wrap="wrap" data-testid="renewal-status" data-status={badge.status}>
      <Badge colorPalette={badge.palette} variant="solid">
        {t(`renewal.status.${badge.status}`)}
      </Badge>
      <Text fontSize="sm" color="fg.muted">
        {window}
      </Text>
    </HStack>
  )
}
