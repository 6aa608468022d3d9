import { Link as ChakraLink, Stack } from '@chakra-ui/react'
import { Link, useMatches } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { MAIN_MENU } from './menu'
import { useHasRoute } from './use-has-route'

/**
 * The product's menus; only areas that exist are listed. In a row in the wide header, one entry a line in
 * the small screens' menu drawer (`onNavigate` closes it).
 */
export function MainNav({ vertical = false, onNavigate }: { vertical?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation('shell')
  const hasRoute = useHasRoute()
  const matches = useMatches()
  const active = [...matches].reverse().find((m) => m.staticData?.menu)?.staticData.menu
  return (
    <Stack
      as="nav"
      aria-label={t('nav.label')}
      direction={vertical ? 'column' : 'row'}
      gap="1"
      wrap={vertical ? 'nowrap' : 'wrap'}
      data-testid={vertical ? 'drawer-nav' : 'main-nav'}
    >
      {MAIN_MENU.map(({ key, to }) =>
        hasRoute(to) ? (
          <ChakraLink
            key={key}
            asChild
            px={vertical ? '3' : '2.5'}
            py={vertical ? '3' : '2'}
            borderRadius="md"
            fontWeight="medium"
            color={active === key ? 'blue.700' : 'fg.muted'}
            bg={active === key ? 'blue.50' : undefined}
            _hover={{ bg: 'gray.100', textDecoration: 'none' }}
            focusVisibleRing={vertical ? 'inside' : 'outside'}
            aria-current={active === key ? 'page' : undefined}
            onClick={onNavigate}
          >
            <Link to={to}>{t(`nav.${key}`)}</Link>
          </ChakraLink>
        ) : null,
      )}
    </Stack>
  )
}
