import { Stack } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '../kit/section-card'
import { feeScheduleOptions, monitoringPriceOptions } from '../../api/fees'
import { FeePageHeader } from './fee-page-header'
import { PlanTable } from './plan-table'

/** /enforcementPageSheet: brand protection plans and trademark monitoring plans, by plan period. */
export function EnforcementSheetPage() {
  const { t } = useTranslation('fees')
  const { data } = useSuspenseQuery(feeScheduleOptions({ section: 'protection' }))
  const { data: monitoring } = useSuspenseQuery(monitoringPriceOptions())
  return (
    <Stack gap="5" data-testid="enforcement-sheet">
      <FeePageHeader
        title={t('enforcement.title')}
        description={t('enforcement.description')}
        effectiveDate={data.effectiveDate}
      />
      <SectionCard title={t('enforcement.protection')} description={t('enforcement.periodsNote')} size="sm">
        <PlanTable plans={data.protection} testId="protection-plans" />
      </SectionCard>
      <SectionCard
        title={t('enforcement.monitoring')}
        description={t('enforcement.monitoringNote')}
        size="sm"
      >
        <PlanTable plans={monitoring.plans} testId="monitoring-plans" />
      </SectionCard>
    </Stack>
  )
}
