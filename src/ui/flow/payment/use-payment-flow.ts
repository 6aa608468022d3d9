import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useFlowActor } from '../use-flow-actor'
import type { Snapshot } from 'xstate'
import { ordersCalls } from '../../../api/catalogue/orders'
import { paymentCalls } from '../../../api/catalogue/payment'
import { BusinessError, callData } from '../../../api/client'
import type { PayableOrder } from '../../../api/schemas/orders-pay'
import { couponsKeys } from '../../../api/benefits'
import { ordersKeys } from '../../../api/orders'
import { paymentChanges } from '../../../api/payment'
import { invalidate } from '../../../api/query'
import { PAYMENT_CODES } from '../../../api/schemas/payment'
import { serverTextOr } from '../../../domain/message-key'
import {
  paymentMachine,
  type PaymentEmitted,
  type PaymentEvent,
  type PaymentFailure,
} from '../../../machines/flows/payment'

/** How often a waiting payment (wallet, cashier, transfer) asks the server whether it is paid. */
export const STATUS_POLL_MS = 3000

const storageKey = (orderId: string) => `tm-portal.payment.${orderId}`

/** The saved flow of this order in this tab, unless it had finished (a finished payment starts fresh). */
function restore(orderId: string): Snapshot<unknown> | undefined {
  try {
    const raw = sessionStorage.getItem(storageKey(orderId))
    if (!raw) return undefined
    const saved = JSON.parse(raw) as { status?: string; context?: { orderId?: string } }
    return saved.status === 'active' && saved.context?.orderId === orderId
      ? (saved as Snapshot<unknown>)
      : undefined
  } catch {
    return undefined
  }
}

/** The failure event for an error of a payment call: refusals the flow handles by code, the rest worded. */
export function failureOf(error: unknown): PaymentEvent {
  if (error instanceof BusinessError) {
    const reason: PaymentFailure =
      error.code === PAYMENT_CODES.alreadyPaid
        ? 'alreadyPaid'
        : error.code === PAYMENT_CODES.cardNotOpened
          ? 'cardNotOpened'
          : error.code === PAYMENT_CODES.tradeExpired
            ? 'timeout'
            : 'declined'
    return { type: 'payment.failed', reason, message: serverTextOr(error.msg, 'payment:failure.declined') }
  }
  return { type: 'payment.failed', reason: 'error', message: 'payment:failure.communication' }
}

/** Charges the order by the chosen method; the answer says what the flow waits for next, if anything. */
async function pay(request: Extract<PaymentEmitted, { type: 'payment.request' }>): Promise<PaymentEvent> {
  const { orderId } = request
  switch (request.method) {
    case 'card':
      await callData(paymentCalls.payOrderUnifiedOrder, { orderId, cardId: request.cardId ?? '' })
      return { type: 'payment.succeeded' }
    case 'wallet': {
      const code = await callData(paymentCalls.wxpayScanCode, { orderId })
      return { type: 'wallet.issued', codeUrl: code.codeUrl, expiresAt: code.expiresAt }
    }
    case 'alipay': {
      const pc = await callData(paymentCalls.alipayPcPay, { orderId })
      return { type: 'alipay.issued', payUrl: pc.payUrl }
    }
    case 'offline': {
      const proof = request.proof
      await callData(ordersCalls.tbOrderOffLinePay, {
        orderId,
        fileId: proof?.fileId ?? '',
        payerName: proof?.payerName ?? '',
        remark: proof?.remark ?? '',
      })
      return { type: 'transfer.submitted' }
    }
    case 'dummy':
      await callData(paymentCalls.paymentDummyPay, { orderId })
      return { type: 'payment.succeeded' }
  }
}

/**
 * Runs the payment machine for one order: restores this tab's saved flow, answers what the machine asks
 * (coupons, card, charge, status) with the calls of the catalogue, polls while a payer or the finance team
 * is awaited, times out an expired wallet code, and reports the payment once it is made.
 */
