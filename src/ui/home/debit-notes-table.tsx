import { Link, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { DebitNote } from '../../api/schemas/orders'
import { formatDate } from '../../domain/format'
import { useRootState } from '../../state/root'
import { Money } from '../kit/money'
import { ResponsiveRows } from '../kit/responsive-rows'
import { DebitNoteStatusBadge } from './debit-note-status-badge'
import { isPastDue } from './home-data'

export interface DebitNotesTableProps {
  notes: DebitNote[]
  today: string
}

/**
 * One page of debit notes: number (opening its pay page), dates, service, trademark, amount and status; a table
 * from `md` up, one card per note on a phone.
 */
export function DebitNotesTable({ notes, today }: DebitNotesTableProps) {
  const { t } = useTranslation('home')
  const { lang } = useRootState()
  // A name missing in one language falls back to the other rather than leaving the cell blank.
  const serviceOf = ({ serviceName: { zh, en } }: DebitNote) => (lang === 'en' ? en || zh : zh || en)

  return (
    <ResponsiveRows
      rows={notes}
      rowKey={(note) => note.id}
      rowAttributes={() => ({ 'data-testid': 'debit-note-row' })}
      testId="debit-notes-table"
      columns={[
        {
          id: 'debitNoteNo',
          role: 'title',
          header: t('debitNotes.columns.debitNoteNo'),
          mono: true,
          nowrap: true,
          // An unpaid note opens its order's pay page; a paid one its charge notice.
          cell: (note) => (
            <Link asChild colorPalette="blue" data-testid="debit-note-link">
              {note.paymentStatus === 'paid' ? (
                <RouterLink to="/order/billOffer" search={{ orderId: note.orderId }}>
                  {note.debitNoteNo}
                </RouterLink>
              ) : (
                <RouterLink to="/payment" search={{ orderId: note.orderId }}>
                  {note.debitNoteNo}
                </RouterLink>
              )}
            </Link>
          ),
        },
        {
          id: 'date',
          header: t('debitNotes.columns.date'),
          nowrap: true,
          cell: (note) => formatDate(note.date, lang),
        },
        { id: 'service', header: t('debitNotes.columns.service'), cell: serviceOf },
        { id: 'trademark', header: t('debitNotes.columns.trademark'), cell: (note) => note.trademarkName },
        {
          id: 'amount',
          role: 'amount',
          header: t('debitNotes.columns.amount'),
          align: 'end',
          cell: (note) => <Money amount={note.amount} currency={note.currency} />,
        },
        {
          id: 'dueDate',
          header: t('debitNotes.columns.dueDate'),
          nowrap: true,
          cell: (note) => (
            <Text as="span" color={isPastDue(note, today) ? 'fg.error' : undefined}>
              {formatDate(note.dueDate, lang)}
            </Text>
          ),
        },
        {
          id: 'status',
          role: 'status',
          header: t('debitNotes.columns.status'),
          cell: (note) => <DebitNoteStatusBadge note={note} today={today} />,
        },
      ]}
    />
  )
}
