import { Box } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { FeeLine } from '../../../domain/pricing'
import type { RegistrationQuote, TrademarkDraft } from '../../../domain/registration/types'
import { useFeeLineText } from '../../flow/fee-lines'

const TABLE_CSS = {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: 'sm',
  '& th': { color: 'fg.muted', fontWeight: 'normal', fontSize: 'xs', textAlign: 'start', pb: '1' },
  '& th.num, & td.num': { textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  '& td': { py: '1', verticalAlign: 'top', borderTopWidth: '1px', borderColor: 'border' },
  '& td + td, & th + th': { pl: '2' },
  '& tr.group td': { pt: '2', fontWeight: 'medium', borderTopWidth: '0', color: 'fg' },
  '& tr.discount td.num': { color: 'green.700' },
} as const

interface Group {
  key: string
  title: string
  lines: FeeLine[]
}

/** The fee lines grouped by mark (then the application's own lines), official and service fees apart. */
export function PriceLines({
  quote,
  trademarks,
  money,
}: {
  quote: RegistrationQuote
  trademarks: readonly TrademarkDraft[]
  money: (cny: number) => string
}) {
  const { t } = useTranslation('regRegions')
  const text = useFeeLineText()
  const label = (line: FeeLine) => {
    const words = text(line)
    return words.detail ? `${words.label} · ${words.detail}` : words.label
  }
  const titled = trademarks.length > 1 || quote.lines.some((l) => l.mark === undefined)
  const groups: Group[] = trademarks.map((m, i) => ({
    key: m.key,
    title: m.name.trim()
      ? t('price.markNamed', { n: i + 1, name: m.name.trim() })
      : t('price.mark', { n: i + 1 }),
    lines: quote.lines.filter((l) => l.mark === i),
  }))
  const own = quote.lines.filter((l) => l.mark === undefined)
  if (own.length > 0) groups.push({ key: 'application', title: t('price.application'), lines: own })
  return (
    <Box as="table" css={TABLE_CSS} data-testid="price-lines">
      <thead>
        <tr>
          <th>{t('price.item')}</th>
          <th className="num">{t('price.official')}</th>
          <th className="num">{t('price.service')}</th>
        </tr>
      </thead>
      <tbody>
        {groups
          .filter((g) => g.lines.length > 0)
          .flatMap((g) => [
            ...(titled
              ? [
                  <tr key={`${g.key}-title`} className="group">
                    <td colSpan={3}>{g.title}</td>
                  </tr>,
                ]
              : []),
            ...g.lines.map((line, i) => (
              <tr
                key={`${g.key}-${line.kind}-${line.country ?? line.classNo ?? i}`}
                className={line.service < 0 ? 'discount' : undefined}
                data-testid="price-line"
                data-kind={line.kind}
              >
                <td>{label(line)}</td>
                <td className="num">{line.official === 0 ? '—' : money(line.official)}</td>
                <td className="num">{line.service === 0 ? '—' : money(line.service)}</td>
              </tr>
            )),
          ])}
      </tbody>
    </Box>
  )
}
