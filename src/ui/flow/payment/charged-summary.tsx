import { Box, Heading, Spinner, Stack, Text } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Suspense, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { payableOrderQuery } from '../../../api/orders'
import type { PayableOrder } from '../../../api/schemas/orders-pay'
import { formatDateTime } from '../../../domain/format'
import { useRootState } from '../../../state/root'
import { Price } from '../../kit/price'

const GRID = {
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: '16px',
  rowGap: '4px',
  fontSize: '14px',
} as const

/**
 * What an order charged, from the order record itself: its number, the order amount, the coupon taken off,
 * the amount paid (or still due), when and how it was paid, and its debit note. The payment result, the
 * wizard's confirm step and its done view show it, so each says exactly what the server charged.
 */
export function ChargedSummary({ order, title }: { order: PayableOrder; title?: string }) {
  const { t } = useTranslation('payment')
  const { lang } = useRootState()
  const paid = order.paymentStatus === 'paid'
  const rows: [key: string, label: string, value: ReactNode][] = [
    ['orderNo', t('charged.orderNo'), <Text fontFamily="mono">{order.orderNo}</Text>],
    ['orderAmount', t('charged.orderAmount'), <Price cny={order.total + order.couponDiscount} showCny />],
    [
      'coupon',
      t('charged.coupon'),
      order.couponDiscount > 0 ? <Price cny={-order.couponDiscount} showCny /> : t('charged.noCoupon'),
    ],
    paid
      ? ['amountPaid', t('charged.amountPaid'), <Price cny={order.total} showCny fontWeight="semibold" />]
      : ['amountDue', t('charged.amountDue'), <Price cny={order.amountDue} showCny fontWeight="semibold" />],
    [
      'paidAt',
      t('charged.paidAt'),
      paid && order.paidAt ? formatDateTime(order.paidAt, lang) : t('charged.notPaid'),
    ],
    ...(paid && order.paymentMethod
      ? [['method', t('charged.method'), t(`method.${order.paymentMethod}.name`)] as [string, string, string]]
      : []),
    ...(order.debitNoteNo
      ? [
          ['debitNote', t('charged.debitNote'), <Text fontFamily="mono">{order.debitNoteNo}</Text>] as [
            string,
            string,
            ReactNode,
          ],
        ]
      : []),
  ]
  return (
    <Stack gap="2" data-testid="charged-summary" data-paid={paid}>
      <Heading as="h2" size="sm">
        {title ?? t('charged.title')}
      </Heading>
      <Box as="dl" css={GRID}>
        {rows.map(([key, label, value]) => (
          <Box key={key} display="contents" data-testid={`charged-${key}`}>
            <Text as="dt" color="fg.muted">
              {label}
            </Text>
            <Box as="dd">{value}</Box>
          </Box>
        ))}
      </Box>
    </Stack>
  )
}

function LoadedCharges({ orderId, title }: { orderId: string; title?: string }) {
  const { data } = useSuspenseQuery(payableOrderQuery(orderId))
  return <ChargedSummary order={data} title={title} />
}

/** The charges of an order read from the server (the order record), with a spinner while it loads. */
export function OrderCharges({ orderId, title }: { orderId: string; title?: string }) {
  return (
    <Suspense fallback={<Spinner size="sm" />}>
      <LoadedCharges orderId={orderId} title={title} />
    </Suspense>
  )
}
