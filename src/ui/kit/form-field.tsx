import { Field } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/** An i18n key like 'validation:mobile' (namespace, colon, dotted key, no spaces) rather than a ready message. */
const I18N_KEY = /^[a-z][\w-]*:[\w.-]+$/i

/**
 * Turns a form error into the words to show: schema messages are i18n keys, server messages arrive already
 * translated and are shown as they are.
 */
export function useErrorText(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation()
  // The keys come from schemas at run time, so they cannot be checked against the typed key list.
  const translate = t as unknown as (key: string) => string
  return (message) => (message && I18N_KEY.test(message) ? translate(message) : message)
}

export interface FormFieldProps {
  label: ReactNode
  /** An i18n key ('validation:required') or a message already in the user's language. */
  error?: string
  required?: boolean
  helperText?: ReactNode
  disabled?: boolean
  children: ReactNode
}

/** A labelled form control with its helper text and (translated) error message. */
export function FormField({ label, error, required, helperText, disabled, children }: FormFieldProps) {
  const errorText = useErrorText()
  const message = errorText(error)
  return (
    <Field.Root invalid={Boolean(message)} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {message ? (
        <Field.ErrorText>{message}</Field.ErrorText>
      ) : (
        helperText && <Field.HelperText>{helperText}</Field.HelperText>
      )}
    </Field.Root>
  )
}
