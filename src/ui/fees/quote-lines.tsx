import { Box } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { Quote } from '../../domain/pricing'
import { Price } from '../kit/price'
import { FEE_TABLE_CSS } from './table-css'
import { useLineLabel } from './use-line-label'

export interface QuoteLinesProps {
  quote: Quote
  itemLimit: number | null
  /** Extra rows after the lines (the grace surcharge of a renewal). */
  extra?: { key: string; label: string; quantity: number; official: number; service: number }[]
  testId?: string
}

/** The lines of a quote with their quantities, official and service parts, and the total. */
export function QuoteLines({ quote, itemLimit, extra = [], testId }: QuoteLinesProps) {
  const { t } = useTranslation('fees')
  const label = useLineLabel()
  const rows = [...quote.lines.map((l) => ({ key: l.kind, label: label(l.kind, itemLimit), ...l })), ...extra]
  const official = rows.reduce((s, r) => s + r.official, 0)
  const service = rows.reduce((s, r) => s + r.service, 0)
  return (
    <Box as="table" css={FEE_TABLE_CSS} data-testid={testId}>
      <thead>
        <tr>
          <th>{t('table.line')}</th>
          <th className="num">{t('table.quantity')}</th>
          <th className="num">{t('table.official')}</th>
          <th className="num">{t('table.serviceFee')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key} data-testid={`quote-line-${r.key}`}>
            <td>{r.label}</td>
            <td className="num">{r.quantity}</td>
            <td className="num">
              <Price cny={r.official} />
            </td>
            <td className="num">
              <Price cny={r.service} />
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <td colSpan={2}>{t('table.total')}</td>
          <td className="num">
            <Price cny={official} />
          </td>
          <td className="num">
            <Price cny={service} />
          </td>
        </tr>
        <tr>
          <td colSpan={3}>{t('table.grandTotal')}</td>
          <td className="num" data-testid={`${testId ?? 'quote'}-total`}>
            <Price cny={official + service} showCny fontSize="md" />
          </td>
        </tr>
      </tfoot>
    </Box>
  )
}
