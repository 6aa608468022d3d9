import { Checkbox, Fieldset, Wrap } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import type { MessageKey } from '../../../domain/message-key'
import { useMessage } from '../../kit/message'

export interface CheckOption<T> {
  value: T
  label: string
}

export interface CheckGroupProps<T> {
  legend: string
  options: readonly CheckOption<T>[]
  isChecked: (value: T) => boolean
  onToggle: (value: T, checked: boolean) => void
  helper?: string
  error?: MessageKey
  /** Extra controls after the options, e.g. "all" and "default" shortcuts. */
  actions?: ReactNode
  testId: string
}

/** A labelled row of checkboxes (statuses, similarity levels). */
export function CheckGroup<T extends string | number>(props: CheckGroupProps<T>) {
  const { legend, options, isChecked, onToggle, helper, error, actions, testId } = props
  const errorText = useMessage()
  const message = errorText(error)
  return (
    <Fieldset.Root invalid={Boolean(message)} data-testid={testId}>
      <Fieldset.Legend fontSize="sm" fontWeight="medium">
        {legend}
      </Fieldset.Legend>
      <Wrap gap="4" align="center">
        {options.map((option) => (
          <Checkbox.Root
            key={option.value}
            size="sm"
            colorPalette="blue"
            checked={isChecked(option.value)}
            onCheckedChange={(e) => onToggle(option.value, e.checked === true)}
            data-testid={`${testId}-${option.value}`}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label fontWeight="normal">{option.label}</Checkbox.Label>
          </Checkbox.Root>
        ))}
        {actions}
      </Wrap>
      {message ? (
        <Fieldset.ErrorText fontSize="xs">{message}</Fieldset.ErrorText>
      ) : helper ? (
        <Fieldset.HelperText fontSize="xs">{helper}</Fieldset.HelperText>
      ) : null}
    </Fieldset.Root>
  )
}
