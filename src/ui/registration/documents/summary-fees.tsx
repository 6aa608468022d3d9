import { Box } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { FeeLine } from '../../../domain/pricing'
import type { RegistrationQuote } from '../../../domain/registration/types'
import { useRootState } from '../../../state/root'
import { Price } from '../../kit/price'
import { countryName } from './country-name'
import { SUMMARY_TABLE_CSS } from './summary-css'

/** The fee lines of the application (per mark, class and country where a line says so) and the totals. */
export function SummaryFees({ quote, multipleMarks }: { quote: RegistrationQuote; multipleMarks: boolean }) {
  const { t } = useTranslation('regDocs')
  const { lang } = useRootState()
  const detail = (line: FeeLine) =>
    [
      multipleMarks && line.mark !== undefined ? t('summary.feeMark', { n: line.mark + 1 }) : '',
      line.classNo ? t('summary.classNo', { no: line.classNo }) : '',
      line.country ? countryName(line.country, lang) : '',
    ]
      .filter(Boolean)
      .join(' · ')
  return (
    <Box overflowX="auto">
      <Box as="table" css={SUMMARY_TABLE_CSS} data-testid="summary-fees">
        <thead>
          <tr>
            <th>{t('summary.feeItem')}</th>
            <th className="num">{t('summary.feeQuantity')}</th>
            <th className="num">{t('summary.feeOfficial')}</th>
            <th className="num">{t('summary.feeService')}</th>
          </tr>
        </thead>
        <tbody>
          {quote.lines.map((line, i) => {
            const more = detail(line)
            return (
              <tr key={`${line.kind}-${i}`} data-testid="summary-fee-line">
                <td>
                  <div>{t(`summary.feeKind.${line.kind}`)}</div>
                  {more ? <div className="muted">{more}</div> : null}
                </td>
                <td className="num">{line.quantity}</td>
                <td className="num">
                  <Price cny={line.official} />
                </td>
                <td className="num">
                  <Price cny={line.service} />
                </td>
              </tr>
            )
          })}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={2}>{t('summary.feeSubtotal')}</td>
            <td className="num">
              <Price cny={quote.official} />
            </td>
            <td className="num">
              <Price cny={quote.service} />
            </td>
          </tr>
          <tr>
            <td colSpan={3}>{t('summary.feeTotal')}</td>
            <td className="num" data-testid="summary-total">
              <Price cny={quote.total} showCny />
            </td>
          </tr>
        </tfoot>
      </Box>
    </Box>
  )
}
