import { Alert, Badge, Box, Button, Card, Container, HStack, Stack, Text } from '@chakra-ui/react'
import { useMutation, useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Price } from '../kit/price'
import { alipayNotifyMutation } from '../../api/payment'
import { payableOrderQuery } from '../../api/orders'

export interface AlipayCashierPageProps {
  orderId: string
  tradeNo: string
  onPaid: (orderId: string) => void
  onBack: (orderId: string) => void
}

/**
 * The mock's Alipay cashier (what alipay/pcPay's URL opens): the payer confirms or cancels, and the cashier
 * tells the portal's server through its notify/alipay endpoint, as Alipay itself would.
 */
export function AlipayCashierPage({ orderId, tradeNo, onPaid, onBack }: AlipayCashierPageProps) {
  const { t } = useTranslation('payment')
  const { data: order } = useSuspenseQuery(payableOrderQuery(orderId))
  const notify = useMutation(alipayNotifyMutation())
  const [closed, setClosed] = useState(false)

  const answer = async (success: boolean) => {
    const result = await notify.mutateAsync({
      out_trade_no: tradeNo,
      trade_status: success ? 'TRADE_SUCCESS' : 'TRADE_CLOSED',
    })
    if (success && result.orderPaid) onPaid(orderId)
    else if (success) setClosed(true)
    else onBack(orderId)
  }

  return (
    <Container maxW="md" py="10" data-testid="alipay-cashier">
      <Card.Root>
        <Card.Header>
          <HStack justify="space-between">
            <Text fontSize="xl" fontWeight="bold" color="blue.600">
              {t('alipay.cashierTitle')}
            </Text>
            <Badge colorPalette="orange">{t('alipay.simulated')}</Badge>
          </HStack>
        </Card.Header>
        <Card.Body>
          <Stack gap="4">
            <Box
              as="dl"
              css={{
                display: 'grid',
                gridTemplateColumns: 'max-content 1fr',
                columnGap: '16px',
                rowGap: '6px',
                fontSize: '14px',
              }}
            >
              <Text as="dt" color="fg.muted">
                {t('alipay.payee')}
              </Text>
              <Text as="dd">{t('bank.payeeName')}</Text>
              <Text as="dt" color="fg.muted">
                {t('alipay.subject')}
              </Text>
              <Text as="dd">{t('summary.orderNo', { orderNo: order.orderNo })}</Text>
              <Text as="dt" color="fg.muted">
                {t('alipay.tradeNo')}
              </Text>
              <Text as="dd" fontFamily="mono">
                {tradeNo}
              </Text>
            </Box>
            <Price cny={order.amountDue} fontSize="3xl" fontWeight="bold" textAlign="center" />
            {closed || order.paymentStatus === 'paid' ? (
              <Alert.Root
                status={order.paymentStatus === 'paid' ? 'success' : 'warning'}
                data-testid="cashier-closed"
              >
                <Alert.Indicator />
                <Alert.Title>
                  {order.paymentStatus === 'paid' ? t('alipay.alreadyPaid') : t('alipay.closed')}
                </Alert.Title>
              </Alert.Root>
            ) : null}
            <HStack gap="2" justify="flex-end">
              <Button variant="outline" onClick={() => void answer(false)} disabled={notify.isPending}>
                {t('alipay.cancel')}
              </Button>
              <Button
                colorPalette="blue"
                loading={notify.isPending}
                disabled={closed || order.paymentStatus === 'paid'}
                onClick={() => void answer(true)}
              >
                {t('alipay.confirm')}
              </Button>
            </HStack>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Container>
  )
}
