import { useTranslation } from 'react-i18next'
import { ToggleChips } from '../kit/toggle-chips'
import { RENEWAL_LIST_FILTERS, type RenewalListFilter } from '../../domain/renewal-list'

export interface RenewalListFiltersProps {
  value: RenewalListFilter
  counts: Record<RenewalListFilter, number>
  onChange: (value: RenewalListFilter) => void
}

/** All / Renewable now / Not renewable, each with its count. */
export function RenewalListFilters({ value, counts, onChange }: RenewalListFiltersProps) {
  const { t } = useTranslation('svcRenewal')
  return (
    <ToggleChips
      options={RENEWAL_LIST_FILTERS}
      value={value}
      onChange={onChange}
      text={(filter) => `${t(`list.filters.${filter}`)} (${counts[filter]})`}
      label={t('list.filters.label')}
      size="sm"
      testIdOf={(filter) => `renewal-filter-${filter}`}
    />
  )
}
