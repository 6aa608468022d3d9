import { Field } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useErrorText } from './error-text'

// The hook lives in a Chakra-free module for the sign-in pages; the app pages keep importing it from here.
export { useErrorText }

export interface FormFieldProps extends Omit<Field.RootProps, 'children' | 'label' | 'invalid'> {
  /** Left out when the control names itself (aria-label) or a heading outside does. */
  label?: ReactNode
  /** A rule's i18n key ('validation:required') or a server message already in the user's language. */
  error?: string | null
  /** Invalid without a message here (it shows elsewhere); by default the field is invalid when it has an error. */
  invalid?: boolean
  /** Shown under the control while there is no error. */
  helperText?: ReactNode
  /** The helper text is a caution (amber), e.g. "check the language". */
  helperWarning?: boolean
  helperTestId?: string
  errorTestId?: string
  /** The id of a control Chakra does not wire itself (a plain `<input>`), so the label points at it. */
  controlId?: string
  children: ReactNode
}

/**
 * A labelled control over Chakra's Field: the label (with the red mark when required) points at the control,
 * the helper text or the translated error describes it, and Chakra's Input, Textarea and NativeSelect inside
 * take the field's invalid, required and disabled state. Layout props (w, maxW, gridColumn...) and
 * data-testid go to the field's root.
 */
export function FormField({
  label,
  error,
  invalid,
  helperText,
  helperWarning,
  helperTestId,
  errorTestId,
  controlId,
  children,
  ...root
}: FormFieldProps) {
  const errorText = useErrorText()
  const message = errorText(error ?? undefined)
  return (
    <Field.Root
      invalid={invalid ?? Boolean(message)}
      // Ark's field takes `id` as its control's id (its label points there; `ids.control` names the root).
      id={controlId}
      {...root}
    >
      {label ? (
        <Field.Label>
          {label}
          <Field.RequiredIndicator />
        </Field.Label>
      ) : null}
      {children}
      {message ? (
        <Field.ErrorText data-testid={errorTestId}>{message}</Field.ErrorText>
      ) : helperText ? (
        <Field.HelperText color={helperWarning ? 'fg.warning' : undefined} data-testid={helperTestId}>
          {helperText}
        </Field.HelperText>
      ) : null}
    </Field.Root>
  )
}
