import { Alert, Button, HStack, Link, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PayableOrder } from '../../../api/schemas/orders-pay'
import type { PaymentContext, PaymentEvent } from '../../../machines/flows/payment'
import { formatDateTime } from '../../../domain/format'
import { useRootState } from '../../../state/root'
import { WalletCode } from './wallet-code'

export interface WaitingStepProps {
  order: PayableOrder
  context: PaymentContext
  send: (event: PaymentEvent) => void
  tag: 'wallet' | 'alipay' | 'offline'
  /** When the server last said "not paid yet"; after a manual check it is worth saying so. */
  lastPendingAt: number
}

/** A payment waiting for someone else: the payer's wallet, the Alipay cashier or the finance team. */
export function WaitingStep({ order, context, send, tag, lastPendingAt }: WaitingStepProps) {
  const { t } = useTranslation('payment')
  const { lang } = useRootState()
  const [checkedAt, setCheckedAt] = useState(0)
  const check = () => {
    setCheckedAt(Date.now())
    send({ type: 'status.check' })
  }
  const notYet =
    checkedAt > 0 && lastPendingAt >= checkedAt ? (
      <Text fontSize="sm" color="orange.700" role="status" data-testid="not-received">
        {t('wallet.notReceived')}
      </Text>
    ) : null

  if (tag === 'wallet' && context.wallet)
    return (
      <Stack gap="2">
        <WalletCode
          codeUrl={context.wallet.codeUrl}
          expiresAt={context.wallet.expiresAt}
          amount={order.amountDue}
          onCheck={check}
          onChangeMethod={() => send({ type: 'method.change' })}
        />
        {notYet}
      </Stack>
    )
  if (tag === 'alipay')
    return (
      <Stack gap="3" data-testid="alipay-waiting">
        <Text>{t('alipay.waiting')}</Text>
        <HStack gap="2" wrap="wrap">
          {context.payUrl ? (
            <Button asChild size="sm" colorPalette="blue">
              <a href={context.payUrl}>{t('alipay.reopen')}</a>
            </Button>
          ) : null}
          <Button size="sm" variant="outline" onClick={check}>
            {t('wallet.paidCheck')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => send({ type: 'method.change' })}>
            {t('actions.changeMethod')}
          </Button>
        </HStack>
        {notYet}
      </Stack>
    )
  return (
    <Alert.Root status="info" data-testid="awaiting-confirmation" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('transfer.awaitingTitle')}</Alert.Title>
        <Alert.Description>
          <Stack gap="1">
            <Text>
              {order.transfer
                ? t('transfer.awaitingText', {
                    fileName: order.transfer.fileName,
                    time: formatDateTime(order.transfer.submittedAt, lang),
                  })
                : t('transfer.awaitingShort')}
            </Text>
            <Text>{t('transfer.stillUnpaid')}</Text>
            <Link href="#" onClick={(e) => (e.preventDefault(), check())} colorPalette="blue" fontSize="sm">
              {t('transfer.refresh')}
            </Link>
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  )
}
