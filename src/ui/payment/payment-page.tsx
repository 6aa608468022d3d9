import { useTranslation } from 'react-i18next'
import { PageFrame } from './page-frame'
import { PaymentPanel } from '../flow/payment/payment-panel'
import { UnpaidOrders } from './unpaid-orders'

export interface PaymentPageProps {
  orderId: string
  page: number
  onPage: (page: number) => void
  onPaid: (orderId: string) => void
  onSubmitted: (orderId: string) => void
  onCancel: () => void
}

/** /payment: pays the order of the link; without one, lists the orders still to pay. */
export function PaymentPage({ orderId, page, onPage, onPaid, onSubmitted, onCancel }: PaymentPageProps) {
  const { t } = useTranslation('payment')
  return (
    <PageFrame title={t('page.payment.title')} intro={t('page.payment.intro')} testId="payment-page">
      {orderId ? (
        <PaymentPanel orderId={orderId} onPaid={onPaid} onSubmitted={onSubmitted} onCancel={onCancel} />
      ) : (
        <UnpaidOrders page={page} onPage={onPage} />
      )}
    </PageFrame>
  )
}
