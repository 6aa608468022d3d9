import { Badge } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

/** Paid (green), unpaid (orange) or unpaid past its due date (red). */
export function NoteStatusBadge({
  status,
  dueDate,
  today,
}: {
  status: 'unpaid' | 'paid'
  dueDate: string
  today: string
}) {
  const { t } = useTranslation('invoices')
  if (status === 'paid') return <Badge colorPalette="green">{t('notes.status.paid')}</Badge>
  if (dueDate < today) return <Badge colorPalette="red">{t('notes.status.pastDue')}</Badge>
  return <Badge colorPalette="orange">{t('notes.status.unpaid')}</Badge>
}
