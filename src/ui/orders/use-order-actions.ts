import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { BusinessError } from '../../api/client'
import { toastError, toastSuccess } from '../kit/toast'
import { deleteOrderMutation, refundOrderMutation } from '../../api/orders'

/** Delete and refund of an order, with their toasts; both refresh every order view (and the debit notes). */
export function useOrderActions() {
  const { t } = useTranslation('orders')
  const failed = (error: unknown, fallback: string) =>
    toastError(error instanceof BusinessError && error.msg ? error.msg : fallback)

  const del = useMutation(deleteOrderMutation())
  const refund = useMutation(refundOrderMutation())

  return {
    deleting: del.isPending,
    refunding: refund.isPending,
    /** Resolves true when the order was deleted. */
    async deleteOrder(orderId: string): Promise<boolean> {
      try {
        await del.mutateAsync({ orderId })
        toastSuccess(t('actions.deleted'))
        return true
      } catch (error) {
        failed(error, t('actions.deleteFailed'))
        return false
      }
    },
    /** Resolves true when the refund request was taken. */
    async requestRefund(orderId: string, reason: string): Promise<boolean> {
      try {
        await refund.mutateAsync({ orderId, reason })
        toastSuccess(t('refund.requested'))
        return true
      } catch (error) {
        failed(error, t('refund.failed'))
        return false
      }
    },
  }
}
