import { Button } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { nextSort, type ResultSort, type ResultSortField } from './result-sort'

export interface SortHeaderProps {
  field: ResultSortField
  label: string
  sort?: ResultSort
  onSort?: (sort: ResultSort) => void
}

/** A column header that sorts by its field when clicked; plain text when the list cannot be sorted. */
export function SortHeader({ field, label, sort, onSort }: SortHeaderProps) {
  const { t } = useTranslation('searchResults')
  if (!onSort) return label
  const active = sort?.field === field
  const arrow = !active ? '↕' : sort.order === 'asc' ? '↑' : '↓'
  return (
    <Button
      variant="plain"
      size="xs"
      px="0"
      fontWeight="semibold"
      color={active ? 'blue.fg' : 'inherit'}
      onClick={() => onSort(nextSort(sort, field))}
      aria-label={t('sort.byColumn', { column: label })}
      aria-pressed={active}
      data-testid={`sort-${field}`}
    >
      {label} <span aria-hidden>{arrow}</span>
    </Button>
  )
}
