import { Alert, Box, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { payableOrderQuery } from '../../api/orders'
import { canReopen } from '../../domain/wizard/define'
import type { WizardDraftBase } from '../../domain/wizard/types'
import { PaymentPanel } from './payment/payment-panel'
import type { StepViewProps } from './wizard-ui'

/**
 * The payment step of every wizard: the order the step before made, paid through the commerce payment flow.
 * Until it is paid the user may go back to the steps the flow reopens before payment (the order is then
 * replaced); paying moves the flow on at once.
 */
export function PaymentStepView<D extends WizardDraftBase>({ config, draft, send }: StepViewProps<D>) {
  const { t } = useTranslation('flow')
  const orderId = draft.orderId ?? ''
  const order = useQuery({ ...payableOrderQuery(orderId), enabled: orderId !== '' })
  const back = [...config.reopenableBeforePayment]
    .reverse()
    .find((step) => canReopen(config, draft, draft.step, step))
  return (
    <Stack gap="5" data-testid="payment-step">
      <Alert.Root status="info">
        <Alert.Indicator />
        <Box>
          <Alert.Title>{t('payment.title', { orderNo: draft.orderNo ?? '' })}</Alert.Title>
          <Alert.Description>{t('payment.intro')}</Alert.Description>
        </Box>
      </Alert.Root>
      {order.isError ? (
        <Text color="fg.error">{t('payment.orderMissing')}</Text>
      ) : (
        <Suspense fallback={<Spinner alignSelf="center" />}>
          {orderId && (
            <PaymentPanel
              orderId={orderId}
              onPaid={() => send({ type: 'payment.paid' })}
              onSubmitted={() => undefined}
            />
          )}
        </Suspense>
      )}
      <HStack justify="space-between" wrap="wrap" gap="3">
        {back && (
          <Button
            variant="outline"
            onClick={() => send({ type: 'step.reopen', step: back })}
            data-testid="edit-information"
          >
            {t('payment.edit')}
          </Button>
        )}
        <Text fontSize="sm" color="fg.muted">
          {t('payment.later')}
        </Text>
      </HStack>
    </Stack>
  )
}
