import { Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { FormDialog } from './form-dialog'

export interface ConfirmDialogProps {
  open: boolean
  /** Cancel or Escape (never while busy). */
  onClose: () => void
  title: ReactNode
  /** The question, naming what is affected ("Delete order 2026…?"). */
  message: ReactNode
  confirmLabel: ReactNode
  onConfirm: () => void
  /** The action is running: the button spins and the dialog cannot be dismissed. */
  busy?: boolean
  /** Red confirm button, for what deletes or cannot be undone (the default). */
  danger?: boolean
  cancelLabel?: ReactNode
  testId?: string
  confirmTestId?: string
}

/**
 * Asks before an action: an alert dialog with the question, Cancel (focused first, so Enter does not
 * confirm by accident) and the action. It has no corner close button: Escape and Cancel close it.
 */
export function ConfirmDialog({
  open,
  onClose,
  title,
  message,
  confirmLabel,
  onConfirm,
  busy,
  danger = true,
  cancelLabel,
  testId,
  confirmTestId,
}: ConfirmDialogProps) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={title}
      role="alertdialog"
      placement="center"
      closeButton={false}
      busy={busy}
      cancelLabel={cancelLabel}
      testId={testId}
      submit={{
        label: confirmLabel,
        onClick: onConfirm,
        palette: danger ? 'red' : 'blue',
        testId: confirmTestId,
      }}
    >
      <Text>{message}</Text>
    </FormDialog>
  )
}
