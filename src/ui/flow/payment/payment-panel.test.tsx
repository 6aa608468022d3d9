import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createSampleOrder } from '../../../../mock-server/handlers/payment-orders'
import { settle } from '../../../../mock-server/commerce/payment-store'
import { renderWithApp, testServer } from '../../../../tests/render-with-app'
import type { WizardDraftBase } from '../../../domain/wizard/types'
import { DoneView } from '../done-view'
import type { WizardUi } from '../wizard-ui'
import { PaymentPanel } from './payment-panel'

afterEach(() => {
  vi.unstubAllEnvs()
})

const newOrder = () => createSampleOrder(testServer().db, 'u-demo', 'standard', new Date().toISOString())

describe('wallet payment', () => {
  it('is not paid while nobody scans, however long it waits; the demo’s simulate-scan pays it', async () => {
    vi.stubEnv('VITE_MOCK', '1')
    const order = newOrder()
    const onPaid = vi.fn()
    const { server, user } = renderWithApp(
      <PaymentPanel orderId={order.id} onPaid={onPaid} preset="wallet" />,
      { signedInAs: 'u-demo', route: '/' },
    )
    const code = await screen.findByTestId('wallet-code', {}, { timeout: 5000 })

    // Five minutes on the server's clock and a check: still waiting, nothing paid.
    server.setNow(new Date(Date.now() + 5 * 60_000).toISOString())
    await user.click(within(code).getByRole('button', { name: 'I have paid' }))
    expect(await screen.findByTestId('not-received')).toBeInTheDocument()
    expect(server.db.orders.find((o) => o.id === order.id)?.paymentStatus).toBe('unpaid')
    expect(onPaid).not.toHaveBeenCalled()

    // The visible demo control plays the payer: the order is paid by wallet, once.
    await user.click(within(code).getByTestId('simulate-scan'))
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(order.id))
    expect(server.db.orders.find((o) => o.id === order.id)).toMatchObject({
      paymentStatus: 'paid',
      paymentMethod: 'wallet',
    })
  }, 20_000)

  it('offers no simulate-scan outside the demo build', async () => {
    vi.stubEnv('VITE_MOCK', '')
    const order = newOrder()
    renderWithApp(<PaymentPanel orderId={order.id} onPaid={() => undefined} preset="wallet" />, {
      signedInAs: 'u-demo',
      route: '/',
    })
    await screen.findByTestId('wallet-code', {}, { timeout: 5000 })
    expect(screen.queryByTestId('simulate-scan')).not.toBeInTheDocument()
  }, 20_000)
})

describe('the wizard’s done view', () => {
  const ui = { links: { order: () => null, another: null } } as unknown as WizardUi<WizardDraftBase>

  it('shows what the order charged: order amount, coupon, amount paid, time and debit note', async () => {
    const server = testServer()
    server.setNow('2026-11-24T17:30:00.000Z') // 01:30 on 25 Nov in Beijing
    const order = newOrder()
    const amount = order.total
    order.couponDiscount = 100
    order.total = amount - 100
    settle(server.db, order, 'wallet', '2026-11-24T17:30:00.000Z')
    const draft = { orderId: order.id, orderNo: order.orderNo } as unknown as WizardDraftBase
    renderWithApp(<DoneView ui={ui} draft={draft} />, { signedInAs: 'u-demo' })

    const charged = await screen.findByTestId('charged-summary')
    const money = (n: number) => `RMB¥${n.toLocaleString('en-US', { minimumFractionDigits: 2 })}`
    expect(within(charged).getByTestId('charged-orderNo')).toHaveTextContent(order.orderNo)
    expect(within(charged).getByTestId('charged-orderAmount')).toHaveTextContent(money(amount))
    expect(within(charged).getByTestId('charged-coupon')).toHaveTextContent(money(100))
    expect(within(charged).getByTestId('charged-amountPaid')).toHaveTextContent(money(amount - 100))
    expect(within(charged).getByTestId('charged-paidAt')).toHaveTextContent('25 Nov 2026 01:30')
    expect(within(charged).getByTestId('charged-method')).toHaveTextContent('WeChat Pay')
    const note = server.db.debitNotes.find((n) => n.orderId === order.id)!
    expect(within(charged).getByTestId('charged-debitNote')).toHaveTextContent(note.debitNoteNo)
  })

  it('says so when the order is not paid yet', async () => {
    const order = newOrder()
    const draft = { orderId: order.id, orderNo: order.orderNo } as unknown as WizardDraftBase
    renderWithApp(<DoneView ui={ui} draft={draft} />, { signedInAs: 'u-demo', lang: 'zh-CN' })
    const charged = await screen.findByTestId('charged-summary')
    expect(within(charged).getByTestId('charged-paidAt')).toHaveTextContent('尚未支付')
    expect(within(charged).getByTestId('charged-amountDue')).toHaveTextContent(
      order.total.toLocaleString('en-US'),
    )
    expect(within(charged).queryByTestId('charged-amountPaid')).not.toBeInTheDocument()
  })
})
