import { Box, Grid, Input } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import type { MessageKey } from '../../../domain/message-key'
import { FormField } from '../../kit/form-field'
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
  // The action sits outside the field: controls inside a field take its ids, and a picker's checkboxes
  // would then label the text input instead of themselves.
  return (
    <Grid templateColumns={action ? '1fr auto' : '1fr'} columnGap="2" data-testid={`${testId}-field`}>
      <FormField
        label={label}
        error={error}
        errorTestId={`${testId}-error`}
        helperText={helper}
        disabled={disabled}
        minW="0"
      >
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
      </FormField>
      {/* Lines the button up with the input, below the label. */}
      {action ? <Box pt="26px">{action}</Box> : null}
    </Grid>
  )
}
