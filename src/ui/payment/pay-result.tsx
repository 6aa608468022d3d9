import { Alert, Box, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link as RouterLink } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../domain/format'
import { useRootState } from '../../state/root'
import { ChargedSummary } from '../flow/payment/charged-summary'
import { SectionCard } from '../kit/section-card'
import { payableOrderQuery } from '../../api/orders'

/**
 * Where an order's payment ended: paid (with the method, time and what comes next), a transfer awaiting
 * confirmation, or still unpaid (with the way back to paying), and what the order charged: order number,
 * amount, coupon, amount paid, time and debit note. /paySuccess and /confirm show it.
 */
export function PayResult({ orderId }: { orderId: string }) {
  const { t } = useTranslation('payment')
  const { lang } = useRootState()
  const { data: order } = useSuspenseQuery(payableOrderQuery(orderId))
  const paid = order.paymentStatus === 'paid'
  const awaiting = order.paymentStatus === 'paying' && order.transfer !== null
  const report = order.productType === 4
  return (
    <SectionCard title={t('result.orderTitle', { orderNo: order.orderNo })} testId="pay-result">
      <Stack gap="4">
        {paid ? (
          <Alert.Root status="success" data-testid="result-paid">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('result.paidTitle')}</Alert.Title>
              <Alert.Description>
                {t('result.paidText', {
                  method: order.paymentMethod ? t(`method.${order.paymentMethod}.name`) : '',
                  time: order.paidAt ? formatDateTime(order.paidAt, lang) : '',
                })}
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : awaiting ? (
          <Alert.Root status="info" data-testid="result-awaiting">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('transfer.awaitingTitle')}</Alert.Title>
              <Alert.Description>{t('result.awaitingText')}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : (
          <Alert.Root status="warning" data-testid="result-unpaid">
            <Alert.Indicator />
            <Alert.Title>{t('result.unpaidTitle')}</Alert.Title>
          </Alert.Root>
        )}
        <Box
          as="dl"
          css={{
            display: 'grid',
            gridTemplateColumns: 'max-content 1fr',
            columnGap: '16px',
            rowGap: '4px',
            fontSize: '14px',
          }}
        >
          <Text as="dt" color="fg.muted">
            {t('unpaid.service')}
          </Text>
          <Text as="dd">{lang === 'en' ? order.serviceName.en : order.serviceName.zh}</Text>
          {order.trademarkName ? (
            <>
              <Text as="dt" color="fg.muted">
                {t('summary.mark')}
              </Text>
              <Text as="dd">{order.trademarkName}</Text>
            </>
          ) : null}
        </Box>
        <ChargedSummary order={order} />
        {paid && report ? (
          <Text fontSize="sm" data-testid="report-delivery">
            {order.report?.status === 'delivered' ? t('result.reportDelivered') : t('result.reportWithinDay')}
          </Text>
        ) : null}
        <HStack gap="2" wrap="wrap">
          {!paid && !awaiting ? (
            <Button asChild colorPalette="blue">
              <RouterLink to="/payment" search={{ orderId: order.id }}>
                {t('actions.payNow')}
              </RouterLink>
            </Button>
          ) : null}
          {report ? (
            <Button asChild colorPalette="blue" variant={paid ? 'solid' : 'outline'}>
              <RouterLink to="/query/registered">{t('result.myReports')}</RouterLink>
            </Button>
          ) : (
            <Button asChild variant="outline">
              <RouterLink to="/orderDetail" search={{ orderId: order.id }}>
                {t('result.orderDetail')}
              </RouterLink>
            </Button>
          )}
          {paid ? (
            <Button asChild variant="outline">
              <RouterLink to="/personal/finance/invoiceInformation" search={{ request: order.id }}>
                {t('result.requestInvoice')}
              </RouterLink>
            </Button>
          ) : null}
          <Button asChild variant="ghost">
            <RouterLink to="/orderManage">{t('result.allOrders')}</RouterLink>
          </Button>
        </HStack>
      </Stack>
    </SectionCard>
  )
}
