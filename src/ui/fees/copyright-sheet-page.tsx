import { Badge, Box, Stack } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { CopyrightFeeItem } from '../../api/schemas/fees'
import { useRootState } from '../../state/root'
import { Price } from '../kit/price'
import { SectionCard } from '../kit/section-card'
import { feeScheduleOptions } from '../../api/fees'
import { FeePageHeader } from './fee-page-header'
import { FEE_TABLE_CSS } from './table-css'

function CopyrightTable({ items }: { items: CopyrightFeeItem[] }) {
  const { t } = useTranslation('fees')
  const { lang } = useRootState()
  return (
    <Box overflowX="auto">
      <Box as="table" css={FEE_TABLE_CSS}>
        <thead>
          <tr>
            <th>{t('table.service')}</th>
            <th className="num">{t('copyright.days')}</th>
            <th className="num">{t('table.official')}</th>
            <th className="num">{t('table.serviceFee')}</th>
            <th className="num">{t('table.subtotal')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((f) => (
            <tr key={f.id} data-testid={`copyright-${f.id}`}>
              <td className="name">
                {lang === 'en' ? f.name.en : f.name.zh}{' '}
                {f.expedited ? (
                  <Badge size="sm" colorPalette="orange">
                    {t('copyright.expedited')}
                  </Badge>
                ) : null}
              </td>
              <td className="num">{t('copyright.workingDays', { count: f.workingDays })}</td>
              <td className="num">
                <Price cny={f.official} />
              </td>
              <td className="num">
                <Price cny={f.service} />
              </td>
              <td className="num">
                <Price cny={f.official + f.service} fontWeight="semibold" />
              </td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  )
}

/** /copyrightPageSheet: software and works registration fees, standard and expedited. */
export function CopyrightSheetPage() {
  const { t } = useTranslation('fees')
  const { data } = useSuspenseQuery(feeScheduleOptions({ section: 'copyright' }))
  return (
    <Stack gap="5" data-testid="copyright-sheet">
      <FeePageHeader
        title={t('copyright.title')}
        description={t('copyright.description')}
        effectiveDate={data.effectiveDate}
      />
      <SectionCard title={t('copyright.software')} description={t('copyright.softwareNote')} size="sm">
        <CopyrightTable items={data.copyright.filter((f) => f.group === 'software')} />
      </SectionCard>
      <SectionCard title={t('copyright.works')} description={t('copyright.worksNote')} size="sm">
        <CopyrightTable items={data.copyright.filter((f) => f.group === 'works')} />
      </SectionCard>
    </Stack>
  )
}
