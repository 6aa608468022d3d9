import { Field } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { FormFieldNote, type FormFieldNoteProps } from './form-field-note'

export interface FormFieldProps
  extends Omit<Field.RootProps, 'children' | 'label' | 'invalid'>, FormFieldNoteProps {
  /** Left out when the control names itself (aria-label) or a heading outside does. */
  label?: ReactNode
  /** Invalid without a message here (it shows elsewhere); by default the field is invalid when it has an error. */
  invalid?: boolean
  /** The id of a control Chakra does not wire itself (a plain `<input>`), so the label points at it. */
  controlId?: string
  children: ReactNode
}

/**
 * A labelled control over Chakra's Field: the label (with the red mark when required) points at the control,
 * the helper text or the translated error describes it, and Chakra's Input, Textarea and NativeSelect inside
 * take the field's invalid, required and disabled state. Layout props (w, maxW, gridColumn...) and
 * data-testid go to the field's root. The error or helper line is FormFieldNote, rendered last.
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
  return (
    <Field.Root
      invalid={invalid ?? Boolean(error)}
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
      <FormFieldNote
        error={error}
        helperText={helperText}
        helperWarning={helperWarning}
        helperTestId={helperTestId}
        errorTestId={errorTestId}
      />
    </Field.Root>
  )
}
