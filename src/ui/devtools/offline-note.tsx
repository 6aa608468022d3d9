import { Alert } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

/**
 * Stands in for the "Open in Stately inspector" link: @statelyai/inspect is not a dependency, and this
 * page must not reach the network, so it says the visualiser is complete on its own.
 */
export function OfflineNote() {
  const { t } = useTranslation('devtools')
  return (
    <Alert.Root status="info" variant="subtle" data-testid="flow-offline-note">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('flows.offlineTitle')}</Alert.Title>
        <Alert.Description>{t('flows.offlineNote')}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  )
}
