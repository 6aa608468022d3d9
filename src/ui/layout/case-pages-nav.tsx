import { Box, Button, HStack, Separator } from '@chakra-ui/react'
import { Link, useLocation, useMatches } from '@tanstack/react-router'
import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import { CASE_PAGES, MONITORING_PAGES } from './menu'
import { useHasRoute } from './use-has-route'

// The menus whose pages share a row of links; `words` is the group of shell's nav words naming them.
const AREA_PAGES = {
  cases: { pages: CASE_PAGES, words: 'casePages', testId: 'case-pages-nav' },
  monitoring: { pages: MONITORING_PAGES, words: 'monitoringPages', testId: 'monitoring-pages-nav' },
} as const

/**
 * The pages of an area (the case manager, trademark monitoring) as one row of links under the header, shown on
 * every page of that menu, so each page is one click from the others.
 */
export function CasePagesNav() {
  const { t } = useTranslation('shell')
  const hasRoute = useHasRoute()
  const { pathname } = useLocation()
  const matches = useMatches()
  const menu = [...matches].reverse().find((m) => m.staticData?.menu)?.staticData.menu
  if (menu !== 'cases' && menu !== 'monitoring') return null
  const area = AREA_PAGES[menu]
  const pages = (area.pages as readonly { key: string; to: string; group: string }[]).flatMap(
    ({ key, to, group }) => (hasRoute(to) ? [{ key, to, group }] : []),
  )
  return (
    <Box bg="white" borderBottomWidth="1px" className="no-print">
      <HStack
        as="nav"
        aria-label={t(`nav.${area.words}.label`)}
        gap="1"
        maxW="7xl"
        mx="auto"
        px={{ base: '4', md: '6' }}
        py="1.5"
        overflowX="auto"
        data-testid={area.testId}
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
                  {t(`nav.${area.words}.${key}` as `nav.casePages.home`)}
                </Link>
              </Button>
            </Fragment>
          )
        })}
      </HStack>
    </Box>
  )
}
