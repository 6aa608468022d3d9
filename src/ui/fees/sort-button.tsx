import { chakra } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

export interface SortButtonProps {
  label: string
  active: boolean
  order: 'asc' | 'desc'
  onClick: () => void
}

/** A column heading that sorts the list; a second click reverses the order. */
export function SortButton({ label, active, order, onClick }: SortButtonProps) {
  const { t } = useTranslation('fees')
  const arrow = active ? (order === 'asc' ? '▲' : '▼') : '↕'
  return (
    <chakra.button
      type="button"
      onClick={onClick}
      fontWeight="inherit"
      cursor="pointer"
      _hover={{ textDecoration: 'underline' }}
      aria-label={t('countries.sortBy', { column: label })}
    >
      {label}{' '}
      <chakra.span aria-hidden color={active ? 'fg' : 'fg.subtle'} fontSize="xs">
        {arrow}
      </chakra.span>
    </chakra.button>
  )
}
