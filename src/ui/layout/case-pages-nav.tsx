import { Box, Button, HStack, Separator } from '@chakra-ui/react'
import { Link, useLocation, useMatches } from '@tanstack/react-router'
import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import { CASE_PAGES } from './menu'
import { useHasRoute } from './use-has-route'

/**
 * The case manager's pages as one row of links under the header, shown on every page of the 'cases' menu, so
 * each page is one click from the others.
 */
export function CasePagesNav() {
  const { t } = useTranslation('shell')
  const hasRoute = useHasRoute()
  const { pathname } = useLocation()
  const matches = useMatches()
  const menu = [...matches].reverse().find((m) => m.staticData?.menu)?.staticData.menu
  if (menu !== 'cases') return null
  const pages = CASE_PAGES.flatMap(({ key, to, group }) => (hasRoute(to) ? [{ key, to, group }] : []))
  return (
    <Box bg="white" borderBottomWidth="1px" className="no-print">
      <HStack
        as="nav"
        aria-label={t('nav.casePages.label')}
        gap="1"
        maxW="7xl"
        mx="auto"
        px={{ base: '4', md: '6' }}
        py="1.5"
        overflowX="auto"
        data-testid="case-pages-nav"
      >
        {pages.map(({ key, to, group }, i) => {
          const current = pathname.endsWith(to)
          return (
            <Fragment key={key}>
              {i > 0 && pages[i - 1]!.group !== group && (
                <Separator orientation="vertical" height="5" mx="1" />
              )}
              <Button
                asChild
                size="xs"
                variant={current ? 'subtle' : 'ghost'}
                colorPalette="blue"
                flexShrink={0}
              >
                <Link to={to} aria-current={current ? 'page' : undefined}>
                  {t(`nav.casePages.${key}`)}
                </Link>
              </Button>
            </Fragment>
          )
        })}
      </HStack>
    </Box>
  )
}
