import { Container, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { activeSteps, DONE } from '../../domain/wizard/define'
import type { WizardConfig, WizardDraftBase } from '../../domain/wizard/types'
import type { WizardUi } from './wizard-ui'
import { WizardStepper } from './wizard-stepper'

/** The wizard's title, what sits above its steps, the steps of this draft and the save status. */
export function WizardFrame<D extends WizardDraftBase>({
  config,
  ui,
  draft,
  step,
  status,
  children,
}: {
  config: WizardConfig<D>
  ui: WizardUi<D>
  draft: D | null
  /** The step shown, 'done', or null before a draft is open. */
  step: string | null
  status?: ReactNode
  children: ReactNode
}) {
  const steps = activeSteps(config, draft)
  const index =
    step === DONE
      ? steps.length
      : Math.max(
          0,
          steps.findIndex((s) => s.id === step),
        )
  return (
    <Container maxW="7xl" px="0" py="6" data-testid="wizard" data-flow={config.id} data-step={step ?? ''}>
      <Stack gap="5">
        <Stack gap="4">
          <HStack justify="space-between" align="flex-end" wrap="wrap" gap="3">
            <Stack gap="1">
              <Heading as="h1" size="xl">
                {ui.title}
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                {ui.intro}
              </Text>
            </Stack>
            {status}
          </HStack>
          {ui.nav}
          <WizardStepper index={index} steps={steps.map((s) => ({ id: s.id, ...ui.stepText(s.id) }))} />
        </Stack>
        {children}
      </Stack>
    </Container>
  )
}