export function usePaymentFlow(order: PayableOrder, onPaid: (orderId: string) => void) {
  const queryClient = useQueryClient()
  const [restored] = useState(() => restore(order.id))
  const [lastPendingAt, setLastPendingAt] = useState(0)
  const onPaidRef = useRef(onPaid)
  useEffect(() => {
    onPaidRef.current = onPaid
  }, [onPaid])

  const refreshOrders = () => invalidate(queryClient, paymentChanges)
  const { actor, snapshot } = useFlowActor(paymentMachine, {
    input: { orderId: order.id },
    snapshot: restored,
    requests: {
      'coupons.request': {
        run: async (request): Promise<PaymentEvent> => {
          const r = await callData(ordersCalls.tbOrderUseCouponsPay, request)
          // Spent coupons change the order's total: show it.
          void invalidate(queryClient, [ordersKeys.payable()])
          return { type: 'coupons.applied', discount: r.discount, paid: r.paid }
        },
        refused: (_refusal, _request, error) => failureOf(error),
      },
      'card.open': {
        run: async ({ cardId }): Promise<PaymentEvent> => {
          await callData(paymentCalls.payOrderOpenBankCard, { cardId })
          return { type: 'card.opened' }
        },
        refused: (_refusal, _request, error) => failureOf(error),
      },
      'payment.request': {
        run: async (request) => {
          const answer = await pay(request)
          // The order changed on the server (a transfer under review): the next page must not show it unpaid.
          if (answer.type === 'transfer.submitted') await refreshOrders()
          // Off to the cashier (the flow is saved by now); it comes back to /paySuccess or /payment.
          if (answer.type === 'alipay.issued')
            queueMicrotask(() => {
              if (actor.getSnapshot().hasTag('alipay')) window.location.assign(answer.payUrl)
            })
          return answer
        },
        refused: (_refusal, _request, error) => failureOf(error),
      },
      // A failed status check is not a failed payment: the payer may still pay; the next check will tell.
      'status.poll': {
        run: async ({ orderId }): Promise<PaymentEvent> => {
          const s = await callData(ordersCalls.tbOrderGetOrderStatus, { orderId })
          if (s.paymentStatus === 'paid') return { type: 'payment.succeeded' }
          setLastPendingAt(Date.now())
          return { type: 'status.pending' }
        },
      },
    },
    // Each step is kept in this tab; a finished flow is forgotten (a finished payment starts fresh).
    persist: (s, persisted) => {
      if (s.status === 'done') sessionStorage.removeItem(storageKey(order.id))
      else sessionStorage.setItem(storageKey(order.id), JSON.stringify(persisted))
    },
  })

  // A payment is announced once, with the lists it changes refreshed.
  const paid = snapshot.matches('paid')
  useEffect(() => {
    if (!paid) return
    void invalidate(queryClient, [...paymentChanges, ...couponsKeys.all])
    onPaidRef.current(order.id)
  }, [paid, order.id, queryClient])

  // The server's view of the order leads (paid elsewhere, a transfer under review).
  useEffect(() => {
    actor.send({
      type: 'order.loaded',
      amountDue: order.amountDue,
      paymentStatus: order.paymentStatus,
      awaitingConfirmation: order.paymentStatus === 'paying' && order.transfer !== null,
    })
  }, [actor, order.amountDue, order.paymentStatus, order.transfer])

  const waiting = snapshot.hasTag('wallet') || snapshot.hasTag('alipay') || snapshot.hasTag('offline')
  useEffect(() => {
    if (!waiting) return
    actor.send({ type: 'status.check' })
    const timer = setInterval(() => actor.send({ type: 'status.check' }), STATUS_POLL_MS)
    return () => clearInterval(timer)
  }, [actor, waiting])

  const expiresAt = snapshot.context.wallet?.expiresAt
  useEffect(() => {
    if (!expiresAt) return
    const timer = setTimeout(
      () => actor.send({ type: 'wallet.expired' }),
      Math.max(0, new Date(expiresAt).getTime() - Date.now()),
    )
    return () => clearTimeout(timer)
  }, [actor, expiresAt])

  return { snapshot, send: actor.send, lastPendingAt }
}
