import { Button, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

export interface LoadFailedProps {
  /** What could not be loaded, in the page's words. */
  message: string
  onRetry: () => void
}

/** A panel whose data could not be loaded: says so and offers to try again (an alert, so it is announced). */
export function LoadFailed({ message, onRetry }: LoadFailedProps) {
  const { t } = useTranslation('common')
  return (
    <Stack gap="2" align="flex-start" role="alert" data-testid="load-failed">
      <Text color="fg.error">{message}</Text>
      <Button size="sm" variant="outline" onClick={onRetry}>
        {t('actions.retry')}
      </Button>
    </Stack>
  )
}
