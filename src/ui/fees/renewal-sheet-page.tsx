import { Box, List, Stack } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { graceSurcharge, quoteWith } from '../../domain/pricing'
import { EmptyState } from '../kit/empty-state'
import { Price } from '../kit/price'
import { SectionCard } from '../kit/section-card'
import { feeScheduleOptions } from '../../api/fees'
import { FeePageHeader } from './fee-page-header'
import { ScheduleTable } from './schedule-table'
import { FEE_TABLE_CSS } from './table-css'

const CLASS_COUNTS = [1, 2, 3, 4, 5, 6, 8, 10]

/** /offerSheetXUzhan: renewal fees per class, in the normal renewal window and in the grace period. */
export function RenewalSheetPage() {
  const { t } = useTranslation('fees')
  const { data } = useSuspenseQuery(feeScheduleOptions({ section: 'trademark', productType: 5 }))
  const item = data.groups[0]?.items[0]
  if (!item) return <EmptyState title={t('renewal.unavailable')} />
  const s = item.schedule
  const rows = CLASS_COUNTS.map((n) => {
    const normal = quoteWith(s, {
      classes: Array.from({ length: n }, (_, i) => ({ no: String(i + 1), items: 1 })),
    })
    const grace = graceSurcharge(s, n)
    return {
      n,
      normal: normal.total,
      surcharge: grace.official + grace.service,
      official: normal.officialFee,
    }
  })
  return (
    <Stack gap="5" data-testid="renewal-sheet">
      <FeePageHeader
        title={t('renewal.title')}
        description={t('renewal.description')}
        effectiveDate={data.effectiveDate}
      />
      <SectionCard title={t('renewal.when')} size="sm">
        <List.Root gap="1.5" fontSize="sm" ps="5">
          <List.Item>{t('renewal.normalWindow')}</List.Item>
          <List.Item>{t('renewal.graceWindow')}</List.Item>
          <List.Item>{t('renewal.after')}</List.Item>
        </List.Root>
      </SectionCard>
      <SectionCard title={t('renewal.lines')} size="sm">
        <ScheduleTable items={[item]} testId="renewal-lines" />
      </SectionCard>
      <SectionCard title={t('renewal.byClass')} size="sm">
        <Box overflowX="auto">
          <Box as="table" css={FEE_TABLE_CSS} data-testid="renewal-table">
            <thead>
              <tr>
                <th>{t('renewal.classes')}</th>
                <th className="num">{t('renewal.officialNormal')}</th>
                <th className="num">{t('renewal.normal')}</th>
                <th className="num">{t('renewal.surcharge')}</th>
                <th className="num">{t('renewal.grace')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.n} data-testid={`renewal-row-${r.n}`}>
                  <td>{t('renewal.classCount', { count: r.n })}</td>
                  <td className="num">
                    <Price cny={r.official} />
                  </td>
                  <td className="num">
                    <Price cny={r.normal} fontWeight="semibold" />
                  </td>
                  <td className="num">
                    <Price cny={r.surcharge} />
                  </td>
                  <td className="num">
                    <Price cny={r.normal + r.surcharge} fontWeight="semibold" />
                  </td>
                </tr>
              ))}
            </tbody>
          </Box>
        </Box>
      </SectionCard>
    </Stack>
  )
}
