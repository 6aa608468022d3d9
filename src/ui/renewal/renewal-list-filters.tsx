import { Button, HStack } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
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
    <HStack gap="2" wrap="wrap" role="group" aria-label={t('list.filters.label')}>
      {RENEWAL_LIST_FILTERS.map((filter) => (
        <Button
          key={filter}
          size="sm"
          rounded="full"
          variant={filter === value ? 'solid' : 'outline'}
          colorPalette={filter === value ? 'blue' : 'gray'}
          aria-pressed={filter === value}
          onClick={() => onChange(filter)}
          data-testid={`renewal-filter-${filter}`}
        >
          {t(`list.filters.${filter}`)} ({counts[filter]})
        </Button>
      ))}
    </HStack>
  )
}
