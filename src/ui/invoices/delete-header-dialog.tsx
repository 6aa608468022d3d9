import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { BusinessError } from '../../api/client'
import { deleteHeaderMutation } from '../../api/invoices'
import type { InvoiceHeader } from '../../api/schemas/invoices'
import { ConfirmDialog } from '../kit/confirm-dialog'
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
    <ConfirmDialog
      open={Boolean(header)}
      onClose={onClose}
      title={t('headers.deleteTitle')}
      message={t('headers.deleteConfirm', { title: header?.title ?? '' })}
      confirmLabel={t('actions.delete')}
      cancelLabel={t('actions.cancel')}
      onConfirm={() => void confirm()}
      busy={remove.isPending}
    />
  )
}
