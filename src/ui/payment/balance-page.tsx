import { Alert } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '../../domain/currency'
import { useRootState } from '../../state/root'
import { PageFrame } from './page-frame'
import { PaymentPanel } from '../flow/payment/payment-panel'
import { payableOrderQuery } from '../../api/orders'

export interface BalancePageProps {
  orderId: string
  onPaid: (orderId: string) => void
  onSubmitted: (orderId: string) => void
}

/** /payLast: the balance of an order whose deposit was paid: what was paid, what is left, then the payment. */
export function BalancePage({ orderId, onPaid, onSubmitted }: BalancePageProps) {
  const { t } = useTranslation('payment')
  const { lang } = useRootState()
  const { data: order } = useSuspenseQuery(payableOrderQuery(orderId))
  return (
    <PageFrame title={t('page.payLast.title')} intro={t('page.payLast.intro')} testId="pay-last-page">
      {order.paymentStatus !== 'paid' ? (
        <Alert.Root status="info" data-testid="balance-note">
          <Alert.Indicator />
          <Alert.Title>
            {order.paidAmount > 0
              ? t('page.payLast.balance', {
                  paid: formatMoney(order.paidAmount, 'CNY', lang),
                  due: formatMoney(order.amountDue, 'CNY', lang),
                })
              : t('page.payLast.noDeposit')}
          </Alert.Title>
        </Alert.Root>
      ) : null}
      <PaymentPanel orderId={orderId} onPaid={onPaid} onSubmitted={onSubmitted} />
    </PageFrame>
  )
}
