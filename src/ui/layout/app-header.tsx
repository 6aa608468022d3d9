import { Box, Container, Flex, HStack } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { CurrencySwitch } from './currency-switch'
import { LanguageSwitch } from './language-switch'
import { Logo } from './logo'
import { MainNav } from './main-nav'
import { MenuDrawer } from './menu-drawer'
import { NoticesBell } from './notices-bell'
import { UserMenu } from './user-menu'
import { useChangeServerLanguage } from './use-change-server-language'

/**
 * The signed-in header. From `lg` up the bar has the logo on the left and the language, currency, notices and
 * account on the right, and the menu in a row of its own below (the menu and those controls do not fit one row
 * at desktop widths, in English least of all); below `lg` the menu, language and currency move into the menu
 * button's drawer, and the bar keeps the logo, the notices and the account menu.
 */
export function AppHeader() {
  const { t } = useTranslation('common')
  const changeServerLanguage = useChangeServerLanguage()
  return (
    <Box as="header" bg="white" borderBottomWidth="1px" position="sticky" top="0" zIndex="sticky">
      <Container maxW="7xl">
        <Flex
          align="center"
          gap={{ base: '2', lg: '4' }}
          minH="16"
          wrap={{ base: 'nowrap', lg: 'wrap' }}
          py="2"
        >
          <Link to="/home" aria-label={t('platformName')}>
            <Logo />
          </Link>
          <HStack gap={{ base: '1', lg: '2' }} ml="auto">
            <HStack gap="2" hideBelow="lg">
              <LanguageSwitch onChange={changeServerLanguage} />
              <CurrencySwitch />
            </HStack>
            <NoticesBell />
            <UserMenu />
            <Box hideFrom="lg">
              <MenuDrawer onLanguage={changeServerLanguage} />
            </Box>
          </HStack>
          {/* Its own row below, its items' text in line with the logo. */}
          <Box hideBelow="lg" flexBasis="full" ms="-2.5">
            <MainNav />
          </Box>
        </Flex>
      </Container>
    </Box>
  )
}
