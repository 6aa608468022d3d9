import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { OrderSummary } from '../../../api/schemas/orders-manage'
import { useRootState } from '../../../state/root'
import { ResponsiveRows, useRowsLayout } from '../../kit/responsive-rows'
import { useMoney } from '../use-money'
import { ChildRows, orderColumns, type RowActions } from './order-row'
import { ORDER_CELLS } from './order-table-styles'

export interface OrderTableProps extends RowActions {
  orders: OrderSummary[]
  selected: ReadonlySet<string>
  expanded: ReadonlySet<string>
}

/**
 * One page of orders: a dense table from `md` up, one card per order on a phone; amounts in the header's quote
 * currency (charged in CNY). Only the layout in use is drawn: a page holds 20 orders and their child orders.
 */
export function OrderTable({
  orders,
  selected,
  expanded,
  onPay,
  onDelete,
  onRefund,
  onToggleSelect,
  onToggleExpand,
}: OrderTableProps) {
  const { t } = useTranslation('orders')
  const { lang } = useRootState()
  const money = useMoney()
  const layout = useRowsLayout()
  const [columns, childColumns] = useMemo(() => {
    const input = {
      actions: { onPay, onDelete, onRefund, onToggleSelect, onToggleExpand },
      selected,
      expanded,
      lang,
      money,
      t,
    }
    return [orderColumns(input), orderColumns(input, true)]
  }, [onPay, onDelete, onRefund, onToggleSelect, onToggleExpand, selected, expanded, lang, money, t])
  return (
    <ResponsiveRows
      layout={layout}
      rows={orders}
      rowKey={(order) => order.id}
      columns={columns}
      rowAttributes={(order) => ({
        'data-testid': 'order-row',
        'data-order-id': order.id,
        'data-order-no': order.orderNo,
      })}
      after={(order, drawn) =>
        expanded.has(order.id) ? (
          <ChildRows parentId={order.id} layout={drawn} columns={childColumns} />
        ) : null
      }
      testId="order-table"
      css={ORDER_CELLS}
      framed
      stickyHeader
    />
  )
}
