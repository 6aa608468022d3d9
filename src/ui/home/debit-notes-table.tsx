import { Link, Table, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { DebitNote } from '../../api/schemas/orders'
import { formatDate } from '../../domain/format'
import { useRootState } from '../../state/root'
import { Money } from '../kit/money'
import { DebitNoteStatusBadge } from './debit-note-status-badge'
import { isPastDue } from './home-data'

export interface DebitNotesTableProps {
  notes: DebitNote[]
  today: string
}

/** One page of debit notes: number (opening its pay page), dates, service, trademark, amount and status. */
export function DebitNotesTable({ notes, today }: DebitNotesTableProps) {
  const { t } = useTranslation('home')
  const { lang } = useRootState()
  // A name missing in one language falls back to the other rather than leaving the cell blank.
  const serviceOf = ({ serviceName: { zh, en } }: DebitNote) => (lang === 'en' ? en || zh : zh || en)

  return (
    <Table.ScrollArea>
      <Table.Root size="sm" data-testid="debit-notes-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('debitNotes.columns.debitNoteNo')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('debitNotes.columns.date')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('debitNotes.columns.service')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('debitNotes.columns.trademark')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('debitNotes.columns.amount')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('debitNotes.columns.dueDate')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('debitNotes.columns.status')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {notes.map((note) => (
            <Table.Row key={note.id} data-testid="debit-note-row">
              <Table.Cell fontFamily="mono" whiteSpace="nowrap">
                {/* An unpaid note opens its order's pay page; a paid one its charge notice. */}
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
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDate(note.date, lang)}</Table.Cell>
              <Table.Cell>{serviceOf(note)}</Table.Cell>
              <Table.Cell>{note.trademarkName}</Table.Cell>
              <Table.Cell textAlign="end">
                <Money amount={note.amount} currency={note.currency} />
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                <Text as="span" color={isPastDue(note, today) ? 'fg.error' : undefined}>
                  {formatDate(note.dueDate, lang)}
                </Text>
              </Table.Cell>
              <Table.Cell>
                <DebitNoteStatusBadge note={note} today={today} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}
