import { Badge } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { InvoiceStatusValue } from '../../api/schemas/invoices'

const PALETTE: Record<InvoiceStatusValue, string> = {
  unbilled: 'gray',
  auditing: 'orange',
  audited: 'blue',
  notAudited: 'red',
  invoiced: 'teal',
  mailed: 'green',
}

/** An invoice state in its colour: waiting orange, refused red, done green. */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatusValue }) {
  const { t } = useTranslation('invoices')
  return (
    <Badge colorPalette={PALETTE[status]} data-testid="invoice-status" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  )
}
