import { useQuery } from '@tanstack/react-query'
import { memo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { OrderSummary } from '../../../api/schemas/orders-manage'
import { formatDate } from '../../../domain/format'
import { canDeleteOrder, canPayOrder, canRefundOrder, canRequestInvoice } from '../../../domain/order-routes'
import type { Lang } from '../../../state/root'
import { STATUS_PALETTE } from '../order-status-badge'
import { OrderLink } from '../order-link'
import { childrenQuery } from '../../../api/orders'

/** What a row can ask the page to do. */
export interface RowActions {
  onPay: (orderId: string) => void
  onDelete: (order: OrderSummary) => void
  onRefund: (order: OrderSummary) => void
  onToggleSelect: (orderId: string) => void
  onToggleExpand: (orderId: string) => void
}

interface OrderRowProps extends RowActions {
  order: OrderSummary
  selected: boolean
  expanded: boolean
  lang: Lang
  money: (cny: number) => string
}

function Status({ value, label }: { value: keyof typeof STATUS_PALETTE; label: string }) {
  return <span className={`ot-badge ot-${STATUS_PALETTE[value]}`}>{label}</span>
}

/** The cells both a parent and a child row show: number, service, trademark, amounts, statuses, debit note. */
function OrderCells({
  order,
  lang,
  money,
  toggle,
}: Pick<OrderRowProps, 'order' | 'lang' | 'money'> & { toggle?: ReactNode }) {
  const { t } = useTranslation('orders')
  return (
    <>
      <td>
        <div className="ot-num">
          <OrderLink orderId={order.id} productType={order.productType}>
            {order.orderNo}
          </OrderLink>
        </div>
        <div className="ot-muted">{formatDate(order.createdAt, lang)}</div>
        {toggle}
      </td>
      <td className="ot-service">
        <div>{lang === 'en' ? order.serviceName.en : order.serviceName.zh}</div>
        <div className="ot-muted">
          {order.trademarkName}
          {order.niceClasses.length > 0
            ? ` · ${t('list.classes', { list: order.niceClasses.join(', ') })}`
            : ''}
        </div>
      </td>
      <td className="ot-money" data-testid="order-total">
        {money(order.total)}
      </td>
      <td className="ot-money">{money(order.serviceFee)}</td>
      <td className="ot-money">{money(order.officialFee)}</td>
      <td className="ot-money">{order.couponDiscount > 0 ? `−${money(order.couponDiscount)}` : '—'}</td>
      <td data-testid="order-status">
        <Status value={order.status} label={t(`status.${order.status}`)} />
      </td>
      <td data-testid="payment-status">
        <Status value={order.paymentStatus} label={t(`payment.${order.paymentStatus}`)} />
      </td>
      <td data-testid="invoice-status">
        <Status value={order.invoiceStatus} label={t(`invoice.${order.invoiceStatus}`)} />
      </td>
      <td>
        <div className="ot-num">{order.debitNoteNo ?? '—'}</div>
        <div className="ot-muted">{order.debitNoteDate ? formatDate(order.debitNoteDate, lang) : ''}</div>
      </td>
    </>
  )
}

/** A top-level order: selection for invoicing, expandable child orders and its actions. */
export const OrderRow = memo(function OrderRow(props: OrderRowProps) {
  const { order, selected, expanded, lang, money } = props
  const { t } = useTranslation('orders')
  const invoiceable = canRequestInvoice(order)
  return (
    <>
      <tr data-testid="order-row" data-order-id={order.id} data-order-no={order.orderNo}>
        <td>
          <input
            type="checkbox"
            checked={selected}
            disabled={!invoiceable}
            onChange={() => props.onToggleSelect(order.id)}
            aria-label={t('list.selectForInvoice', { orderNo: order.orderNo })}
            title={
              invoiceable ? t('list.selectForInvoice', { orderNo: order.orderNo }) : t('list.notInvoiceable')
            }
            data-testid="order-select"
          />
        </td>
        <OrderCells
          order={order}
          lang={lang}
          money={money}
          toggle={
            order.childCount > 0 ? (
              <button
                type="button"
                className="ot-toggle"
                aria-expanded={expanded}
                onClick={() => props.onToggleExpand(order.id)}
                data-testid="order-expand"
              >
                {expanded ? '▾' : '▸'} {t('list.children', { count: order.childCount })}
              </button>
            ) : null
          }
        />
        <td>
          <div className="ot-actions">
            <OrderLink orderId={order.id} productType={order.productType} className="ot-btn">
              {t('actions.view')}
            </OrderLink>
            {canPayOrder(order) ? (
              <button
                type="button"
                className="ot-btn ot-primary"
                onClick={() => props.onPay(order.id)}
                data-testid="order-pay"
              >
                {t('actions.pay')}
              </button>
            ) : null}
            {canDeleteOrder(order) ? (
              <button
                type="button"
                className="ot-btn ot-danger"
                onClick={() => props.onDelete(order)}
                data-testid="order-delete"
              >
                {t('actions.delete')}
              </button>
            ) : null}
            {canRefundOrder(order) ? (
              <button
                type="button"
                className="ot-btn"
                onClick={() => props.onRefund(order)}
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
        </td>
      </tr>
      {expanded ? <ChildRows parentId={order.id} lang={lang} money={money} /> : null}
    </>
  )
})

/** The child orders of an expanded order (one per class or country), loaded when first opened. */
function ChildRows({
  parentId,
  lang,
  money,
}: {
  parentId: string
  lang: Lang
  money: (cny: number) => string
}) {
  const { t } = useTranslation('orders')
  const { data, isPending, isError } = useQuery(childrenQuery(parentId))
  if (isPending || isError) {
    return (
      <tr className="ot-child">
        <td colSpan={12}>{isPending ? t('list.loadingChildren') : t('list.childrenFailed')}</td>
      </tr>
    )
  }
  return (
    <>
      {data.list.map((child) => (
        <tr key={child.id} className="ot-child" data-testid="child-row">
          <td className="ot-muted">{t('list.childOf')}</td>
          <OrderCells order={child} lang={lang} money={money} />
          <td>
            <span className="ot-muted">
              {child.countries.length === 1 && child.countries[0] !== 'CN' ? child.countries[0] : ''}
            </span>
          </td>
        </tr>
      ))}
    </>
  )
}
