import { useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { fromSearchParams } from '../../domain/search-params'
import { SectionCard } from '../kit/section-card'
import { PageFrame } from './page-frame'
import { PaymentPanel } from '../flow/payment/payment-panel'
import { reportOrdersQuery } from '../../api/payment'
import { ReportQueryFacts } from './report-query-facts'

export interface ReportPayPageProps {
  orderId: string
  /** 'new': right after ordering (/query/paylast); 'link': an unpaid report order opened again (/query/payLinshi). */
  variant: 'new' | 'link'
  onDone: (orderId: string) => void
}

/** Pays a search-report order: the search it covers, then the payment; done leads to /query/confirm. */
export function ReportPayPage({ orderId, variant, onDone }: ReportPayPageProps) {
  const { t } = useTranslation('payment')
  const { data } = useSuspenseQuery(reportOrdersQuery(1, 1, orderId))
  const report = data.list[0]
  const page = variant === 'new' ? 'queryPaylast' : 'queryPayLinshi'
  return (
    <PageFrame title={t(`page.${page}.title`)} intro={t(`page.${page}.intro`)} testId="report-pay-page">
      {report ? (
        <SectionCard title={t('report.kind.availability')} size="sm">
          <ReportQueryFacts query={fromSearchParams(report.query)} subject={report.order.trademarkName} />
        </SectionCard>
      ) : null}
      <PaymentPanel orderId={orderId} onPaid={onDone} onSubmitted={onDone} />
    </PageFrame>
  )
}
