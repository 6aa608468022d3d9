import { Badge } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { PatentBillStatus } from '../../api/schemas/orders-bills'

const PALETTE: Record<PatentBillStatus, string> = { unpaid: 'orange', entrusted: 'blue', paid: 'green' }

/** Unpaid (orange), payment entrusted to the agent (blue) or paid (green). */
export function PatentBillStatusBadge({ status }: { status: PatentBillStatus }) {
  const { t } = useTranslation('invoices')
  return <Badge colorPalette={PALETTE[status]}>{t(`patent.status.${status}`)}</Badge>
}
