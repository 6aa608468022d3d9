/*
 * The sign-in pages' form controls, in plain HTML and a CSS module: /auth loads without Chakra to stay within
 * its first-load budget (`npm run size`, 180 kB gzip). Only src/ui/auth and the kit's own sign-in inputs
 * (captcha, SMS code) use them; every other page uses FormField (form-field.tsx), over Chakra's Field.
 */
import { createContext, use, useId, type ComponentProps, type ReactNode } from 'react'
import type { Message } from '../../domain/message-key'
import styles from './form.module.css'
import { useMessage } from './message'

interface FieldState {
  id: string
  describedBy?: string
  invalid: boolean
  required?: boolean
  disabled?: boolean
}

const FieldContext = createContext<FieldState | null>(null)

/**
 * The attributes that tie a control to the PlainFormField around it: the id its label points at, the error or
 * helper text that describes it, and its invalid/required state. Outside a PlainFormField: nothing.
 */
export function useFieldControl() {
  const field = use(FieldContext)
  if (!field) return {}
  return {
    id: field.id,
    'aria-describedby': field.describedBy,
    'aria-invalid': field.invalid || undefined,
    'aria-required': field.required || undefined,
    disabled: field.disabled || undefined,
  }
}

/** A text input in the kit's look; inside a PlainFormField it takes the field's id, state and description. */
export function TextInput({ className, ...props }: ComponentProps<'input'>) {
  const control = useFieldControl()
  return (
    <input className={className ? `${styles.input} ${className}` : styles.input} {...control} {...props} />
  )
}

export interface PlainFormFieldProps {
  label: ReactNode
  /** A rule's key ('validation:required') or the server's words; a form library's error via useFieldMessage(). */
  error?: Message
  required?: boolean
  helperText?: ReactNode
  disabled?: boolean
  children: ReactNode
}

/** A labelled form control with its helper text and (translated) error message, without Chakra (sign-in pages). */
export function PlainFormField({
  label,
  error,
  required,
  helperText,
  disabled,
  children,
}: PlainFormFieldProps) {
  const message = useMessage()(error)
  const id = useId()
  const noteId = `${id}-note`
  const hasNote = Boolean(message) || Boolean(helperText)
  const state: FieldState = {
    id,
    describedBy: hasNote ? noteId : undefined,
    invalid: Boolean(message),
    required,
    disabled,
  }
  return (
    <div
      className={styles.field}
      data-invalid={message ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
    >
      <label className={styles.label} htmlFor={id}>
        {label}
        {required && (
          <span className={styles.requiredMark} aria-hidden="true">
            *
          </span>
        )}
      </label>
      <FieldContext value={state}>{children}</FieldContext>
      {message ? (
        <p id={noteId} className={styles.error}>
          {message}
        </p>
      ) : (
        helperText && (
          <p id={noteId} className={styles.helper}>
            {helperText}
          </p>
        )
      )}
    </div>
  )
}

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: 'solid' | 'outline' | 'ghost'
  size?: 'md' | 'lg'
  /** Shows a spinner and disables the button while an action runs. */
  loading?: boolean
}

/** A button in the kit's look: solid blue (the default), outlined or plain. */
export function Button({
  variant = 'solid',
  size = 'md',
  loading,
  disabled,
  className,
  children,
  type = 'button',
  ...props
}: ButtonProps) {
  const classes = [styles.button, styles[variant], size === 'lg' && styles.large, className]
  return (
    <button
      type={type}
      className={classes.filter(Boolean).join(' ')}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  )
}

/** A small spinning ring (decorative unless given a label). */
export function Spinner({ label }: { label?: string }) {
  return (
    <span
      className={styles.spinner}
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    />
  )
}
