import { HStack, Link as ChakraLink } from '@chakra-ui/react'
import { Link, useMatches } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { MAIN_MENU } from './menu'
import { useHasRoute } from './use-has-route'

/** The product's menus; only areas that exist are listed. */
export function MainNav() {
  const { t } = useTranslation('shell')
  const hasRoute = useHasRoute()
  const matches = useMatches()
  const active = [...matches].reverse().find((m) => m.staticData?.menu)?.staticData.menu
  return (
    <HStack as="nav" aria-label={t('nav.label')} gap="1" wrap="wrap">
      {MAIN_MENU.map(({ key, to }) =>
        hasRoute(to) ? (
          <ChakraLink
            key={key}
            asChild
            px="3"
            py="2"
            borderRadius="md"
            fontWeight="medium"
            color={active === key ? 'blue.700' : 'fg.muted'}
            bg={active === key ? 'blue.50' : undefined}
            _hover={{ bg: 'gray.100', textDecoration: 'none' }}
            aria-current={active === key ? 'page' : undefined}
          >
            <Link to={to}>{t(`nav.${key}`)}</Link>
          </ChakraLink>
        ) : null,
      )}
    </HStack>
  )
}
