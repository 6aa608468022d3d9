import { Box, Container, Flex, HStack, Link as ChakraLink, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { Link, Outlet } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { publicUserQuery } from '../../api/auth'
import { getToken, setUser, useUserState } from '../../state/user'
import { ChakraRoot } from '../kit/chakra-root'
import { LanguageSwitch } from './language-switch'
import { Logo } from './logo'
import { UserMenu } from './user-menu'

/** The signed-in user on a public page (opened directly, the app's guard has not loaded it): null if none. */
function usePublicUser() {
  const { userInfo } = useUserState()
  const token = getToken()
  const query = useQuery({ ...publicUserQuery(), enabled: Boolean(token) && !userInfo })
  useEffect(() => {
    if (query.data) setUser(query.data)
  }, [query.data])
  return token ? userInfo : null
}

/** Frame of the pages reachable without signing in. */
export function PublicLayout() {
  const { t } = useTranslation(['shell', 'common'])
  const user = usePublicUser()
  return (
    <ChakraRoot>
      <Flex direction="column" minH="100vh" bg="gray.50">
        <Box as="header" bg="white" borderBottomWidth="1px">
          <Container maxW="7xl" py="3">
            {/* On a phone the links move under the logo rather than past the screen's edge. */}
            <Flex align="center" justify="space-between" gap="4" rowGap="2" wrap="wrap">
              <Link to="/dawei" aria-label={t('common:platformName')}>
                <Logo />
              </Link>
              <HStack gap={{ base: '3', md: '4' }}>
                {user ? (
                  <>
                    <ChakraLink asChild fontSize="sm" color="fg.muted">
                      <Link to="/home">{t('shell:public.toHome')}</Link>
                    </ChakraLink>
                    <LanguageSwitch />
                    <UserMenu />
                  </>
                ) : (
                  <>
                    <ChakraLink asChild fontSize="sm" color="fg.muted">
                      <Link to="/auth">{t('shell:public.signIn')}</Link>
                    </ChakraLink>
                    <ChakraLink asChild fontSize="sm" color="fg.muted">
                      <Link to="/auth" search={{ tab: 'register' }}>
                        {t('shell:public.register')}
                      </Link>
                    </ChakraLink>
                    <LanguageSwitch />
                  </>
                )}
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
