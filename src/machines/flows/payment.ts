import { assertEvent, assign, emit, setup } from 'xstate'
import type { Message } from '../../domain/message-key'

/** How an order can be paid (the mock's PaymentMethod). */
export type PayMethod = 'card' | 'wallet' | 'alipay' | 'offline' | 'coupon' | 'dummy'

/** Why a payment did not go through; the page words each one. */
export type PaymentFailure = 'declined' | 'timeout' | 'error' | 'alreadyPaid' | 'cardNotOpened'

export interface TransferProof {
  fileId: string
  fileName: string
  payerName: string
  remark: string
}

export interface PaymentContext {
  orderId: string
  /** What is left to pay before coupons, CNY (from the order). */
  amountDue: number
  method: PayMethod | null
  cardId: string | null
  couponIds: string[]
  couponDiscount: number
  /** The coupons are spent on the order already (a later failure does not give them back). */
  couponsApplied: boolean
  proof: TransferProof | null
  wallet: { codeUrl: string; expiresAt: string } | null
  payUrl: string | null
  /** The last failure: its kind and the message to show (our key or the server's words). */
  error: { reason: PaymentFailure; message: Message } | null
}

export type PaymentEvent =
  | {
      type: 'order.loaded'
      amountDue: number
      paymentStatus: 'unpaid' | 'paying' | 'paid'
      awaitingConfirmation: boolean
    }
  | { type: 'method.chosen'; method: PayMethod }
  | { type: 'card.selected'; cardId: string | null }
  | { type: 'coupons.changed'; couponIds: string[]; discount: number }
  | { type: 'proof.attached'; proof: TransferProof }
  | { type: 'proof.cleared' }
  | { type: 'payment.submitted' }
  | { type: 'payment.cancelled' }
  | { type: 'method.change' }
  | { type: 'coupons.applied'; discount: number; paid: boolean }
  | { type: 'card.opened' }
  | { type: 'wallet.issued'; codeUrl: string; expiresAt: string }
  | { type: 'alipay.issued'; payUrl: string }
  | { type: 'transfer.submitted' }
  | { type: 'status.check' }
  | { type: 'status.pending' }
  | { type: 'wallet.expired' }
  | { type: 'payment.succeeded' }
  | { type: 'payment.failed'; reason: PaymentFailure; message: Message }
  | { type: 'payment.retry' }

/**
 * What the page must do for the machine: spend the coupons, open quick pay on the card, start the payment
 * of the chosen method (card charge, wallet code, Alipay cashier, transfer proof, dummy pay) and ask the
 * server where the order's payment stands. Each is answered with an event.
 */
export type PaymentEmitted =
  | { type: 'coupons.request'; orderId: string; couponIds: string[] }
  | { type: 'card.open'; cardId: string }
  | {
      type: 'payment.request'
      orderId: string
      method: Exclude<PayMethod, 'coupon'>
      cardId: string | null
      proof: TransferProof | null
    }
  | { type: 'status.poll'; orderId: string }

export const initialPaymentContext = (orderId: string): PaymentContext => ({
  orderId,
  amountDue: 0,
  method: null,
  cardId: null,
  couponIds: [],
  couponDiscount: 0,
  couponsApplied: false,
  proof: null,
  wallet: null,
  payUrl: null,
  error: null,
})

/** What is left after the chosen (not yet spent) coupons. */
export const dueAfterCoupons = (c: PaymentContext): number =>
  c.couponsApplied ? c.amountDue : Math.max(0, Math.round((c.amountDue - c.couponDiscount) * 100) / 100)

/** Whether the chosen method has what it needs to take a payment (a card, a transfer proof). */
function canCharge(c: PaymentContext): boolean {
  switch (c.method) {
    case null:
    case 'coupon':
      return false
    case 'card':
      return c.cardId !== null
    case 'offline':
      return c.proof !== null
    default:
      return true
  }
}

// What the server says about the order leads: paid is paid, a transfer under review waits. Handled in every
// state but the final ones (a finished payment is not reopened).
const orderLoaded = [
  { guard: 'orderPaid', target: '#payment.paid', actions: 'recordOrder' },
  { guard: 'orderAwaitingTransfer', target: '#payment.paying.awaitingConfirmation', actions: 'recordOrder' },
  { actions: 'recordOrder' },
] as const

