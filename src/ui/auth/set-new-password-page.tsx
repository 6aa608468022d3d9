import { Box, Button, Card, Circle, Container, Heading, Stack, Steps, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { getToken, signOutLocally, useUserState } from '../../state/user'
import type { ResetVerifyValues } from './auth-rules'
import { ResetPasswordStep } from './reset-password-step'
import { ResetVerifyStep, type StepError } from './reset-verify-step'
import { StepsOrderedItem, StepsOrderedList } from '../kit/steps-ordered-list'

const STEPS = ['verify', 'password', 'done'] as const

type Progress =
  | { step: 0; values: ResetVerifyValues; error?: StepError }
  | { step: 1; values: ResetVerifyValues }
  | { step: 2 }

/** Forgotten password (/accountInfor/setNewPassword): verify the mobile or e-mail, choose a password, done. */
export function SetNewPasswordPage() {
  const { t } = useTranslation('auth')
  const { userInfo } = useUserState()
  const [progress, setProgress] = useState<Progress>(() => ({
    step: 0,
    values: {
      channel: 'mobile',
      mobile: userInfo?.mobile ?? '',
      email: userInfo?.email ?? '',
      captchaId: '',
      captchaCode: '',
      smsCode: '',
    },
  }))

  const backToVerify = (values: ResetVerifyValues, error?: StepError) =>
    // Step 1 shows a new captcha image, so the old answer goes.
    setProgress({ step: 0, values: { ...values, captchaId: '', captchaCode: '' }, error })

  const finish = () => {
    // The server ends every session of the account, so a token kept here would only fail later.
    if (getToken()) signOutLocally()
    setProgress({ step: 2 })
  }

  return (
    <Container as="section" maxW="xl" py={{ base: '6', md: '12' }} aria-labelledby="reset-title">
      <Card.Root size="lg" boxShadow="md" borderRadius="l3">
        <Card.Header gap="1">
          <Heading id="reset-title" as="h1" size="2xl">
            {t('reset.title')}
          </Heading>
          <Text color="fg.muted">{t('reset.subtitle')}</Text>
        </Card.Header>
        <Card.Body gap="8">
          <Steps.Root step={progress.step} count={STEPS.length} colorPalette="blue" size="sm">
            <StepsOrderedList label={t('reset.title')}>
              {STEPS.map((step, index) => (
                <StepsOrderedItem
                  key={step}
                  index={index}
                  aria-current={index === progress.step ? 'step' : undefined}
                >
                  <Steps.Indicator>
                    <Steps.Status incomplete={<Steps.Number />} complete="✓" />
                  </Steps.Indicator>
                  <Box>
                    <Steps.Title>{t(`reset.steps.${step}`)}</Steps.Title>
                    <Steps.Description hideBelow="sm">
                      {t(`reset.steps.${step}Description`)}
                    </Steps.Description>
                  </Box>
                  <Steps.Separator />
                </StepsOrderedItem>
              ))}
            </StepsOrderedList>
          </Steps.Root>

          {progress.step === 0 && (
            <ResetVerifyStep
              defaultValues={progress.values}
              error={progress.error}
              onVerified={(values) => setProgress({ step: 1, values })}
            />
          )}
          {progress.step === 1 && (
            <ResetPasswordStep
              verified={progress.values}
              onBack={(error) => backToVerify(progress.values, error)}
              onDone={finish}
            />
          )}
          {progress.step === 2 && (
            <Stack gap="4" align="center" textAlign="center" py="4" role="status">
              <Circle size="14" bg="green.100" color="green.700" fontSize="2xl" aria-hidden>
                ✓
              </Circle>
              <Heading as="h2" size="lg">
                {t('reset.doneTitle')}
              </Heading>
              <Text color="fg.muted">{t('reset.doneText')}</Text>
              <Button asChild colorPalette="blue" size="lg">
                <RouterLink to="/auth">{t('reset.signIn')}</RouterLink>
              </Button>
            </Stack>
          )}
        </Card.Body>
        {progress.step < 2 && (
          <Card.Footer justifyContent="center">
            <Button asChild variant="plain" colorPalette="blue" size="sm">
              <RouterLink to="/auth">{t('reset.backToSignIn')}</RouterLink>
            </Button>
          </Card.Footer>
        )}
      </Card.Root>
    </Container>
  )
}
