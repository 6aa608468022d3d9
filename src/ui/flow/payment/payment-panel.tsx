import { Alert, Box, Button, Card, HStack, Link, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link as RouterLink } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PayableOrder } from '../../../api/schemas/orders-pay'
import { dueAfterCoupons, type PayMethod } from '../../../machines/flows/payment'
import { CouponPicker } from '../../kit/coupon-picker'
import { Price } from '../../kit/price'
import { MethodChoice } from './method-choice'
import { MethodDetails } from './method-details'
import { OrderSummary } from './order-summary'
import { PaymentFailure } from './payment-failure'
import { payableOrderQuery } from '../../../api/orders'
import { usePaymentFlow } from './use-payment-flow'
import { WaitingStep } from './waiting-step'

export interface PaymentPanelProps {
  orderId: string
  /** Called once when the order is paid (also when it turns out to be paid already). */
  onPaid: (orderId: string) => void
  /** Leaves the payment; the order stays unpaid. Without it no cancel button is shown. */
  onCancel?: () => void
  /** Called when a bank transfer was submitted and now awaits confirmation. */
  onSubmitted?: (orderId: string) => void
  /** Starts with this method chosen; a wallet starts its code at once (the /vxPay page). */
  preset?: PayMethod
}

/**
 * Pays one order: its summary with every fee apart, the method (card, wallet QR, Alipay, offline transfer,
 * coupons, demo pay), coupons on top, and the payment's progress, failure or success. Every flow that ends
 * in a payment embeds this; the stand-alone pay pages wrap it.
 */
export function PaymentPanel({ orderId, ...rest }: PaymentPanelProps) {
  const { data: order } = useSuspenseQuery(payableOrderQuery(orderId))
  // A new key starts a fresh flow after a cancellation.
  const [round, setRound] = useState(0)
  return (
    <PaymentFlow
      key={`${order.id}-${round}`}
      order={order}
      {...rest}
      onRestart={() => setRound((r) => r + 1)}
    />
  )
}

interface FlowProps extends Omit<PaymentPanelProps, 'orderId'> {
  order: PayableOrder
  onRestart: () => void
}

function PaymentFlow({ order, onPaid, onCancel, onSubmitted, preset, onRestart }: FlowProps) {
  const { t } = useTranslation('payment')
  const { snapshot, send, lastPendingAt } = usePaymentFlow(order, onPaid)
  const { context } = snapshot
  const awaiting = snapshot.hasTag('offline')
  const submittedRef = useRef(onSubmitted)
  useEffect(() => {
    submittedRef.current = onSubmitted
  }, [onSubmitted])
  useEffect(() => {
    if (awaiting) submittedRef.current?.(order.id)
  }, [awaiting, order.id])
  // A preset method is chosen once, on a fresh flow; the wallet page shows its code straight away.
  const fresh = snapshot.matches('choosing') && context.method === null && context.error === null
  useEffect(() => {
    if (!preset || !fresh) return
    send({ type: 'method.chosen', method: preset })
    if (preset === 'wallet') send({ type: 'payment.submitted' })
  }, [preset, fresh, send])
  const choosing = snapshot.hasTag('choose') || snapshot.hasTag('failed')
  const ready = snapshot.can({ type: 'payment.submitted' })
  const couponsOffered = order.kind === 'standard' && order.couponIds.length === 0 && !context.couponsApplied
  const due = dueAfterCoupons(context)

  return (
    <SimpleGrid
      columns={{ base: 1, lg: 5 }}
      gap="5"
      alignItems="start"
      data-testid="payment-panel"
      data-state={JSON.stringify(snapshot.value)}
    >
      <Card.Root gridColumn={{ lg: 'span 3' }} size="sm">
        <Card.Body>
          {snapshot.matches('paid') ? (
            <Alert.Root status="success" data-testid="payment-paid">
              <Alert.Indicator />
              <Alert.Title>{t('status.paid')}</Alert.Title>
            </Alert.Root>
          ) : snapshot.matches('cancelled') ? (
            <Stack gap="3" align="flex-start" data-testid="payment-cancelled">
              <Text>{t('status.cancelled')}</Text>
              <Button size="sm" colorPalette="blue" onClick={onRestart}>
                {t('actions.payAgain')}
              </Button>
            </Stack>
          ) : choosing ? (
            <Stack gap="5">
              {context.error ? <PaymentFailure error={context.error} /> : null}
              <MethodChoice
                value={context.method}
                onChange={(method) => send({ type: 'method.chosen', method })}
                unavailable={couponsOffered ? [] : ['coupon']}
              />
              <Box>
                <MethodDetails order={order} context={context} send={send} />
              </Box>
              {couponsOffered ? (
                <CouponPicker
                  orderId={order.id}
                  productType={order.productType}
                  amount={order.amountDue}
                  value={context.couponIds}
                  onChange={(couponIds, discount) => send({ type: 'coupons.changed', couponIds, discount })}
                />
              ) : null}
              <HStack justify="space-between" wrap="wrap" gap="3" borderTopWidth="1px" pt="4">
                <Stack gap="0">
                  <Text fontSize="sm" color="fg.muted">
                    {t('summary.toPayNow')}
                  </Text>
                  <Price cny={due} showCny fontSize="xl" fontWeight="bold" data-testid="pay-now-amount" />
                </Stack>
                <HStack gap="2">
                  {onCancel ? (
                    <Button
                      variant="ghost"
                      onClick={() => {
                        send({ type: 'payment.cancelled' })
                        onCancel()
                      }}
                    >
                      {t('actions.cancel')}
                    </Button>
                  ) : null}
                  <Button
                    colorPalette="blue"
                    size="lg"
                    disabled={!ready}
                    onClick={() => send({ type: 'payment.submitted' })}
                    data-testid="pay-button"
                  >
                    {context.error ? t('actions.retry') : t('actions.pay')}
                  </Button>
                </HStack>
              </HStack>
              <Text fontSize="xs" color="fg.muted">
                {t('terms.accept')}{' '}
                <Link asChild colorPalette="blue">
                  <RouterLink to="/buyRules" target="_blank">
                    {t('terms.link')}
                  </RouterLink>
                </Link>
              </Text>
            </Stack>
          ) : snapshot.hasTag('wallet') || snapshot.hasTag('alipay') || snapshot.hasTag('offline') ? (
            <WaitingStep
              order={order}
              context={context}
              send={send}
              tag={snapshot.hasTag('wallet') ? 'wallet' : snapshot.hasTag('alipay') ? 'alipay' : 'offline'}
              lastPendingAt={lastPendingAt}
            />
          ) : (
            <HStack gap="3" py="6" justify="center" data-testid="payment-processing" aria-live="polite">
              <Spinner size="sm" />
              <Text>{t('status.processing')}</Text>
            </HStack>
          )}
        </Card.Body>
      </Card.Root>
      <Card.Root gridColumn={{ lg: 'span 2' }} size="sm">
        <Card.Body>
          <OrderSummary order={order} />
        </Card.Body>
      </Card.Root>
    </SimpleGrid>
  )
}
