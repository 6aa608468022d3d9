import { Alert, Button, DataList, HStack, Stack } from '@chakra-ui/react'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { OrderDetail } from '../../../api/schemas/orders-manage'
import { formatDate, formatDateTime } from '../../../domain/format'
import { canDeleteOrder, canPayOrder, canRefundOrder, canRequestInvoice } from '../../../domain/order-routes'
import { useRootState } from '../../../state/root'
import { SectionCard } from '../../kit/section-card'
import { DeleteDialog } from '../delete-dialog'
import { OrderStatusBadge } from '../order-status-badge'
import { RefundDialog } from '../refund-dialog'
import { useOrderActions } from '../use-order-actions'
import { useOrderNavigation } from '../use-order-navigation'

/** Payment and invoice of an order, with what can be done now: pay, delete, ask a refund, ask an invoice. */
export function BillingCard({ order, onDeleted }: { order: OrderDetail; onDeleted: () => void }) {
  const { t } = useTranslation('orders')
  const { lang } = useRootState()
  const actions = useOrderActions()
  const nav = useOrderNavigation()
  const [dialog, setDialog] = useState<'delete' | 'refund' | null>(null)
  const top = order.parentId === null
  const item = (label: string, value: ReactNode) => (
    <DataList.Item>
      <DataList.ItemLabel minW="28">{label}</DataList.ItemLabel>
      <DataList.ItemValue>{value}</DataList.ItemValue>
    </DataList.Item>
  )
  return (
    <SectionCard title={t('detail.billing')} testId="order-billing" size="sm">
      <Stack gap="3">
        <DataList.Root orientation="horizontal" size="sm">
          {item(t('columns.status'), <OrderStatusBadge kind="order" value={order.status} />)}
          {item(t('columns.payment'), <OrderStatusBadge kind="payment" value={order.paymentStatus} />)}
          {order.paidAt ? item(t('detail.paidAt'), formatDateTime(order.paidAt, lang)) : null}
          {order.paymentMethod ? item(t('detail.paymentMethod'), t(`method.${order.paymentMethod}`)) : null}
          {item(t('columns.invoice'), <OrderStatusBadge kind="invoice" value={order.invoiceStatus} />)}
          {order.invoiceAuditReason
            ? item(
                t('detail.auditReason'),
                lang === 'en' ? order.invoiceAuditReason.en : order.invoiceAuditReason.zh,
              )
            : null}
          {item(
            t('columns.debitNote'),
            order.debitNoteNo
              ? `${order.debitNoteNo} · ${order.debitNoteDate ? formatDate(order.debitNoteDate, lang) : ''}`
              : '—',
          )}
        </DataList.Root>
        {order.refundRequestedAt ? (
          <Alert.Root status="info" size="sm" data-testid="refund-locked">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                {t('refund.requestedOn', { date: formatDateTime(order.refundRequestedAt, lang) })}
              </Alert.Title>
              <Alert.Description>
                {t('refund.cannotCancel')}{' '}
                {order.refundReason ? t('refund.reasonGiven', { reason: order.refundReason }) : ''}
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}
        {top ? (
          <HStack gap="2" wrap="wrap">
            {canPayOrder(order) ? (
              <Button
                size="sm"
                colorPalette="blue"
                onClick={() => nav.pay(order.id)}
                data-testid="detail-pay"
              >
                {t('actions.pay')}
              </Button>
            ) : null}
            {canRequestInvoice(order) ? (
              <Button
                size="sm"
                variant="outline"
                onClick={() => nav.requestInvoice([order.id])}
                data-testid="detail-invoice"
              >
                {t('actions.requestInvoice')}
              </Button>
            ) : null}
            {canRefundOrder(order) ? (
              <Button
                size="sm"
                variant="outline"
                onClick={() => setDialog('refund')}
                data-testid="detail-refund"
              >
                {t('actions.refund')}
              </Button>
            ) : null}
            {canDeleteOrder(order) ? (
              <Button
                size="sm"
                variant="outline"
                colorPalette="red"
                onClick={() => setDialog('delete')}
                data-testid="detail-delete"
              >
                {t('actions.delete')}
              </Button>
            ) : null}
          </HStack>
        ) : null}
      </Stack>
      <RefundDialog
        order={dialog === 'refund' ? order : null}
        busy={actions.refunding}
        onClose={() => setDialog(null)}
        onSubmit={actions.requestRefund}
      />
      <DeleteDialog
        order={dialog === 'delete' ? order : null}
        busy={actions.deleting}
        onClose={() => setDialog(null)}
        onConfirm={async (id) => {
          const ok = await actions.deleteOrder(id)
          if (ok) onDeleted()
          return ok
        }}
      />
    </SectionCard>
  )
}
