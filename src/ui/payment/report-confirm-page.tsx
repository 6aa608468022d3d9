import { useTranslation } from 'react-i18next'
import { PageFrame } from './page-frame'
import { PayResult } from './pay-result'

/** /query/confirm: the report order is paid (or its transfer awaits confirmation); delivery follows. */
export function ReportConfirmPage({ orderId }: { orderId: string }) {
  const { t } = useTranslation('payment')
  return (
    <PageFrame
      title={t('page.queryConfirm.title')}
      intro={t('page.queryConfirm.intro')}
      testId="report-confirm-page"
    >
      <PayResult orderId={orderId} />
    </PageFrame>
  )
}
