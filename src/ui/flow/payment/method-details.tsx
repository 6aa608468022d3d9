import { Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { PayableOrder } from '../../../api/schemas/orders-pay'
import type { PaymentContext, PaymentEvent } from '../../../machines/flows/payment'
import { BankCardPicker } from '../../kit/bank-card-picker'
import { TransferProofForm } from './transfer-proof'

export interface MethodDetailsProps {
  order: PayableOrder
  context: PaymentContext
  send: (event: PaymentEvent) => void
}

/** What the chosen method needs before paying: a card, a transfer proof, or just a word on what happens. */
export function MethodDetails({ order, context, send }: MethodDetailsProps) {
  const { t } = useTranslation('payment')
  switch (context.method) {
    case null:
      return (
        <Text fontSize="sm" color="fg.muted">
          {t('method.pick')}
        </Text>
      )
    case 'card':
      return (
        <BankCardPicker
          value={context.cardId}
          onChange={(cardId) => send({ type: 'card.selected', cardId })}
        />
      )
    case 'offline':
      return (
        <TransferProofForm
          orderNo={order.orderNo}
          value={context.proof}
          onChange={(proof) => send(proof ? { type: 'proof.attached', proof } : { type: 'proof.cleared' })}
        />
      )
    default:
      return (
        <Text fontSize="sm" color="fg.muted">
          {t(`method.${context.method}.detail`)}
        </Text>
      )
  }
}
