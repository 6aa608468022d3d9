import { Badge } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { DebitNote } from '../../api/schemas/orders'
import { isPastDue } from './home-data'

/** Paid (green), unpaid (orange) or unpaid past its due date (red). */
export function DebitNoteStatusBadge({ note, today }: { note: DebitNote; today: string }) {
  const { t } = useTranslation('home')
  if (note.paymentStatus === 'paid') return <Badge colorPalette="green">{t('debitNotes.status.paid')}</Badge>
  if (isPastDue(note, today)) return <Badge colorPalette="red">{t('debitNotes.status.pastDue')}</Badge>
  return <Badge colorPalette="orange">{t('debitNotes.status.unpaid')}</Badge>
}
