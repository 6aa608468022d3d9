import { Box, Container, Flex, HStack } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { CurrencySwitch } from './currency-switch'
import { LanguageSwitch } from './language-switch'
import { Logo } from './logo'
import { MainNav } from './main-nav'
import { NoticesBell } from './notices-bell'
import { UserMenu } from './user-menu'
import { useChangeServerLanguage } from './use-change-server-language'

export function AppHeader() {
  const { t } = useTranslation('common')
  const changeServerLanguage = useChangeServerLanguage()
  return (
    <Box as="header" bg="white" borderBottomWidth="1px" position="sticky" top="0" zIndex="sticky">
      <Container maxW="7xl">
        <Flex align="center" gap="6" minH="16" wrap="wrap" py="2">
          <Link to="/home" aria-label={t('platformName')}>
            <Logo />
          </Link>
          <MainNav />
          <HStack gap="3" ml="auto">
            <LanguageSwitch onChange={changeServerLanguage} />
            <CurrencySwitch />
            <NoticesBell />
            <UserMenu />
          </HStack>
        </Flex>
      </Container>
    </Box>
  )
}
