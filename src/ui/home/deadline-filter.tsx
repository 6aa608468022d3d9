import { useTranslation } from 'react-i18next'
import { ToggleChips } from '../kit/toggle-chips'

export const DEADLINE_FILTERS = ['all', 'overdue', 'next30', 'next90'] as const
export type DeadlineFilter = (typeof DEADLINE_FILTERS)[number]

export interface DeadlineFilterChipsProps {
  value: DeadlineFilter
  onChange: (value: DeadlineFilter) => void
}

/** All / Overdue / Next 30 days / Next 90 days. */
export function DeadlineFilterChips({ value, onChange }: DeadlineFilterChipsProps) {
  const { t } = useTranslation('home')
  return (
    <ToggleChips
      options={DEADLINE_FILTERS}
      value={value}
      onChange={onChange}
      text={(filter) => t(`deadlines.filters.${filter}`)}
      label={t('deadlines.filters.label')}
      testIdOf={(filter) => `deadline-filter-${filter}`}
    />
  )
}
