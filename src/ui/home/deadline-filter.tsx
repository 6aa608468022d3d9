import { Button, HStack } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

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
    <HStack gap="2" wrap="wrap" role="group" aria-label={t('deadlines.filters.label')}>
      {DEADLINE_FILTERS.map((filter) => (
        <Button
          key={filter}
          size="xs"
          rounded="full"
          variant={filter === value ? 'solid' : 'outline'}
          colorPalette={filter === value ? 'blue' : 'gray'}
          aria-pressed={filter === value}
          onClick={() => onChange(filter)}
          data-testid={`deadline-filter-${filter}`}
        >
          {t(`deadlines.filters.${filter}`)}
        </Button>
      ))}
    </HStack>
  )
}
