import { describe, expect, it } from 'vitest'
import { createActor, type SnapshotFrom } from 'xstate'
import { createTestModel } from 'xstate/graph'
import { dueAfterCoupons, paymentMachine, type PaymentEmitted, type PaymentEvent } from './payment'

type Snapshot = SnapshotFrom<typeof paymentMachine>

const proof = { fileId: 'f-1', fileName: 'transfer.pdf', payerName: 'Acme Ltd', remark: '' }

const loaded: PaymentEvent = {
  type: 'order.loaded',
  amountDue: 300,
  paymentStatus: 'unpaid',
  awaitingConfirmation: false,
}
const loadedPaid: PaymentEvent = {
  type: 'order.loaded',
  amountDue: 0,
  paymentStatus: 'paid',
  awaitingConfirmation: false,
}
const declined: PaymentEvent = {
  type: 'payment.failed',
  reason: 'declined',
  message: { text: 'Card declined' },
}

// One model per method, each with the payloads that method needs (the model adds the payload-free events
// itself); one model over every method at once would walk thousands of equivalent paths.
const modelsByMethod: Record<string, PaymentEvent[]> = {
  card: [
    loaded,
    loadedPaid,
    { type: 'method.chosen', method: 'card' },
    { type: 'card.selected', cardId: 'card-1' },
    declined,
    { type: 'payment.failed', reason: 'cardNotOpened', message: { text: 'Quick pay is not open' } },
  ],
  wallet: [
    loaded,
    { type: 'method.chosen', method: 'wallet' },
    { type: 'wallet.issued', codeUrl: 'weixin://wxpay/bizpayurl?pr=P1', expiresAt: '2026-11-22T08:10:00Z' },
    declined,
  ],
  alipay: [
    loaded,
    { type: 'method.chosen', method: 'alipay' },
    { type: 'alipay.issued', payUrl: '/platform/alipayCashier?tradeNo=P2' },
  ],
  offline: [
    loaded,
    { type: 'order.loaded', amountDue: 300, paymentStatus: 'paying', awaitingConfirmation: true },
    { type: 'method.chosen', method: 'offline' },
    { type: 'proof.attached', proof },
    declined,
  ],
  coupon: [
    loaded,
    { type: 'method.chosen', method: 'coupon' },
    { type: 'coupons.changed', couponIds: ['c-300'], discount: 300 },
    { type: 'coupons.applied', discount: 300, paid: true },
    { type: 'coupons.applied', discount: 200, paid: false },
  ],
}

function start() {
  const actor = createActor(paymentMachine, { input: { orderId: 'ord-1' } }).start()
  const emitted: PaymentEmitted[] = []
  for (const type of ['coupons.request', 'card.open', 'payment.request', 'status.poll'] as const) {
    actor.on(type, (event) => emitted.push(event))
  }
  return { actor, emitted }
}

// The events without a payload.
const paymentEventTypes: PaymentEvent['type'][] = [
  'proof.cleared',
  'payment.submitted',
  'payment.cancelled',
  'method.change',
  'card.opened',
  'transfer.submitted',
  'status.check',
  'status.pending',
  'wallet.expired',
  'payment.succeeded',
  'payment.retry',
]

const models = Object.entries(modelsByMethod).map(([method, events]) => ({
  method,
  events,
  paths: createTestModel(paymentMachine, {
    events,
    input: { orderId: 'ord-1' },
    // Events that need a payload are sent only as this model gives them, never as a bare `{ type }`.
    filterEvents: (_state, event) => paymentEventTypes.includes(event.type) || events.includes(event),
  }).getShortestPaths(),
}))
const allPaths = models.flatMap((m) => m.paths.map((path) => ({ ...m, path })))

