import { Field } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import type { Message } from '../../domain/message-key'
import { useMessage } from './message'

export interface FormFieldNoteProps {
  /** A rule's key ('validation:required') or the server's words; a form library's error via useFieldMessage(). */
  error?: Message | null
  /** Shown while there is no error. */
  helperText?: ReactNode
  /** The helper text is a caution (amber), e.g. "check the language". */
  helperWarning?: boolean
  helperTestId?: string
  errorTestId?: string
}

/**
 * The line under a field: its translated error, or else its helper text, tied to the control by Chakra's
 * Field. FormField renders it last; a field whose layout puts it elsewhere (beside a preview) renders it
 * itself inside the FormField, whose `invalid` it then sets.
 */
export function FormFieldNote({
  error,
  helperText,
  helperWarning,
  helperTestId,
  errorTestId,
}: FormFieldNoteProps) {
  const message = useMessage()(error)
  if (message) return <Field.ErrorText data-testid={errorTestId}>{message}</Field.ErrorText>
  if (!helperText) return null
  return (
    <Field.HelperText color={helperWarning ? 'fg.warning' : undefined} data-testid={helperTestId}>
      {helperText}
    </Field.HelperText>
  )
}
