import { Alert, Box, Card, HStack } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { WizardDraftBase } from '../../domain/wizard/types'
import { OrderCharges } from './payment/charged-summary'
import type { WizardUi } from './wizard-ui'

/** The flow is complete: what its order charged, and where to follow it. */
export function DoneView<D extends WizardDraftBase>({ ui, draft }: { ui: WizardUi<D>; draft: D }) {
  const { t } = useTranslation('flow')
  return (
    <Card.Root data-testid="wizard-done">
      <Card.Body gap="4">
        <Alert.Root status="success">
          <Alert.Indicator />
          <Box>
            <Alert.Title>{t('done.title')}</Alert.Title>
            <Alert.Description>{t('done.intro', { orderNo: draft.orderNo ?? '' })}</Alert.Description>
          </Box>
        </Alert.Root>
        {draft.orderId && <OrderCharges orderId={draft.orderId} />}
        <HStack gap="3" wrap="wrap">
          {draft.orderId && ui.links.order(draft.orderId)}
          {ui.links.another}
        </HStack>
      </Card.Body>
    </Card.Root>
  )
}
