import { Button, Dialog, Portal, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

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
    <Dialog.Root
      role="alertdialog"
      open={order !== null}
      onOpenChange={(e) => !e.open && onClose()}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="delete-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('delete.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{t('delete.body', { orderNo: order?.orderNo ?? '' })}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t('actions.cancel')}
              </Button>
              <Button
                colorPalette="red"
                loading={busy}
                data-testid="delete-confirm"
                onClick={() => void (order && onConfirm(order.id).then((ok) => ok && onClose()))}
              >
                {t('delete.confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
