import { Stack } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useRootState } from '../../state/root'
import { SectionCard } from '../kit/section-card'
import { feeScheduleOptions } from '../../api/fees'
import { FeePageHeader } from './fee-page-header'
import { ScheduleTable } from './schedule-table'

/** /trademarkScheduleRees: the official fees alone, line by line, with the office that charges each. */
export function OfficialSchedulePage() {
  const { t } = useTranslation('fees')
  const { lang } = useRootState()
  const { data } = useSuspenseQuery(feeScheduleOptions({ section: 'trademark' }))
  return (
    <Stack gap="5" data-testid="official-schedule">
      <FeePageHeader
        title={t('official.title')}
        description={t('official.description')}
        effectiveDate={data.effectiveDate}
      />
      {data.groups.map((group) => (
        <SectionCard key={group.category} title={lang === 'en' ? group.name.en : group.name.zh} size="sm">
          <ScheduleTable items={group.items} mode="official" />
        </SectionCard>
      ))}
    </Stack>
  )
}
