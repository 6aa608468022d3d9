import { Button, Dialog, Portal, Text } from '@chakra-ui/react'
import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { BusinessError } from '../../api/client'
import { deleteHeaderMutation } from '../../api/invoices'
import type { InvoiceHeader } from '../../api/schemas/invoices'
import { toastError, toastSuccess } from '../kit/toast'

/** Asks before deleting a header; the server refuses one a request in progress still uses. */
export function DeleteHeaderDialog({
  header,
  onClose,
}: {
  header: InvoiceHeader | null
  onClose: () => void
}) {
  const { t } = useTranslation('invoices')
  const remove = useMutation(deleteHeaderMutation())

  const confirm = async () => {
    if (!header) return
    try {
      await remove.mutateAsync({ id: header.id })
      toastSuccess(t('headers.deleted'))
      onClose()
    } catch (error) {
      toastError(error instanceof BusinessError ? error.msg : t('headers.deleteFailed'))
    }
  }

  return (
    <Dialog.Root
      open={Boolean(header)}
      onOpenChange={(e) => !e.open && onClose()}
      role="alertdialog"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('headers.deleteTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{t('headers.deleteConfirm', { title: header?.title ?? '' })}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t('actions.cancel')}
              </Button>
              <Button colorPalette="red" loading={remove.isPending} onClick={() => void confirm()}>
                {t('actions.delete')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
