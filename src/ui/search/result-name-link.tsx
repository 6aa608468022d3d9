import { Link } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { SearchResultItem } from '../../api/schemas/search-shared'

/** The mark's name, linking to its full record; a figurative mark without words reads "(figurative)". */
export function ResultNameLink({ item }: { item: SearchResultItem }) {
  const { t } = useTranslation('searchResults')
  return (
    <Link asChild colorPalette="blue" color="colorPalette.fg" fontWeight="medium">
      <RouterLink to="/query/detail" search={{ id: item.id }} data-testid="result-name">
        {item.name.trim() || t('item.figurative')}
      </RouterLink>
    </Link>
  )
}
