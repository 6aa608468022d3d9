import { Button, Stack } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useRootState } from '../../state/root'
import { SectionCard } from '../kit/section-card'
import { feeScheduleOptions } from '../../api/fees'
import { FeeNotes } from './fee-notes'
import { FeePageHeader } from './fee-page-header'
import { ScheduleTable } from './schedule-table'

/** /floorPageSheet: the trademark price list as one sheet to print or save as PDF from the browser. */
export function FloorSheetPage() {
  const { t } = useTranslation('fees')
  const { lang } = useRootState()
  const { data } = useSuspenseQuery(feeScheduleOptions({ section: 'trademark' }))
  const mainland = data.groups.flatMap((g) => g.items).find((i) => i.productType === 1)
  return (
    <Stack
      gap="4"
      data-testid="floor-sheet"
      css={{ '@media print': { '& .no-print': { display: 'none' }, '& section': { breakInside: 'avoid' } } }}
    >
      <FeePageHeader
        title={t('floor.title')}
        description={t('floor.description')}
        effectiveDate={data.effectiveDate}
        actions={
          <Button size="sm" onClick={() => window.print()} data-testid="print">
            {t('floor.print')}
          </Button>
        }
      />
      {data.groups.map((group) => (
        <SectionCard key={group.category} title={lang === 'en' ? group.name.en : group.name.zh} size="sm">
          <ScheduleTable items={group.items} />
        </SectionCard>
      ))}
      <SectionCard title={t('notes.title')} size="sm">
        <FeeNotes mainland={mainland} />
      </SectionCard>
    </Stack>
  )
}
