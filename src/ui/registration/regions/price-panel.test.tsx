import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { REGISTRATION_FIXTURES } from '../../../../tests/fixtures/registration'
import { renderWithApp, testServer } from '../../../../tests/render-with-app'
import { registrationQuote, registrationQuoteInput } from '../../../domain/registration/price'
import type { RegistrationDraft } from '../../../domain/registration/types'
import { PricePanel } from './price-panel'

const renderPanel = (draft: RegistrationDraft) => renderWithApp(<PricePanel draft={draft} />)

describe('PricePanel', { timeout: 30_000 }, () => {
  it('shows every line of a Madrid draft and the total, confirmed by the server', async () => {
    const draft = REGISTRATION_FIXTURES.madrid
    const quote = registrationQuote(registrationQuoteInput(draft))
    renderPanel(draft)
    const lines = screen.getAllByTestId('price-line')
    expect(lines).toHaveLength(quote.lines.length)
    expect(lines.map((l) => l.dataset.kind)).toContain('basicFee')
    expect(screen.getByText('United States, 1 class')).toBeInTheDocument()
    expect(screen.getByTestId('price-total')).toHaveTextContent(
      `RMB¥${quote.total.toLocaleString('en', { minimumFractionDigits: 2 })}`,
    )
    expect(await screen.findByTestId('price-confirmed', {}, { timeout: 5000 })).toHaveTextContent(
      'Price confirmed',
    )
  })

  it('says "price error" when the server disagrees', async () => {
    const server = testServer()
    server.mirage.post('trademark/getPrice', () => ({
      code: 200,
      msg: '',
      data: { region: 'mainland', lines: [], official: 0, service: 0, total: 1 },
    }))
    renderPanel(REGISTRATION_FIXTURES.mainland)
    const error = await screen.findByTestId('price-error', {}, { timeout: 5000 })
    expect(error).toHaveRole('alert')
    expect(error).toHaveTextContent(
      /^Price error: the server's price \(RMB¥1\.00\) differs from the one shown/,
    )
  })

  it('switches the currency inside the panel and dates the rate', async () => {
    const { user } = renderPanel(REGISTRATION_FIXTURES.hk)
    await user.click(screen.getByTestId('price-currency-USD'))
    expect(await screen.findByTestId('price-rate')).toHaveTextContent(
      /^1 USD = RMB¥7\.\d{4}, rate of \d{4}-\d\d-\d\d$/,
    )
    expect(screen.getByTestId('price-total')).toHaveTextContent(/^≈ \$[\d,]+\.\d\d$/)
    expect(
      within(screen.getByTestId('price-panel')).getByText(/Charged in Chinese yuan: RMB¥/),
    ).toBeInTheDocument()
  })

  it('asks for classes before there is a price', () => {
    const draft = REGISTRATION_FIXTURES.mainland
    renderPanel({ ...draft, trademarks: draft.trademarks.map((m) => ({ ...m, classes: [] })) })
    expect(screen.getByTestId('price-empty')).toHaveTextContent('Choose classes and goods to see the price.')
  })
})
