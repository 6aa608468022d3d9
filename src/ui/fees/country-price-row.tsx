import { Badge } from '@chakra-ui/react'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import type { CountryPriceRow as Row } from '../../api/schemas/fees'
import { PRICE_REGION_NAMES } from '../../domain/country-prices'
import type { Lang } from '../../state/root'
import { Price } from '../kit/price'
import { numberFormat } from '../../domain/intl'

/** An office's fee in its own currency (JPY, CHF…): shown for reference, the order is charged the CNY amount. */
export function formatLocal(amount: number, currency: string, lang: Lang): string {
  try {
    return numberFormat(lang, { style: 'currency', currency, currencyDisplay: 'code' }).format(amount)
  } catch {
    return `${currency} ${amount}`
  }
}

/** One country of the per-country price list. */
export const CountryPriceRow = memo(function CountryPriceRow({
  row,
  lang,
  madrid,
}: {
  row: Row
  lang: Lang
  madrid: boolean
}) {
  const { t } = useTranslation('fees')
  const region = PRICE_REGION_NAMES[row.region]
  return (
    <tr data-testid={`country-${row.code}`}>
      <td>
        <span className="name">{lang === 'en' ? row.name.en : row.name.zh}</span>{' '}
        <span className="muted">{row.code}</span>
        {row.approximate ? (
          <Badge size="xs" ms="1" variant="outline" title={t('countries.approximateHint')}>
            {t('countries.approximate')}
          </Badge>
        ) : null}
      </td>
      <td className="muted">{lang === 'en' ? region.en : region.zh}</td>
      {madrid ? <td>{row.madridKind ? t(`countries.kinds.${row.madridKind}`) : ''}</td> : null}
      <td className="num">
        <div>{formatLocal(row.official.first, row.currency, lang)}</div>
        <div className="muted">
          {t('countries.further', { fee: formatLocal(row.official.further, row.currency, lang) })}
        </div>
      </td>
      <td className="num">
        <div>
          <Price cny={row.officialFirstCny} />
        </div>
        <div className="muted">
          <Price cny={row.officialFurtherCny} />
        </div>
      </td>
      <td className="num">
        <div>
          <Price cny={row.serviceFirst} />
        </div>
        {madrid ? null : (
          <div className="muted">
            <Price cny={row.serviceFurther} />
          </div>
        )}
      </td>
      <td className="num" data-testid={`country-total-${row.code}`}>
        <Price cny={row.totalCny} fontWeight="semibold" />
      </td>
    </tr>
  )
})
