import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

/** Shown when a page's data cannot be loaded: what happened and a way to try again. */
export function RouteError({ reset }: ErrorComponentProps) {
  const { t } = useTranslation('common')
  return (
    <Center py="24">
      <Stack align="center" gap="3" textAlign="center">
        <Heading size="md">{t('states.error')}</Heading>
        <Text color="fg.muted">{t('states.errorHint')}</Text>
        <Button colorPalette="blue" onClick={() => (reset ? reset() : window.location.reload())}>
          {t('actions.retry')}
        </Button>
      </Stack>
    </Center>
  )
}
