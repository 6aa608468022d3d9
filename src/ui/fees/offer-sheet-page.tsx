import { Stack } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useRootState } from '../../state/root'
import { SectionCard } from '../kit/section-card'
import { feeScheduleOptions } from '../../api/fees'
import { FeeLinks } from './fee-links'
import { FeeNotes } from './fee-notes'
import { FeePageHeader } from './fee-page-header'
import { ScheduleTable } from './schedule-table'

/** /offerSheet: every trademark service with its official fee, service fee and fee lines, by category. */
export function OfferSheetPage() {
  const { t } = useTranslation('fees')
  const { lang } = useRootState()
  const { data } = useSuspenseQuery(feeScheduleOptions({ section: 'trademark' }))
  const mainland = data.groups.flatMap((g) => g.items).find((i) => i.productType === 1)
  return (
    <Stack gap="5" data-testid="offer-sheet">
      <FeePageHeader
        title={t('offerSheet.title')}
        description={t('offerSheet.description')}
        effectiveDate={data.effectiveDate}
        actions={<FeeLinks />}
      />
      <SectionCard title={t('notes.title')} size="sm">
        <FeeNotes mainland={mainland} />
      </SectionCard>
      {data.groups.map((group) => (
        <SectionCard
          key={group.category}
          title={lang === 'en' ? group.name.en : group.name.zh}
          size="sm"
          testId={`fee-group-${group.category}`}
        >
          <ScheduleTable items={group.items} />
        </SectionCard>
      ))}
    </Stack>
  )
}
