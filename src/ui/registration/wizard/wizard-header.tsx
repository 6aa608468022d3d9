import { Box, Heading, HStack, Link, Stack, Steps, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { REGISTRATION_FLOWS, REGISTRATION_REGIONS } from '../../../domain/registration/flows'
import type { RegistrationRegion, RegistrationStep } from '../../../domain/registration/types'

/** The wizard's title, the switch between the four wizards and the steps of this one. */
export function WizardHeader({
  region,
  step,
  done = false,
  status,
}: {
  region: RegistrationRegion
  step: RegistrationStep
  done?: boolean
  /** The save status, at the right of the title. */
  status?: ReactNode
}) {
  const { t } = useTranslation('registration')
  const steps = REGISTRATION_FLOWS[region].steps
  const index = done ? steps.length : steps.indexOf(step)
  return (
    <Stack gap="4">
      <HStack justify="space-between" align="flex-end" wrap="wrap" gap="3">
        <Stack gap="1">
          <Heading as="h1" size="xl">
            {t(`regions.${region}.title`)}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {t(`regions.${region}.intro`)}
          </Text>
        </Stack>
        {status}
      </HStack>
      <HStack as="nav" aria-label={t('regions.switch')} gap="1" wrap="wrap" borderBottomWidth="1px">
        {REGISTRATION_REGIONS.map((r) => (
          <Link
            key={r}
            asChild
            px="3"
            py="2"
            fontSize="sm"
            fontWeight={r === region ? 'semibold' : 'normal'}
            color={r === region ? 'blue.600' : 'fg.muted'}
            borderBottomWidth="2px"
            borderColor={r === region ? 'blue.500' : 'transparent'}
            mb="-1px"
            aria-current={r === region ? 'page' : undefined}
          >
            <RouterLink to={REGISTRATION_FLOWS[r].entryPath}>{t(`regions.${r}.tab`)}</RouterLink>
          </Link>
        ))}
      </HStack>
      <Box>
        <Steps.Root step={index} count={steps.length} colorPalette="blue" size="sm">
          <Steps.List>
            {steps.map((s, i) => (
              <Steps.Item key={s} index={i} aria-current={i === index ? 'step' : undefined}>
                <Steps.Indicator>
                  <Steps.Status incomplete={<Steps.Number />} complete="✓" />
                </Steps.Indicator>
                <Box>
                  <Steps.Title>{t(`steps.${s}.title`)}</Steps.Title>
                  <Steps.Description hideBelow="md">{t(`steps.${s}.description`)}</Steps.Description>
                </Box>
                <Steps.Separator />
              </Steps.Item>
            ))}
          </Steps.List>
        </Steps.Root>
      </Box>
    </Stack>
  )
}
