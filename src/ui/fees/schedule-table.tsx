import { Box, Link as ChakraLink } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { Fragment, memo } from 'react'
import { useTranslation } from 'react-i18next'
import type { TrademarkFeeItem } from '../../api/schemas/fees'
import { useRootState } from '../../state/root'
import { Price } from '../kit/price'
import { FEE_TABLE_CSS } from './table-css'
import { useLineLabel } from './use-line-label'

export interface ScheduleTableProps {
  items: TrademarkFeeItem[]
  /** 'full': official and service fees and the subtotal; 'official': the office and its fee only. */
  mode?: 'full' | 'official'
  testId?: string
}

/** The office that charges a product type's official fee. */
function officeKey(productType: number): 'cnipa' | 'hkipd' | 'wipo' | 'national' {
  if (productType === 2) return 'hkipd'
  if (productType === 3) return 'national'
  if ([11, 17, 18, 26].includes(productType)) return 'wipo'
  return 'cnipa'
}

const ItemRows = memo(function ItemRows({
  item,
  mode,
}: {
  item: TrademarkFeeItem
  mode: 'full' | 'official'
}) {
  const { t } = useTranslation('fees')
  const { lang } = useRootState()
  const label = useLineLabel()
  const name = lang === 'en' ? item.name.en : item.name.zh
  return (
    <>
      {item.lines.map((line, i) => (
        <tr
          key={line.kind}
          className={i === 0 ? 'group-start' : undefined}
          data-testid={i === 0 ? `fee-item-${item.productType}` : undefined}
        >
          {i === 0 ? (
            <td rowSpan={item.lines.length + (item.addsCountryFees ? 1 : 0)} className="name">
              {name}
            </td>
          ) : null}
          {mode === 'official' && i === 0 ? (
            <td rowSpan={item.lines.length + (item.addsCountryFees ? 1 : 0)} className="muted">
              {t(`offices.${officeKey(item.productType)}`)}
            </td>
          ) : null}
          <td data-testid={`fee-line-${item.productType}-${line.kind}`}>
            {label(line.kind, item.schedule.itemLimit)}
          </td>
          <td className="num" data-testid={`fee-official-${item.productType}-${line.kind}`}>
            <Price cny={line.official} />
          </td>
          {mode === 'full' ? (
            <>
              <td className="num" data-testid={`fee-service-${item.productType}-${line.kind}`}>
                <Price cny={line.service} />
              </td>
              <td className="num">
                <Price cny={line.official + line.service} fontWeight="semibold" />
              </td>
            </>
          ) : null}
        </tr>
      ))}
      {item.addsCountryFees ? (
        <tr>
          <td colSpan={mode === 'full' ? 4 : 2} className="muted">
            {t('table.plusCountries')}{' '}
            <ChakraLink asChild colorPalette="blue" className="no-print">
              <Link to="/queryCountriesPrice" search={{ type: item.productType === 26 ? 26 : 3 }}>
                {t('table.countryPrices')}
              </Link>
            </ChakraLink>
          </td>
        </tr>
      ) : null}
    </>
  )
})

/** A price list of trademark services, one block of fee lines per service. */
export function ScheduleTable({ items, mode = 'full', testId }: ScheduleTableProps) {
  const { t } = useTranslation('fees')
  return (
    <Box overflowX="auto">
      <Box as="table" css={FEE_TABLE_CSS} tableLayout="fixed" minW="3xl" data-testid={testId}>
        {/* Fixed columns, so the tables of every group on a page line up. */}
        <colgroup>
          <col width={mode === 'full' ? '26%' : '24%'} />
          {mode === 'official' ? <col width="30%" /> : null}
          <col width={mode === 'full' ? '29%' : '28%'} />
          <col width={mode === 'full' ? '15%' : '18%'} />
          {mode === 'full' ? (
            <>
              <col width="15%" />
              <col width="15%" />
            </>
          ) : null}
        </colgroup>
        <thead>
          <tr>
            <th>{t('table.service')}</th>
            {mode === 'official' ? <th>{t('table.office')}</th> : null}
            <th>{t('table.line')}</th>
            <th className="num">{t('table.official')}</th>
            {mode === 'full' ? (
              <>
                <th className="num">{t('table.serviceFee')}</th>
                <th className="num">{t('table.subtotal')}</th>
              </>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <Fragment key={item.productType}>
              <ItemRows item={item} mode={mode} />
            </Fragment>
          ))}
        </tbody>
      </Box>
    </Box>
  )
}
