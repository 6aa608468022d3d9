import { Container, Stack } from '@chakra-ui/react'
import { PaymentPanel } from '../flow/payment/payment-panel'
import { PageHeader } from '../kit/page-header'
import { SectionCard } from '../kit/section-card'
import { useWatchText } from './use-watch-text'
import { WatchOrderLines } from './watch-order-lines'

export interface WatchPaymentPageProps {
  orderId: string
  onPaid: (orderId: string) => void
  onSubmitted: (orderId: string) => void
  onCancel: () => void
}

/** /monitor/payment: the watches the order buys, then the portal's payment (methods, coupons, progress). */
export function WatchPaymentPage({ orderId, onPaid, onSubmitted, onCancel }: WatchPaymentPageProps) {
  const { t } = useWatchText()
  return (
    <Container maxW="6xl" py="2" data-testid="watch-payment-page">
      <Stack gap="5">
        <PageHeader title={t('payment.title')} description={t('payment.intro')} />
        <SectionCard title={t('payment.watches')} size="sm">
          <WatchOrderLines orderId={orderId} />
        </SectionCard>
        <PaymentPanel orderId={orderId} onPaid={onPaid} onSubmitted={onSubmitted} onCancel={onCancel} />
      </Stack>
    </Container>
  )
}
