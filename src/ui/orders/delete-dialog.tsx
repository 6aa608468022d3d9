import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '../kit/confirm-dialog'

export interface DeleteDialogProps {
  order: { id: string; orderNo: string } | null
  onClose: () => void
  onConfirm: (orderId: string) => Promise<boolean>
  busy: boolean
}

/** Confirms deleting an unpaid order (with its child orders); it cannot be undone. */
export function DeleteDialog({ order, onClose, onConfirm, busy }: DeleteDialogProps) {
  const { t } = useTranslation('orders')
  return (
    <ConfirmDialog
      open={order !== null}
      onClose={onClose}
      title={t('delete.title')}
      message={t('delete.body', { orderNo: order?.orderNo ?? '' })}
      confirmLabel={t('delete.confirm')}
      cancelLabel={t('actions.cancel')}
      onConfirm={() => void (order && onConfirm(order.id).then((ok) => ok && onClose()))}
      busy={busy}
      testId="delete-dialog"
      confirmTestId="delete-confirm"
    />
  )
}
