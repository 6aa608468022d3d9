import { Alert } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { PageFrame } from './page-frame'
import { PaymentPanel } from '../flow/payment/payment-panel'
import { payableOrderQuery } from '../../api/orders'

export interface TemporaryOrderPageProps {
  orderId: string
  onPaid: (orderId: string) => void
  onSubmitted: (orderId: string) => void
}

/** /payLinshi: an order our staff quoted, opened by its link: the quoted items, then the payment. */
export function TemporaryOrderPage({ orderId, onPaid, onSubmitted }: TemporaryOrderPageProps) {
  const { t } = useTranslation('payment')
  const { data: order } = useSuspenseQuery(payableOrderQuery(orderId))
  return (
    <PageFrame title={t('page.payLinshi.title')} intro={t('page.payLinshi.intro')} testId="pay-linshi-page">
      {order.kind !== 'temporary' ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{t('page.payLinshi.notQuoted')}</Alert.Title>
        </Alert.Root>
      ) : null}
      <PaymentPanel orderId={orderId} onPaid={onPaid} onSubmitted={onSubmitted} />
    </PageFrame>
  )
}
