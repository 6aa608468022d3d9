import { Box, Container, Flex, HStack, Link as ChakraLink, Text } from '@chakra-ui/react'
import { Link, Outlet } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { ChakraRoot } from '../kit/chakra-root'
import { LanguageSwitch } from './language-switch'
import { Logo } from './logo'

/** Frame of the pages reachable without signing in. */
export function PublicLayout() {
  const { t } = useTranslation(['shell', 'common'])
  return (
    <ChakraRoot>
      <Flex direction="column" minH="100vh" bg="gray.50">
        <Box as="header" bg="white" borderBottomWidth="1px">
          <Container maxW="7xl" py="3">
            <Flex align="center" justify="space-between" gap="4">
              <Link to="/dawei" aria-label={t('common:platformName')}>
                <Logo />
              </Link>
              <HStack gap="4">
                <ChakraLink asChild fontSize="sm" color="fg.muted">
                  <Link to="/auth">{t('shell:public.signIn')}</Link>
                </ChakraLink>
                <ChakraLink asChild fontSize="sm" color="fg.muted">
                  <Link to="/auth" search={{ tab: 'register' }}>
                    {t('shell:public.register')}
                  </Link>
                </ChakraLink>
                <LanguageSwitch />
              </HStack>
            </Flex>
          </Container>
        </Box>
        <Box as="main" flex="1" id="main-content">
          <Outlet />
        </Box>
        <Box as="footer" py="6" borderTopWidth="1px" bg="white">
          <Container maxW="7xl">
            <Text fontSize="sm" color="fg.muted" textAlign="center">
              © 2026 {t('common:platformName')} · {t('common:platformTagline')}
            </Text>
          </Container>
        </Box>
      </Flex>
    </ChakraRoot>
  )
}