describe('paymentMachine (model-based)', () => {
  const paths = allPaths.map((p) => p.path)

  it('reaches every step of paying', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)))
    for (const value of [
      'choosing',
      { paying: 'applyingCoupons' },
      { paying: 'charging' },
      { paying: 'openingCard' },
      { paying: 'awaitingScan' },
      { paying: 'awaitingCashier' },
      { paying: 'awaitingConfirmation' },
      'failed',
      'paid',
      'cancelled',
    ]) {
      expect(reached).toContain(JSON.stringify(value))
    }
  })

  describe.each(allPaths.map((p) => [`${p.method}: ${p.path.description}`, p.path, p.events] as const))(
    '%s',
    (_description, path, modelEvents) => {
      it('the live actor follows the model, and nothing is charged twice', async () => {
        const { actor, emitted } = start()
        const same = (state: Snapshot) => {
          const live = actor.getSnapshot()
          expect(live.value).toEqual(state.value)
          expect(live.context).toEqual(state.context)
        }
        const charges = () =>
          emitted.filter((e) => e.type === 'payment.request' || e.type === 'coupons.request')
        const send = ({ event }: { event: { type: PaymentEvent['type'] } }) => {
          actor.send(event as PaymentEvent)
        }
        const events = Object.fromEntries(
          [...new Set([...modelEvents.map((e) => e.type), ...paymentEventTypes])].map((type) => [type, send]),
        )
        await path.test({
          states: {
            choosing: (state) => {
              same(state)
              expect(actor.getSnapshot().hasTag('choose')).toBe(true)
            },
            'paying.charging': (state) => {
              same(state)
              const last = emitted.at(-1)
              expect(last?.type).toBe('payment.request')
              // The method asked for is the chosen one, with the card or the proof it needs.
              if (last?.type === 'payment.request') {
                expect(last.method).toBe(state.context.method)
                if (last.method === 'card') expect(last.cardId).toBe('card-1')
                if (last.method === 'offline') expect(last.proof).toEqual(proof)
              }
            },
            'paying.applyingCoupons': (state) => {
              same(state)
              expect(emitted.at(-1)).toEqual({
                type: 'coupons.request',
                orderId: 'ord-1',
                couponIds: ['c-300'],
              })
            },
            'paying.openingCard': (state) => {
              same(state)
              expect(emitted.at(-1)).toEqual({ type: 'card.open', cardId: 'card-1' })
            },
            'paying.awaitingScan': (state) => {
              same(state)
              expect(state.context.wallet?.codeUrl).toMatch(/^weixin:/)
            },
            'paying.awaitingCashier': (state) => {
              same(state)
              expect(state.context.payUrl).toMatch(/alipayCashier/)
            },
            'paying.awaitingConfirmation': (state) => {
              same(state)
              expect(actor.getSnapshot().hasTag('offline')).toBe(true)
            },
            failed: (state) => {
              same(state)
              expect(state.context.error).not.toBeNull()
            },
            paid: (state) => {
              same(state)
              // Paid is final: another submit starts nothing.
              const before = charges().length
              actor.send({ type: 'payment.submitted' })
              actor.send({ type: 'payment.retry' })
              expect(charges().length).toBe(before)
              expect(actor.getSnapshot().status).toBe('done')
            },
            cancelled: (state) => {
              same(state)
              expect(actor.getSnapshot().status).toBe('done')
            },
          },
          events,
        })
      })
    },
  )
})

