import { Button, CloseButton, Dialog, HStack, Portal, Text } from '@chakra-ui/react'
import type { FormEvent, ReactElement, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/** The dialog's main button. */
export interface DialogSubmit {
  label: ReactNode
  /** What the button does when the dialog has no `onSubmit` (in a form dialog the button submits the form). */
  onClick?: () => void
  disabled?: boolean
  /** Replaces the label while the dialog is busy; without it the label stays, under a spinner. */
  loadingText?: ReactNode
  /** 'red' for an action that deletes or cannot be undone. */
  palette?: 'blue' | 'red'
  testId?: string
}

export interface FormDialogProps {
  open: boolean
  /** The user asked to close: Escape, the close button, cancel or (unless turned off) a click outside. Never while busy. */
  onClose: () => void
  title: ReactNode
  description?: ReactNode
  children?: ReactNode
  /** The main button. Without it the dialog is view-only: its one footer button (cancelLabel) closes it. */
  submit?: DialogSubmit
  /**
   * Makes header, body and footer one `<form noValidate>`: Enter in a field submits and the main button is
   * its submit button (pass react-hook-form's `handleSubmit(...)` result here).
   */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void | Promise<void>
  /** A save is running: the main button spins, and cancel, Escape, the close button and outside clicks do nothing. */
  busy?: boolean
  /** The footer button that closes without acting; common "Cancel" by default. */
  cancelLabel?: ReactNode
  /** The accessible name of the corner close button; common "Close" by default. */
  closeLabel?: string
  /** The corner close button (×); confirmations leave it out so Cancel takes the first focus. */
  closeButton?: boolean
  /** Left of the footer buttons ("3 selected"); read out as it changes. */
  status?: ReactNode
  /** More footer buttons, before cancel. */
  actions?: ReactNode
  /** Beside the title, e.g. a help toggle. */
  headerAction?: ReactNode
  size?: 'sm' | 'md' | 'lg' | 'xl'
  buttonSize?: 'sm' | 'md'
  placement?: 'top' | 'center'
  scrollBehavior?: 'inside' | 'outside'
  /** A click outside closes the dialog; by default yes, except for an alert dialog. */
  closeOnInteractOutside?: boolean
  role?: 'dialog' | 'alertdialog'
  /** data-testid of the dialog element. */
  testId?: string
  /** A button that opens the dialog (marked with aria-expanded and aria-controls); `onOpen` is called then. */
  trigger?: ReactElement
  onOpen?: () => void
  /** After the closing animation. */
  onExitComplete?: () => void
  /**
   * Where focus goes on close. By default it returns to the element that had it when the dialog opened (the
   * button that opened it); give this when that element may be gone by then.
   */
  finalFocusEl?: () => HTMLElement | null
}

/**
 * Every dialog of the portal: a title, a body, Cancel and a main button over Chakra's Dialog. Focus moves
 * into the dialog on opening, stays there, and goes back to the opening element on closing (Chakra's
 * restoreFocus); a busy dialog cannot be closed by the user until its save has answered. The body mounts
 * on opening and unmounts once closed (Chakra's lazyMount and unmountOnExit): state kept across openings
 * lives in the component that renders the dialog.
 */
export function FormDialog({
  open,
  onClose,
  title,
  description,
  children,
  submit,
  onSubmit,
  busy = false,
  cancelLabel,
  closeLabel,
  closeButton = true,
  status,
  actions,
  headerAction,
  size,
  buttonSize,
  placement,
  scrollBehavior,
  closeOnInteractOutside,
  role,
  testId,
  trigger,
  onOpen,
  onExitComplete,
  finalFocusEl,
}: FormDialogProps) {
  const { t } = useTranslation('common')
  const heading = <Dialog.Title>{title}</Dialog.Title>
  const sections = (
    <>
      <Dialog.Header>
        {headerAction ? (
          <HStack justify="space-between" w="full" pe="8">
            {heading}
            {headerAction}
          </HStack>
        ) : (
          heading
        )}
      </Dialog.Header>
      <Dialog.Body>
        {description ? (
          <Dialog.Description color="fg.muted" fontSize="sm" mb="3">
            {description}
          </Dialog.Description>
        ) : null}
        {children}
      </Dialog.Body>
      <Dialog.Footer
        justifyContent={status === undefined ? undefined : 'space-between'}
        gap="3"
        flexWrap="wrap"
      >
        {status === undefined ? null : (
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {status}
          </Text>
        )}
        <HStack gap="3" wrap="wrap" justify="flex-end">
          {actions}
          <Button variant="outline" size={buttonSize} disabled={busy} onClick={onClose}>
            {cancelLabel ?? t('actions.cancel')}
          </Button>
          {submit ? (
            <Button
              type={onSubmit ? 'submit' : 'button'}
              colorPalette={submit.palette ?? 'blue'}
              size={buttonSize}
              loading={busy}
              loadingText={submit.loadingText}
              disabled={submit.disabled}
              onClick={onSubmit ? undefined : submit.onClick}
              data-testid={submit.testId}
            >
              {submit.label}
            </Button>
          ) : null}
        </HStack>
      </Dialog.Footer>
    </>
  )

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        if (e.open) onOpen?.()
        else if (!busy) onClose()
      }}
      size={size}
      placement={placement}
      scrollBehavior={scrollBehavior}
      role={role}
      closeOnEscape={!busy}
      // An alert dialog waits for an answer: a click beside it does not dismiss it (Chakra's own default).
      closeOnInteractOutside={(closeOnInteractOutside ?? role !== 'alertdialog') && !busy}
      onExitComplete={onExitComplete}
      finalFocusEl={finalFocusEl}
    >
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Portal>
        <Dialog.Backdrop />
        {/* The dialog never touches the screen's edges; on a phone a top-placed one starts 0.75rem down, not 4rem. */}
        <Dialog.Positioner px={{ base: '3', md: '6' }}>
          <Dialog.Content
            data-testid={testId}
            my={placement === 'center' ? undefined : { base: '3', md: 'var(--dialog-base-margin)' }}
          >
            {onSubmit ? (
              // display: contents keeps header, body and footer the content's own flex children, so a long
              // body still scrolls between a fixed header and footer.
              <form noValidate onSubmit={(event) => void onSubmit(event)} style={{ display: 'contents' }}>
                {sections}
              </form>
            ) : (
              sections
            )}
            {closeButton ? (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={closeLabel ?? t('actions.close')} disabled={busy} />
              </Dialog.CloseTrigger>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
