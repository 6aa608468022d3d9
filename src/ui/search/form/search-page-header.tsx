import { HStack, Link } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '../../kit/page-header'

export interface SearchPageHeaderProps {
  title: string
  description: string
  /** Which sibling pages to link to. */
  links: readonly ('fast' | 'high' | 'sheet' | 'history')[]
}

const TARGETS = {
  fast: { to: '/query/fast', label: 'page.toFast' },
  high: { to: '/query/high', label: 'page.toHigh' },
  sheet: { to: '/query/searchableCountrySheet', label: 'page.toSheet' },
  history: { to: '/query/queryHistory', label: 'page.toHistory' },
} as const

/** Title, one-line explanation and the links between the search pages. */
export function SearchPageHeader({ title, description, links }: SearchPageHeaderProps) {
  const { t } = useTranslation('search')
  return (
    <PageHeader
      title={title}
      description={description}
      mb="4"
      aside={
        <HStack gap="4" fontSize="sm">
          {links.map((key) => (
            <Link key={key} asChild colorPalette="blue" data-testid={`link-${key}`}>
              <RouterLink to={TARGETS[key].to}>{t(TARGETS[key].label)}</RouterLink>
            </Link>
          ))}
        </HStack>
      }
    />
  )
}
