import { Link, Stack } from '@chakra-ui/react'
import { Link as RouterLink, useRouter } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { HomePanel } from './home-panel'
import { QUICK_SEARCH_PATH, QuickSearch } from './quick-search'

export const ADVANCED_SEARCH_PATH = '/query/high' as const

/**
 * Quick search and the advanced-search link. Each part shows only when the router has its page, so the
 * dashboard never offers a dead link (a build without the query area simply has no search panel).
 */
export function SearchArea() {
  const { t } = useTranslation('home')
  const router = useRouter()
  // Indexed by string on purpose: the panel must also render where the query routes are left out.
  const routes = router.routesByPath as unknown as Record<string, unknown>
  const hasQuick = routes[QUICK_SEARCH_PATH] !== undefined
  const hasAdvanced = routes[ADVANCED_SEARCH_PATH] !== undefined
  if (!hasQuick && !hasAdvanced) return null

  const advanced = hasAdvanced ? (
    <Link asChild colorPalette="blue" fontSize="sm" data-testid="advanced-search-link">
      <RouterLink to={ADVANCED_SEARCH_PATH}>{t('search.advanced')}</RouterLink>
    </Link>
  ) : null

  return (
    <HomePanel
      title={t('search.title')}
      description={t('search.description')}
      actions={advanced}
      testId="search-area"
    >
      <Stack gap="2">{hasQuick ? <QuickSearch /> : null}</Stack>
    </HomePanel>
  )
}
