import { Alert } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { PaymentContext } from '../../../machines/flows/payment'
import { useMessage } from '../../kit/message'

/** Why the last payment did not go through, and that the order is still unpaid. */
export function PaymentFailure({ error }: { error: NonNullable<PaymentContext['error']> }) {
  const { t } = useTranslation('payment')
  const text = useMessage()
  return (
    <Alert.Root status="error" data-testid="payment-failure" data-reason={error.reason}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t(`failure.title.${error.reason}`)}</Alert.Title>
        <Alert.Description>
          {text(error.message)} {t('failure.stillUnpaid')}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  )
}
