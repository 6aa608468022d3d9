import { Box, Card, Container, Grid, Heading, Tabs, Text } from '@chakra-ui/react'
import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { AuthSearch } from './auth-search'
import { PasswordLoginForm } from './password-login-form'
import { RegisterForm } from './register-form'
import { SmsLoginForm } from './sms-login-form'
import { ValuePanel } from './value-panel'

type AuthTab = NonNullable<AuthSearch['tab']>

const TABS: readonly AuthTab[] = ['password', 'sms', 'register']
const isAuthTab = (value: string): value is AuthTab => TABS.some((tab) => tab === value)

/** Sign-in and registration (/auth and /login): the open tab lives in the URL, so it survives a reload. */
export function AuthPage({ search }: { search: AuthSearch }) {
  const { t } = useTranslation('auth')
  const navigate = useNavigate()
  const tab = search.tab ?? 'password'

  const selectTab = (value: string) => {
    if (!isAuthTab(value)) return
    void navigate({ to: '.', search: (prev) => ({ ...prev, tab: value }), replace: true })
  }

  return (
    <Container as="section" maxW="6xl" py={{ base: '6', md: '12' }} aria-labelledby="auth-card-title">
      <Grid
        templateColumns={{ base: '1fr', lg: '5fr 6fr' }}
        gap={{ base: '6', lg: '10' }}
        alignItems="stretch"
      >
        <Box order={{ base: 2, lg: 1 }}>
          <ValuePanel />
        </Box>
        <Card.Root order={{ base: 1, lg: 2 }} size="lg" boxShadow="md" borderRadius="l3">
          <Card.Header gap="1">
            <Heading id="auth-card-title" as="h1" size="2xl">
              {t('card.title')}
            </Heading>
            <Text color="fg.muted">{t('card.subtitle')}</Text>
          </Card.Header>
          <Card.Body>
            <Tabs.Root
              value={tab}
              onValueChange={(details) => selectTab(details.value)}
              variant="line"
              colorPalette="blue"
              lazyMount
              unmountOnExit
            >
              <Tabs.List aria-label={t('tabs.label')} mb="6">
                {TABS.map((value) => (
                  <Tabs.Trigger key={value} value={value} flex="1" justifyContent="center">
                    {t(`tabs.${value}`)}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
              <Tabs.Content value="password">
                <PasswordLoginForm redirect={search.redirect} />
              </Tabs.Content>
              <Tabs.Content value="sms">
                <SmsLoginForm redirect={search.redirect} />
              </Tabs.Content>
              <Tabs.Content value="register">
                <RegisterForm redirect={search.redirect} />
              </Tabs.Content>
            </Tabs.Root>
          </Card.Body>
        </Card.Root>
      </Grid>
    </Container>
  )
}
