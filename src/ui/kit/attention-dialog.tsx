import { Button, Dialog, Portal, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { closeAttention, useDialogState } from '../../state/dialog'

/** The 请注意 / Attention dialog for server messages (HTTP 500 with body code 800). */
export function AttentionDialog() {
  const { message } = useDialogState()
  const { t } = useTranslation('errors')
  return (
    <Dialog.Root
      open={message !== null}
      onOpenChange={(e) => {
        if (!e.open) closeAttention()
      }}
      role="alertdialog"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="attention-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('attentionTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text whiteSpace="pre-wrap">{message}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="blue" onClick={closeAttention}>
                {t('ok')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
