import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithApp } from '../../../tests/render-with-app'
import { serviceQuote } from '../../domain/service-quote'
import { FeeBasis } from './fee-basis'

const renewal = serviceQuote(
  {
    productType: 5,
    marks: [
      { regNo: '35126502', classes: ['09', '42'], expiryDate: '2026-09-30' },
      { regNo: '35126478', classes: ['09'], expiryDate: '2027-01-05' },
    ],
  },
  '2026-11-26',
)

describe('FeeBasis', () => {
  it('shows each line, the grace surcharge, the totals and each fee’s paper and online price, date and basis', () => {
    renderWithApp(<FeeBasis quote={renewal} />, { server: false })
    const lines = screen.getAllByTestId('fee-basis-line')
    expect(lines.map((l) => l.dataset.kind)).toEqual(['firstClass', 'extraClass', 'grace', 'firstClass'])
    // Every page words a fee line alike (flow/fee-lines.tsx): the fee, then the mark and class it is for.
    expect(lines[0]).toHaveTextContent('First classReg. No. 35126502 · Class 09')
    expect(lines[1]).toHaveTextContent('1 further classReg. No. 35126502')
    expect(lines[2]).toHaveTextContent('Late-renewal fee (grace period)Reg. No. 35126502')
    expect(screen.getByTestId('fee-basis-grace')).toHaveTextContent(
      '1 trademark is in the six-month grace period',
    )
    expect(screen.getByTestId('fee-basis-total')).toHaveTextContent('RMB¥4,300.00')
    const renewalFee = screen.getAllByTestId('fee-basis-item').find((e) => e.dataset.fee === 'renewal')!
    expect(within(renewalFee).getByTestId('fee-basis-prices')).toHaveTextContent(
      /Paper RMB¥500\.00 · Online RMB¥450\.00 applies/,
    )
    expect(renewalFee).toHaveTextContent('In force since 1 Jul 2019')
    expect(renewalFee).toHaveTextContent('NDRC Price [2019] No. 914')
    expect(screen.getByText(/so the online price applies/)).toBeInTheDocument()
  })
  it('speaks Chinese, and says when a fee is not yet confirmed', () => {
    const reissue = serviceQuote(
      { productType: 30, marks: [{ regNo: '35126478', classes: ['09'] }] },
      '2026-11-26',
    )
    renderWithApp(<FeeBasis quote={reissue} />, { server: false, lang: 'zh-CN' })
    expect(screen.getByTestId('fee-basis-line')).toHaveTextContent('35126478')
    const item = screen.getByTestId('fee-basis-item')
    expect(item).toHaveTextContent('出具商标证明费')
    expect(item).toHaveTextContent('纸质 RMB¥50.00 · 网上 RMB¥45.00 适用')
    expect(item).toHaveTextContent('尚待与官方页面核实')
    expect(screen.getByText('我们通过网上申请并接受电子发文，适用网上申请价格。')).toBeInTheDocument()
  })
})
