import { Badge, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { RolledDeadline } from '../../domain/deadline-calendar'
import { formatDate } from '../../domain/format'
import type { RenewalStatus, RenewalStatusView } from '../../machines/shared/renewal-status'
import { useRootState } from '../../state/root'

const PALETTE: Record<RenewalStatus, string> = {
  scheduled: 'gray',
  normal: 'green',
  grace: 'orange',
  unable: 'red',
  submitted: 'blue',
  renewed: 'teal',
}

/** The status badge of a mark's renewal and the one line that says what it means (its date, or why not). */
export function RenewalStatusLine({ view, orderNo }: { view: RenewalStatusView; orderNo?: string | null }) {
  const { t } = useTranslation('svcRenewal')
  const { lang } = useRootState()
  if (!view.status) return null
  const date = (iso: string | null | undefined) => (iso ? formatDate(iso, lang) : '')
  const rolled = (d: RolledDeadline | null) => date(d?.due)
  // A deadline in a year without a published holiday schedule says so on its own line.
  const due = view.status === 'normal' ? view.expiry : view.status === 'grace' ? view.graceEnds : null
  const partial = due?.calendar === 'weekendsOnly' ? due : null
  const detail = (() => {
    switch (view.status) {
      case 'scheduled':
        return t('status.detail.scheduled', { date: date(view.opens) })
      case 'normal':
        return t('status.detail.normal', { date: rolled(view.expiry) })
      case 'grace':
        return t('status.detail.grace', { date: rolled(view.graceEnds) })
      case 'submitted':
        return orderNo
          ? t('status.detail.submittedOrder', { date: date(view.submittedOn), orderNo })
          : t('status.detail.submitted', { date: date(view.submittedOn) })
      case 'renewed':
        return t('status.detail.renewed', { date: date(view.expiryDate) })
      case 'unable':
        return t(`status.why.${view.unableReason ?? 'notRegistered'}`, { date: date(view.endedOn) })
    }
  })()
  return (
    <Stack gap="1" align="flex-start" data-testid="renewal-status" data-status={view.status}>
      <Badge colorPalette={PALETTE[view.status]} variant={view.canSubmit ? 'solid' : 'subtle'}>
        {t(`status.label.${view.status}`)}
      </Badge>
      <Text fontSize="sm" color="fg.muted">
        {detail}
      </Text>
      {partial ? (
        <Text fontSize="xs" color="fg.muted" data-testid="renewal-weekends-only">
          {t('status.weekendsOnly', { year: partial.due.slice(0, 4) })}
        </Text>
      ) : null}
    </Stack>
  )
}
