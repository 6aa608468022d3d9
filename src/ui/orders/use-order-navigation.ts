import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'

/** Navigation to the pages other areas own (payment, invoice request), with the search each page takes. */
export function useOrderNavigation() {
  const navigate = useNavigate()
  return {
    pay: useCallback((orderId: string) => void navigate({ to: '/payment', search: { orderId } }), [navigate]),
    requestInvoice: useCallback(
      (orderIds: readonly string[]) =>
        void navigate({
          to: '/personal/finance/invoiceInformation',
          search: { request: orderIds.join(',') },
        }),
      [navigate],
    ),
  }
}
