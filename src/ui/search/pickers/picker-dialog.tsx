import { Button, CloseButton, Dialog, HStack, Portal, Text } from '@chakra-ui/react'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

export interface PickerDialogProps {
  title: string
  /** The button that opens the picker. */
  triggerLabel: string
  /** Called as the picker opens, so it starts from the field's current value. */
  onOpen: () => void
  onApply: () => void
  /** Left of the footer buttons, e.g. "3 selected". */
  status?: ReactNode
  size?: 'md' | 'lg' | 'xl'
  testId: string
  children: ReactNode
}

/** The dialog frame every picker shares: trigger button, scrolling body, Cancel / Apply. */
export function PickerDialog(props: PickerDialogProps) {
  const { title, triggerLabel, onOpen, onApply, status, size = 'lg', testId, children } = props
  const { t } = useTranslation('search')
  const [open, setOpen] = useState(false)
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        if (e.open) onOpen()
        setOpen(e.open)
      }}
      size={size}
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Dialog.Trigger asChild>
        <Button variant="outline" size="md" flexShrink={0} data-testid={`${testId}-open`}>
          {triggerLabel}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <HStack justify="space-between" width="full">
                <Text fontSize="sm" color="fg.muted" aria-live="polite">
                  {status}
                </Text>
                <HStack gap="2">
                  <Dialog.ActionTrigger asChild>
                    <Button variant="outline">{t('pickers.cancel')}</Button>
                  </Dialog.ActionTrigger>
                  <Button
                    colorPalette="blue"
                    onClick={() => {
                      onApply()
                      setOpen(false)
                    }}
                    data-testid={`${testId}-apply`}
                  >
                    {t('pickers.apply')}
                  </Button>
                </HStack>
              </HStack>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('pickers.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