describe('paymentMachine', () => {
  const load = {
    type: 'order.loaded',
    amountDue: 300,
    paymentStatus: 'unpaid',
    awaitingConfirmation: false,
  } as const

  it('waits for a method with what it needs before paying', () => {
    const { actor, emitted } = start()
    actor.send(load)
    actor.send({ type: 'payment.submitted' })
    actor.send({ type: 'method.chosen', method: 'card' })
    actor.send({ type: 'payment.submitted' })
    actor.send({ type: 'method.chosen', method: 'offline' })
    actor.send({ type: 'payment.submitted' })
    expect(actor.getSnapshot().value).toBe('choosing')
    expect(emitted).toEqual([])
  })

  it('spends partial coupons, then charges the card for the rest, opening quick pay when the bank asks', () => {
    const { actor, emitted } = start()
    actor.send(load)
    actor.send({ type: 'method.chosen', method: 'card' })
    actor.send({ type: 'card.selected', cardId: 'card-1' })
    actor.send({ type: 'coupons.changed', couponIds: ['c-50'], discount: 50 })
    expect(dueAfterCoupons(actor.getSnapshot().context)).toBe(250)
    actor.send({ type: 'payment.submitted' })
    expect(emitted).toEqual([{ type: 'coupons.request', orderId: 'ord-1', couponIds: ['c-50'] }])
    actor.send({ type: 'coupons.applied', discount: 50, paid: false })
    expect(actor.getSnapshot().context).toMatchObject({ couponsApplied: true, amountDue: 250 })
    actor.send({ type: 'payment.failed', reason: 'cardNotOpened', message: { text: 'x' } })
    actor.send({ type: 'card.opened' })
    expect(emitted.map((e) => e.type)).toEqual([
      'coupons.request',
      'payment.request',
      'card.open',
      'payment.request',
    ])
    actor.send({ type: 'payment.succeeded' })
    expect(actor.getSnapshot().value).toBe('paid')
  })

  it('keeps a declined payment as a failure to retry, without spending the coupons again', () => {
    const { actor, emitted } = start()
    actor.send(load)
    actor.send({ type: 'coupons.changed', couponIds: ['c-50'], discount: 50 })
    actor.send({ type: 'method.chosen', method: 'wallet' })
    actor.send({ type: 'payment.submitted' })
    actor.send({ type: 'coupons.applied', discount: 50, paid: false })
    actor.send({ type: 'payment.failed', reason: 'error', message: 'errors:communication' })
    expect(actor.getSnapshot().value).toBe('failed')
    expect(actor.getSnapshot().context.error).toEqual({ reason: 'error', message: 'errors:communication' })
    actor.send({ type: 'payment.submitted' })
    expect(emitted.filter((e) => e.type === 'coupons.request')).toHaveLength(1)
    expect(emitted.at(-1)).toMatchObject({ type: 'payment.request', method: 'wallet' })
  })

  it('polls while the wallet code waits, and a timed-out code is a failure', () => {
    const { actor, emitted } = start()
    actor.send(load)
    actor.send({ type: 'method.chosen', method: 'wallet' })
    actor.send({ type: 'payment.submitted' })
    actor.send({ type: 'wallet.issued', codeUrl: 'weixin://x', expiresAt: '2026-11-22T08:10:00Z' })
    actor.send({ type: 'status.check' })
    actor.send({ type: 'status.pending' })
    expect(emitted.at(-1)).toEqual({ type: 'status.poll', orderId: 'ord-1' })
    actor.send({ type: 'wallet.expired' })
    expect(actor.getSnapshot().value).toBe('failed')
    expect(actor.getSnapshot().context.error?.reason).toBe('timeout')
    expect(actor.getSnapshot().context.wallet).toBeNull()
  })

  it('takes an order paid elsewhere as paid, and resumes a transfer awaiting confirmation', () => {
    const a = start()
    a.actor.send({ type: 'method.chosen', method: 'dummy' })
    a.actor.send({ type: 'payment.submitted' })
    a.actor.send({ type: 'payment.failed', reason: 'alreadyPaid', message: { text: 'paid' } })
    expect(a.actor.getSnapshot().value).toBe('paid')

    const b = start()
    b.actor.send({
      type: 'order.loaded',
      amountDue: 300,
      paymentStatus: 'paying',
      awaitingConfirmation: true,
    })
    expect(b.actor.getSnapshot().value).toEqual({ paying: 'awaitingConfirmation' })
    b.actor.send({ type: 'payment.cancelled' })
    expect(b.actor.getSnapshot().value).toEqual({ paying: 'awaitingConfirmation' })
  })

  it('resumes from a persisted snapshot', () => {
    const { actor } = start()
    actor.send(load)
    actor.send({ type: 'method.chosen', method: 'alipay' })
    actor.send({ type: 'payment.submitted' })
    actor.send({ type: 'alipay.issued', payUrl: '/platform/alipayCashier?tradeNo=P9' })
    const saved = JSON.parse(JSON.stringify(actor.getPersistedSnapshot())) as ReturnType<
      typeof actor.getPersistedSnapshot
    >
    const again = createActor(paymentMachine, { input: { orderId: 'ord-1' }, snapshot: saved }).start()
    expect(again.getSnapshot().value).toEqual({ paying: 'awaitingCashier' })
    expect(again.getSnapshot().context.payUrl).toBe('/platform/alipayCashier?tradeNo=P9')
  })
})
