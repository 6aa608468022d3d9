import { Alert, Box, Grid, HStack, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Issue } from '../../domain/wizard/types'
import { useMessage } from '../kit/message'

/** The issues of a step as a list above its buttons, so nothing blocks silently. */
export function IssueSummary({ issues }: { issues: readonly Issue[] }) {
  const { t } = useTranslation('flow')
  const text = useMessage()
  if (issues.length === 0) return null
  const messages = [...new Set(issues.map((i) => i.message))]
  return (
    <Alert.Root status="error" data-testid="step-issues">
      <Alert.Indicator />
      <Box>
        <Alert.Title>{t('issues.summary', { count: issues.length })}</Alert.Title>
        <Alert.Description>
          <Stack as="ul" gap="0.5" pl="4" mt="1">
            {messages.map((m) => (
              <Text as="li" key={m} fontSize="sm">
                {text(m)}
              </Text>
            ))}
          </Stack>
        </Alert.Description>
      </Box>
    </Alert.Root>
  )
}

/** The bar under a step: what blocks it and the way on. */
export function StepActions({ children, issues }: { children: ReactNode; issues: readonly Issue[] }) {
  return (
    <Stack gap="3">
      <IssueSummary issues={issues} />
      <Grid templateColumns="1fr auto" alignItems="center" gap="3">
        <span />
        <HStack gap="3" wrap="wrap" justify="flex-end">
          {children}
        </HStack>
      </Grid>
    </Stack>
  )
}
