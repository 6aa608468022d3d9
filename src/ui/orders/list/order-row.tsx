import { VisuallyHidden } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { childrenQuery } from '../../../api/orders'
import type { OrderSummary } from '../../../api/schemas/orders-manage'
import { formatDate } from '../../../domain/format'
import { canDeleteOrder, canPayOrder, canRefundOrder, canRequestInvoice } from '../../../domain/order-routes'
import type { Lang } from '../../../state/root'
import { ResponsiveRow, ResponsiveRowNote, type RowColumn, type RowsLayout } from '../../kit/responsive-rows'
import { OrderLink } from '../order-link'
import { STATUS_PALETTE } from '../order-status-badge'

/** What a row can ask the page to do. */
export interface RowActions {
  onPay: (orderId: string) => void
  onDelete: (order: OrderSummary) => void
  onRefund: (order: OrderSummary) => void
  onToggleSelect: (orderId: string) => void
  onToggleExpand: (orderId: string) => void
}

export interface OrderColumnsInput {
  actions: RowActions
  selected: ReadonlySet<string>
  expanded: ReadonlySet<string>
  lang: Lang
  money: (cny: number) => string
  t: TFunction<'orders'>
}

function Status({ value, label }: { value: keyof typeof STATUS_PALETTE; label: string }) {
  return <span className={`ot-badge ot-${STATUS_PALETTE[value]}`}>{label}</span>
}

/**
 * The order list's columns, each cell written once for the table and the phone's cards. A child order (one per
 * class or country) shares the number, service, amounts, statuses and debit note; in place of the checkbox it
 * says it is a child, and in place of the actions it names its country.
 */
