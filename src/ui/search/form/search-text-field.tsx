import { Box, Field, Grid, Input } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import type { MessageKey } from '../../../domain/message-key'
import { useMessage } from '../../kit/message'
import { normaliseText } from './form-rules'

export interface SearchTextFieldProps {
  label: string
  value: string
  onChange: (value: string) => void
  /** e.g. 'validation:specialCharacters'. */
  error?: MessageKey
  helper?: string
  placeholder?: string
  disabled?: boolean
  /** A button beside the input, e.g. a picker. */
  action?: ReactNode
  testId: string
}

/**
 * A search criterion typed by the user. Leaving the field shows the value as it will be searched:
 * full-width letters, digits and semicolons typed with a Chinese IME become half-width.
 */
export function SearchTextField(props: SearchTextFieldProps) {
  const { label, value, onChange, error, helper, placeholder, disabled, action, testId } = props
  const errorText = useMessage()
  const message = errorText(error)
  // The action sits outside Field.Root: controls inside a field take its ids, and a picker's checkboxes
  // would then label the text input instead of themselves.
  return (
    <Grid templateColumns={action ? '1fr auto' : '1fr'} columnGap="2" data-testid={`${testId}-field`}>
      <Field.Root invalid={Boolean(message)} disabled={disabled} minW="0">
        <Field.Label>{label}</Field.Label>
        <Input
          value={value}
          placeholder={placeholder}
          onChange={(e) => onChange(e.target.value)}
          onBlur={() => {
            const normalised = normaliseText(value)
            if (normalised !== value) onChange(normalised)
          }}
          autoComplete="off"
          data-testid={testId}
        />
        {message ? (
          <Field.ErrorText data-testid={`${testId}-error`}>{message}</Field.ErrorText>
        ) : helper ? (
          <Field.HelperText>{helper}</Field.HelperText>
        ) : null}
      </Field.Root>
      {/* Lines the button up with the input, below the label. */}
      {action ? <Box pt="26px">{action}</Box> : null}
    </Grid>
  )
}
