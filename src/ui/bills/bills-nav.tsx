import { Button, HStack } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

export type BillsNavItem = 'notes' | 'patent' | 'fee' | 'timestamp'

export interface BillsNavProps {
  current: BillsNavItem
  /** Where the debit notes live for this page: the personal centre has its own copy. */
  notesTo?: '/order/debitNotes' | '/personal/debitNotes'
}

/** Moves between the member's bills: trademark debit notes, patent bills, the fee bill and the timestamp bill. */
export function BillsNav({ current, notesTo = '/order/debitNotes' }: BillsNavProps) {
  const { t } = useTranslation('invoices')
  const items = [
    { key: 'notes', to: notesTo, label: t('notes.title') },
    { key: 'patent', to: '/order/debitNotesPatent', label: t('patent.title') },
    { key: 'fee', to: '/order/bill', label: t('bill.title') },
    { key: 'timestamp', to: '/order/timestampBill', label: t('timestamp.title') },
  ] as const
  return (
    <HStack as="nav" aria-label={t('nav.label')} gap="1" wrap="wrap" data-testid="bills-nav">
      {items.map((item) => (
        <Button
          key={item.key}
          asChild
          size="xs"
          variant={item.key === current ? 'subtle' : 'ghost'}
          colorPalette={item.key === current ? 'blue' : 'gray'}
        >
          <Link to={item.to} aria-current={item.key === current ? 'page' : undefined}>
            {item.label}
          </Link>
        </Button>
      ))}
    </HStack>
  )
}
