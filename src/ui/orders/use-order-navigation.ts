import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'

/**
 * Navigation to the pages other areas own (payment, invoice request). Their routes are built in parallel,
 * so the targets are passed untyped; the URLs are the contracts of the commerce brief.
 */
export function useOrderNavigation() {
  const navigate = useNavigate()
  const go = useCallback(
    (to: string, search: Record<string, string>) => void navigate({ to, search } as never),
    [navigate],
  )
  return {
    pay: useCallback((orderId: string) => go('/payment', { orderId }), [go]),
    requestInvoice: useCallback(
      (orderIds: readonly string[]) =>
        go('/personal/finance/invoiceInformation', { request: orderIds.join(',') }),
      [go],
    ),
  }
}
