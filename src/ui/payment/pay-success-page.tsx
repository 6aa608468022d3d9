import { useTranslation } from 'react-i18next'
import { PageFrame } from './page-frame'
import { PayResult } from './pay-result'

/** /paySuccess: where the payment pages (and the Alipay cashier) land once an order is paid. */
export function PaySuccessPage({ orderId }: { orderId: string }) {
  const { t } = useTranslation('payment')
  return (
    <PageFrame title={t('page.paySuccess.title')} testId="pay-success-page">
      <PayResult orderId={orderId} />
    </PageFrame>
  )
}
