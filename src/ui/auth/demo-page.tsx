import { Button, Card, Container, Heading, HStack, Link, List, Spinner, Stack, Text } from '@chakra-ui/react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Link as RouterLink, useNavigate } from '@tanstack/react-router'
import { use, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { loginMutation, userInfoQuery } from '../../api/auth'
import { backendReady } from '../../api/backend-ready'
import { authCalls } from '../../api/catalogue/auth'
import { BusinessError, callData } from '../../api/client'
import { signIn } from '../../state/user'

/** The seeded enterprise demo account of the mock server. */
const DEMO_ACCOUNT = { account: 'demo@example.com', password: 'Demo1234' }

const PHASES = ['captcha', 'signIn', 'redirect'] as const
type Phase = (typeof PHASES)[number]

/** Signs the demo account in: only the mock can tell us the captcha's characters, hence `window.server`. */
async function signInDemo(onPhase: (phase: Phase) => void) {
  onPhase('captcha')
  const { captchaId } = await callData(authCalls.captcha, {})
  const captchaCode =
    (await window.server?.evaluate(
      (server, id) => server.db.captchas.find((c) => c.id === id)?.code ?? '',
      captchaId,
    )) ?? ''
  onPhase('signIn')
  return loginMutation().mutationFn({ loginType: 'password', ...DEMO_ACCOUNT, captchaId, captchaCode })
}

/** /demo: opens the enterprise demo account straight away, with progress, errors and a retry. */
export function DemoPage() {
  const { t } = useTranslation('auth')
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [phase, setPhase] = useState<Phase>('captcha')
  // The demo's mock starts beside the first render: wait for it before asking whether it is there.
  use(backendReady())
  // Only the portal's mock (the demo build, the dev server) offers its controls.
  const available = typeof window !== 'undefined' && typeof window.server?.evaluate === 'function'
  const demo = useMutation({
    mutationFn: () => signInDemo(setPhase),
    onSuccess: (session) => {
      signIn(session.token, session.user)
      queryClient.setQueryData(userInfoQuery().queryKey, session.user)
      setPhase('redirect')
      void navigate({ to: '/home', replace: true })
    },
  })
  const { mutate } = demo
  // StrictMode runs effects twice in development; one demo sign-in is enough.
  const started = useRef(false)

  useEffect(() => {
    if (!available || started.current) return
    started.current = true
    mutate()
  }, [available, mutate])

  const failed = demo.isError
  // Transport failures were already announced by the client; the card then asks for a retry in general terms.
  const message =
    demo.error instanceof BusinessError && demo.error.msg ? demo.error.msg : t('errors.unexpected')
  return (
    <Container as="section" maxW="lg" py={{ base: '10', md: '20' }} aria-labelledby="demo-title">
      <Card.Root size="lg" boxShadow="md" borderRadius="l3" textAlign="center">
        <Card.Body gap="5" alignItems="center">
          {!available ? (
            <>
              <Heading id="demo-title" as="h1" size="xl">
                {t('demo.unavailableTitle')}
              </Heading>
              <Text color="fg.muted">{t('demo.unavailableText')}</Text>
              <Button asChild colorPalette="blue">
                <RouterLink to="/auth">{t('demo.goToSignIn')}</RouterLink>
              </Button>
            </>
          ) : failed ? (
            <Stack gap="4" align="center" role="alert">
              <Heading id="demo-title" as="h1" size="xl">
                {t('demo.failedTitle')}
              </Heading>
              <Text color="fg.error">{message}</Text>
              <HStack gap="3">
                <Button colorPalette="blue" onClick={() => mutate()}>
                  {t('demo.retry')}
                </Button>
                <Link asChild colorPalette="blue" color="colorPalette.fg">
                  <RouterLink to="/auth">{t('demo.goToSignIn')}</RouterLink>
                </Link>
              </HStack>
            </Stack>
          ) : (
            <Stack gap="5" align="center" role="status" aria-live="polite">
              <Spinner size="xl" color="blue.600" borderWidth="3px" />
              <Heading id="demo-title" as="h1" size="xl">
                {t('demo.title')}
              </Heading>
              <Text color="fg.muted">{t('demo.subtitle')}</Text>
              <List.Root gap="2" variant="plain" align="center" textAlign="start">
                {PHASES.map((item, index) => {
                  const done = index < PHASES.indexOf(phase)
                  const current = item === phase
                  return (
                    <List.Item
                      key={item}
                      color={current ? 'fg' : 'fg.muted'}
                      fontWeight={current ? 'semibold' : 'normal'}
                    >
                      <List.Indicator asChild color={done ? 'green.600' : 'fg.subtle'}>
                        <span aria-hidden>{done ? '✓' : current ? '›' : '·'}</span>
                      </List.Indicator>
                      {t(`demo.steps.${item}`)}
                    </List.Item>
                  )
                })}
              </List.Root>
            </Stack>
          )}
        </Card.Body>
      </Card.Root>
    </Container>
  )
}