export function orderColumns(
  { actions, selected, expanded, lang, money, t }: OrderColumnsInput,
  child = false,
): RowColumn<OrderSummary>[] {
  return [
    {
      id: 'select',
      role: 'select',
      width: '8',
      header: <VisuallyHidden>{t('list.select')}</VisuallyHidden>,
      cell: (order) => {
        if (child) return <span className="ot-muted">{t('list.childOf')}</span>
        const invoiceable = canRequestInvoice(order)
        return (
          <input
            type="checkbox"
            checked={selected.has(order.id)}
            disabled={!invoiceable}
            onChange={() => actions.onToggleSelect(order.id)}
            aria-label={t('list.selectForInvoice', { orderNo: order.orderNo })}
            title={
              invoiceable ? t('list.selectForInvoice', { orderNo: order.orderNo }) : t('list.notInvoiceable')
            }
            data-testid="order-select"
          />
        )
      },
    },
    {
      id: 'orderNo',
      role: 'title',
      header: t('columns.orderNo'),
      cell: (order) => {
        const open = expanded.has(order.id)
        return (
          <>
            <div className="ot-num">
              <OrderLink orderId={order.id} productType={order.productType}>
                {order.orderNo}
              </OrderLink>
            </div>
            <div className="ot-muted">{formatDate(order.createdAt, lang)}</div>
            {!child && order.childCount > 0 ? (
              <button
                type="button"
                className="ot-toggle"
                aria-expanded={open}
                onClick={() => actions.onToggleExpand(order.id)}
                data-testid="order-expand"
              >
                {open ? '▾' : '▸'} {t('list.children', { count: order.childCount })}
              </button>
            ) : null}
          </>
        )
      },
    },
    {
      id: 'service',
      header: t('columns.service'),
      className: 'ot-service',
      cell: (order) => (
        <>
          <div>{lang === 'en' ? order.serviceName.en : order.serviceName.zh}</div>
          <div className="ot-muted">
            {order.trademarkName}
            {order.niceClasses.length > 0
              ? ` · ${t('list.classes', { list: order.niceClasses.join(', ') })}`
              : ''}
          </div>
        </>
      ),
    },
    {
      id: 'total',
      role: 'amount',
      header: t('columns.total'),
      align: 'end',
      className: 'ot-money',
      testId: 'order-total',
      cell: (order) => money(order.total),
    },
    {
      id: 'serviceFee',
      header: t('columns.serviceFee'),
      align: 'end',
      className: 'ot-money',
      cell: (order) => money(order.serviceFee),
    },
    {
      id: 'officialFee',
      header: t('columns.officialFee'),
      align: 'end',
      className: 'ot-money',
      cell: (order) => money(order.officialFee),
    },
    {
      id: 'coupon',
      header: t('columns.coupon'),
      align: 'end',
      className: 'ot-money',
      cell: (order) => (order.couponDiscount > 0 ? `−${money(order.couponDiscount)}` : '—'),
    },
    {
      id: 'status',
      role: 'status',
      header: t('columns.status'),
      testId: 'order-status',
      cell: (order) => <Status value={order.status} label={t(`status.${order.status}`)} />,
    },
    {
      id: 'payment',
      header: t('columns.payment'),
      testId: 'payment-status',
      cell: (order) => <Status value={order.paymentStatus} label={t(`payment.${order.paymentStatus}`)} />,
    },
    {
      id: 'invoice',
      header: t('columns.invoice'),
      testId: 'invoice-status',
      cell: (order) => <Status value={order.invoiceStatus} label={t(`invoice.${order.invoiceStatus}`)} />,
    },
    {
      id: 'debitNote',
      header: t('columns.debitNote'),
      cell: (order) => (
        <>
          <div className="ot-num">{order.debitNoteNo ?? '—'}</div>
          <div className="ot-muted">{order.debitNoteDate ? formatDate(order.debitNoteDate, lang) : ''}</div>
        </>
      ),
    },
    {
      id: 'actions',
      role: child ? undefined : 'actions',
      header: t('columns.actions'),
      label: child ? t('detail.countries') : undefined,
      cell: (order) =>
        child ? (
          // A card leaves out an empty fact: a child filed in China names no country.
          order.countries.length === 1 && order.countries[0] !== 'CN' ? (
            <span className="ot-muted">{order.countries[0]}</span>
          ) : null
        ) : (
          <div className="ot-actions">
            <OrderLink orderId={order.id} productType={order.productType} className="ot-btn">
              {t('actions.view')}
            </OrderLink>
            {canPayOrder(order) ? (
              <button
                type="button"
                className="ot-btn ot-primary"
                onClick={() => actions.onPay(order.id)}
                data-testid="order-pay"
              >
                {t('actions.pay')}
              </button>
            ) : null}
            {canDeleteOrder(order) ? (
              <button
                type="button"
                className="ot-btn ot-danger"
                onClick={() => actions.onDelete(order)}
                data-testid="order-delete"
              >
                {t('actions.delete')}
              </button>
            ) : null}
            {canRefundOrder(order) ? (
              <button
                type="button"
                className="ot-btn"
                onClick={() => actions.onRefund(order)}
                data-testid="order-refund"
              >
                {t('actions.refund')}
              </button>
            ) : null}
            {order.refundRequestedAt ? (
              <span className="ot-note" data-testid="refund-note">
                {t('refund.requestedNote')}
              </span>
            ) : null}
          </div>
        ),
    },
  ]
}

/** The child orders of an expanded order (one per class or country), loaded when first opened. */
export function ChildRows({
  parentId,
  layout,
  columns,
}: {
  parentId: string
  layout: RowsLayout
  columns: RowColumn<OrderSummary>[]
}) {
  const { t } = useTranslation('orders')
  const { data, isPending, isError } = useQuery(childrenQuery(parentId))
  const rows =
    isPending || isError ? (
      <ResponsiveRowNote layout={layout} span={columns.length} className="ot-child">
        {isPending ? t('list.loadingChildren') : t('list.childrenFailed')}
      </ResponsiveRowNote>
    ) : (
      data.list.map((child) => (
        <ResponsiveRow
          key={child.id}
          layout={layout}
          row={child}
          columns={columns}
          attributes={{ className: 'ot-child', 'data-testid': 'child-row' }}
        />
      ))
    )
  return layout === 'table' ? rows : <ul data-testid="child-rows">{rows}</ul>
}
