import { useTranslation } from 'react-i18next'
import { PageFrame } from './page-frame'
import { PaymentPanel } from '../flow/payment/payment-panel'

/** /vxPay: pays an order by wallet QR straight away; other methods stay one click away. */
export function VxPayPage({ orderId, onPaid }: { orderId: string; onPaid: (orderId: string) => void }) {
  const { t } = useTranslation('payment')
  return (
    <PageFrame title={t('page.vxPay.title')} intro={t('page.vxPay.intro')} testId="vx-pay-page">
      <PaymentPanel orderId={orderId} onPaid={onPaid} preset="wallet" />
    </PageFrame>
  )
}
