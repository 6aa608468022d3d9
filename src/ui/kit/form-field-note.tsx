import { Field } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useErrorText } from './error-text'

export interface FormFieldNoteProps {
  /** A rule's i18n key ('validation:required') or a server message already in the user's language. */
  error?: string | null
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
  const errorText = useErrorText()
  const message = errorText(error ?? undefined)
  if (message) return <Field.ErrorText data-testid={errorTestId}>{message}</Field.ErrorText>
  if (!helperText) return null
  return (
    <Field.HelperText color={helperWarning ? 'fg.warning' : undefined} data-testid={helperTestId}>
      {helperText}
    </Field.HelperText>
  )
}
