import { useTranslation } from 'react-i18next'
import { PageFrame } from './page-frame'
import { PayResult } from './pay-result'

/** /confirm: the confirmation after a payment or a transfer submission; back does not leave it. */
export function ConfirmPage({ orderId }: { orderId: string }) {
  const { t } = useTranslation('payment')
  return (
    <PageFrame title={t('page.confirm.title')} intro={t('page.confirm.intro')} testId="confirm-page">
      <PayResult orderId={orderId} />
    </PageFrame>
  )
}
