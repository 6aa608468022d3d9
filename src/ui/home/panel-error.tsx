import { Alert, Button } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

export interface PanelErrorProps {
  onRetry: () => void
  /** True while the retry is in flight. */
  retrying?: boolean
}

/** What a panel shows when its data could not be loaded, with a way to try again. */
export function PanelError({ onRetry, retrying = false }: PanelErrorProps) {
  const { t } = useTranslation('common')
  return (
    <Alert.Root status="error" alignItems="center" data-testid="panel-error">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('states.error')}</Alert.Title>
        <Alert.Description>{t('states.errorHint')}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry} loading={retrying}>
        {t('actions.retry')}
      </Button>
    </Alert.Root>
  )
}
