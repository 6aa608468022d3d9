import { Badge } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { InvoiceStatusCode, OrderStatusCode, PaymentStatusCode } from '../../domain/order-routes'

/** Colour of each status: what needs the customer (orange), what is settled (green), what stopped (gray/red). */
export const STATUS_PALETTE: Readonly<
  Record<OrderStatusCode | PaymentStatusCode | InvoiceStatusCode, string>
> = {
  unpaid: 'orange',
  paying: 'blue',
  paid: 'green',
  processing: 'blue',
  completed: 'green',
  cancelled: 'gray',
  refunding: 'purple',
  refunded: 'gray',
  unbilled: 'gray',
  auditing: 'blue',
  audited: 'teal',
  notAudited: 'red',
  invoiced: 'green',
  mailed: 'green',
}

export type StatusBadgeProps =
  | { kind: 'order'; value: OrderStatusCode }
  | { kind: 'payment'; value: PaymentStatusCode }
  | { kind: 'invoice'; value: InvoiceStatusCode }

/** An order, payment or invoice status as a coloured badge (detail pages; the list uses plain spans). */
export function OrderStatusBadge(props: StatusBadgeProps) {
  const { t } = useTranslation('orders')
  const label =
    props.kind === 'order'
      ? t(`status.${props.value}`)
      : props.kind === 'payment'
        ? t(`payment.${props.value}`)
        : t(`invoice.${props.value}`)
  return (
    <Badge colorPalette={STATUS_PALETTE[props.value]} variant="subtle" data-testid={`${props.kind}-status`}>
      {label}
    </Badge>
  )
}