/**
 * Paying one order: the user chooses a method (and may add coupons), the flow asks the page to run the
 * payment, and ends paid, failed (the order stays unpaid and the reason is kept; retry from there) or
 * cancelled. Wallet codes and Alipay wait for the payer (the page polls); a bank transfer waits for the
 * finance team's confirmation. Once paid nothing can start a second payment: `paid` is final.
 */
export const paymentMachine = setup({
  types: {
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    emitted: {} as PaymentEmitted,
    // Optional so the /dev/flows visualiser can start the machine without an order.
    input: {} as { orderId: string } | undefined,
  },
  actions: {
    recordOrder: assign(({ event }) => {
      assertEvent(event, 'order.loaded')
      return { amountDue: event.amountDue }
    }),
    chooseMethod: assign(({ event }) => {
      assertEvent(event, 'method.chosen')
      // Coupons chosen stay chosen: with another method they are a discount on it.
      return { method: event.method, error: null }
    }),
    selectCard: assign(({ event }) => {
      assertEvent(event, 'card.selected')
      return { cardId: event.cardId }
    }),
    changeCoupons: assign(({ event }) => {
      assertEvent(event, 'coupons.changed')
      return { couponIds: [...event.couponIds], couponDiscount: event.discount }
    }),
    attachProof: assign(({ event }) => {
      assertEvent(event, 'proof.attached')
      return { proof: { ...event.proof } }
    }),
    clearProof: assign({ proof: null }),
    startAttempt: assign({ error: null, wallet: null, payUrl: null }),
    requestCoupons: emit(({ context }) => ({
      type: 'coupons.request' as const,
      orderId: context.orderId,
      couponIds: context.couponIds,
    })),
    recordCoupons: assign(({ context, event }) => {
      assertEvent(event, 'coupons.applied')
      return {
        couponsApplied: true,
        couponDiscount: event.discount,
        amountDue: Math.max(0, Math.round((context.amountDue - event.discount) * 100) / 100),
      }
    }),
    requestCardOpen: emit(({ context }) => ({ type: 'card.open' as const, cardId: context.cardId ?? '' })),
    requestPayment: emit(({ context }) => ({
      type: 'payment.request' as const,
      orderId: context.orderId,
      // canCharge() let only a charging method through; coupons never reach here.
      method: context.method as Exclude<PayMethod, 'coupon'>,
      cardId: context.cardId,
      proof: context.proof,
    })),
    recordWallet: assign(({ event }) => {
      assertEvent(event, 'wallet.issued')
      return { wallet: { codeUrl: event.codeUrl, expiresAt: event.expiresAt } }
    }),
    recordPayUrl: assign(({ event }) => {
      assertEvent(event, 'alipay.issued')
      return { payUrl: event.payUrl }
    }),
    pollStatus: emit(({ context }) => ({ type: 'status.poll' as const, orderId: context.orderId })),
    recordFailure: assign(({ event }) => {
      assertEvent(event, 'payment.failed')
      return { error: { reason: event.reason, message: event.message } }
    }),
    recordTimeout: assign({
      error: { reason: 'timeout' as const, message: 'payment:failure.walletExpired' },
      wallet: null,
    }),
    forgetCharge: assign({ wallet: null, payUrl: null }),
    recordCouponsShort: assign({
      error: { reason: 'declined' as const, message: 'payment:failure.couponsShort' },
      method: null,
    }),
  },
  guards: {
    orderPaid: ({ event }) => {
      assertEvent(event, 'order.loaded')
      return event.paymentStatus === 'paid'
    },
    orderAwaitingTransfer: ({ event }) => {
      assertEvent(event, 'order.loaded')
      return event.paymentStatus === 'paying' && event.awaitingConfirmation
    },
    methodReady: ({ context: c }) =>
      (c.couponIds.length > 0 && !c.couponsApplied && dueAfterCoupons(c) === 0) || canCharge(c),
    methodCanCharge: ({ context }) => canCharge(context),
    couponsToSpend: ({ context }) => context.couponIds.length > 0 && !context.couponsApplied,
    couponsPaid: ({ event }) => {
      assertEvent(event, 'coupons.applied')
      return event.paid
    },
    couponsEditable: ({ context }) => !context.couponsApplied,
    cardNotOpened: ({ context, event }) => {
      assertEvent(event, 'payment.failed')
      return event.reason === 'cardNotOpened' && context.method === 'card'
    },
    orderAlreadyPaid: ({ event }) => {
      assertEvent(event, 'payment.failed')
      return event.reason === 'alreadyPaid'
    },
  },
}).createMachine({
  id: 'payment',
  context: ({ input }) => initialPaymentContext(input?.orderId ?? ''),
  initial: 'choosing',
  states: {
    choosing: {
      tags: ['choose'],
      on: {
        'order.loaded': orderLoaded,
        'method.chosen': { actions: 'chooseMethod' },
        'card.selected': { actions: 'selectCard' },
        'coupons.changed': { guard: 'couponsEditable', actions: 'changeCoupons' },
        'proof.attached': { actions: 'attachProof' },
        'proof.cleared': { actions: 'clearProof' },
        'payment.submitted': { guard: 'methodReady', target: 'paying', actions: 'startAttempt' },
        'payment.cancelled': 'cancelled',
      },
    },
    paying: {
      tags: ['pay'],
      initial: 'starting',
      on: {
        'order.loaded': orderLoaded,
        'payment.succeeded': 'paid',
        'payment.failed': [
          // Another tab or method paid it meanwhile: it is paid, and nothing more is charged.
          { guard: 'orderAlreadyPaid', target: 'paid' },
          { target: 'failed', actions: 'recordFailure' },
        ],
      },
      states: {
        starting: {
          always: [
            { guard: 'couponsToSpend', target: 'applyingCoupons' },
            // A card is charged straight away; quick pay is opened only when the bank says it is not yet.
            { target: 'charging' },
          ],
        },
        applyingCoupons: {
          entry: 'requestCoupons',
          on: {
            'coupons.applied': [
              { guard: 'couponsPaid', target: '#payment.paid', actions: 'recordCoupons' },
              { guard: 'methodCanCharge', target: 'charging', actions: 'recordCoupons' },
              // The coupons were meant to cover it all but the server left something to pay.
              { target: '#payment.failed', actions: ['recordCoupons', 'recordCouponsShort'] },
            ],
          },
        },
        charging: {
          entry: 'requestPayment',
          on: {
            'wallet.issued': { target: 'awaitingScan', actions: 'recordWallet' },
            'alipay.issued': { target: 'awaitingCashier', actions: 'recordPayUrl' },
            'transfer.submitted': 'awaitingConfirmation',
            'payment.failed': [
              { guard: 'orderAlreadyPaid', target: '#payment.paid' },
              // Quick pay must be opened once on a card before it pays; then the charge is asked again.
              { guard: 'cardNotOpened', target: 'openingCard' },
              { target: '#payment.failed', actions: 'recordFailure' },
            ],
          },
        },
        openingCard: {
          entry: 'requestCardOpen',
          on: { 'card.opened': 'charging' },
        },
        awaitingScan: {
          tags: ['wallet'],
          on: {
            'status.check': { actions: 'pollStatus' },
            'status.pending': {},
            'wallet.expired': { target: '#payment.failed', actions: 'recordTimeout' },
            'method.change': { target: '#payment.choosing', actions: 'forgetCharge' },
            'payment.cancelled': { target: '#payment.cancelled', actions: 'forgetCharge' },
          },
        },
        awaitingCashier: {
          tags: ['alipay'],
          on: {
            'status.check': { actions: 'pollStatus' },
            'status.pending': {},
            'method.change': { target: '#payment.choosing', actions: 'forgetCharge' },
            'payment.cancelled': { target: '#payment.cancelled', actions: 'forgetCharge' },
          },
        },
        awaitingConfirmation: {
          tags: ['offline'],
          on: {
            'status.check': { actions: 'pollStatus' },
            'status.pending': {},
          },
        },
      },
    },
    failed: {
      tags: ['failed'],
      on: {
        'order.loaded': orderLoaded,
        'payment.retry': 'choosing',
        'payment.submitted': { guard: 'methodReady', target: 'paying', actions: 'startAttempt' },
        'method.chosen': { target: 'choosing', actions: 'chooseMethod' },
        'payment.cancelled': 'cancelled',
      },
    },
    paid: { tags: ['done'], type: 'final' },
    cancelled: { tags: ['cancelled'], type: 'final' },
  },
})
