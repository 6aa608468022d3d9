import { Box, Circle, Flex, Stack, Text, VisuallyHidden } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

export interface StepperStep {
  id: string
  title: string
  description?: string
}

type StepState = 'complete' | 'current' | 'upcoming'

/**
 * The wizard's steps as one ordered list (a list holds only its items; the current one has aria-current).
 * From `md` up each step shows its number, title and description; on a small screen a line says "Step 2 of 5 ·
 * Trademark" above a row of numbered dots, and the titles stay in the list for screen readers.
 */
export function WizardStepper({ steps, index }: { steps: StepperStep[]; index: number }) {
  const { t } = useTranslation('flow')
  const current = steps[index]
  const last = steps.length - 1
  return (
    <Stack gap="2">
      <Text hideFrom="md" fontSize="sm" fontWeight="semibold" data-testid="stepper-position">
        {current
          ? t('stepper.position', { current: index + 1, total: steps.length, title: current.title })
          : t('stepper.allDone', { total: steps.length })}
      </Text>
      <Flex
        as="ol"
        aria-label={t('stepper.label')}
        listStyleType="none"
        align={{ base: 'center', md: 'flex-start' }}
        gap={{ base: '0', md: '3' }}
        data-testid="wizard-stepper"
      >
        {steps.map((step, i) => {
          const state: StepState = i < index ? 'complete' : i === index ? 'current' : 'upcoming'
          return (
            <Flex
              as="li"
              key={step.id}
              flex={i < last ? '1' : '0 0 auto'}
              minW="0"
              align="center"
              gap={{ base: '1', md: '3' }}
              aria-current={state === 'current' ? 'step' : undefined}
              data-state={state}
            >
              <Dot number={i + 1} state={state} />
              <Box srOnly={{ base: true, md: false }} minW="0">
                <Text fontSize="sm" fontWeight="medium" color={state === 'upcoming' ? 'fg.muted' : 'fg'}>
                  {step.title}
                  {state === 'complete' ? <VisuallyHidden> ({t('stepper.done')})</VisuallyHidden> : null}
                </Text>
                {step.description ? (
                  <Text fontSize="xs" color="fg.muted" lineClamp={1}>
                    {step.description}
                  </Text>
                ) : null}
              </Box>
              {i < last ? (
                <Box
                  flex="1"
                  minW={{ base: '2', md: '6' }}
                  h="2px"
                  bg={state === 'complete' ? 'blue.600' : 'border'}
                  mx={{ base: '1', md: '0' }}
                  mt={{ base: '0', md: '4' }}
                  alignSelf={{ base: 'center', md: 'flex-start' }}
                  aria-hidden="true"
                />
              ) : null}
            </Flex>
          )
        })}
      </Flex>
    </Stack>
  )
}

/** The step's number (a tick once done): filled when done, ringed when current, outlined after. */
function Dot({ number, state }: { number: number; state: StepState }) {
  return (
    <Circle
      size={{ base: '7', md: '8' }}
      flexShrink={0}
      fontSize="sm"
      fontWeight="semibold"
      borderWidth="2px"
      borderColor={state === 'upcoming' ? 'border' : 'blue.600'}
      bg={state === 'complete' ? 'blue.600' : state === 'current' ? 'blue.50' : 'bg'}
      color={state === 'complete' ? 'white' : state === 'current' ? 'blue.700' : 'fg.muted'}
      aria-hidden="true"
    >
      {state === 'complete' ? '✓' : number}
    </Circle>
  )
}
