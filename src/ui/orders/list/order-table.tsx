import { Table, VisuallyHidden } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { OrderSummary } from '../../../api/schemas/orders-manage'
import { useRootState } from '../../../state/root'
import { useMoney } from '../use-money'
import { OrderRow, type RowActions } from './order-row'
import { ORDER_CELLS } from './order-table-styles'

export interface OrderTableProps extends RowActions {
  orders: OrderSummary[]
  selected: ReadonlySet<string>
  expanded: ReadonlySet<string>
}

/** One page of orders as a dense table; amounts in the header's quote currency (charged in CNY). */
export function OrderTable({ orders, selected, expanded, ...actions }: OrderTableProps) {
  const { t } = useTranslation('orders')
  const { lang } = useRootState()
  const money = useMoney()
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" stickyHeader css={ORDER_CELLS} data-testid="order-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader width="8">
              <VisuallyHidden>{t('list.select')}</VisuallyHidden>
            </Table.ColumnHeader>
            <Table.ColumnHeader>{t('columns.orderNo')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('columns.service')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('columns.total')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('columns.serviceFee')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('columns.officialFee')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('columns.coupon')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('columns.status')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('columns.payment')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('columns.invoice')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('columns.debitNote')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('columns.actions')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {orders.map((order) => (
            <OrderRow
              key={order.id}
              order={order}
              selected={selected.has(order.id)}
              expanded={expanded.has(order.id)}
              lang={lang}
              money={money}
              {...actions}
            />
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}
