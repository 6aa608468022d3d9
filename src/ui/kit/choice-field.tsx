import { HStack, RadioGroup, Text } from '@chakra-ui/react'
import { useId, type ReactNode } from 'react'
import { FormField } from './form-field'

export interface ChoiceFieldProps<T extends string> {
  label: string
  value: T
  options: readonly { value: T; label: string }[]
  onChange: (value: T) => void
  helper?: ReactNode
  testId: string
  /** Take the row's full width (form rows) instead of the group's own (inline filters). */
  fullWidth?: boolean
}

/** A labelled row of radio buttons (search mode and class scope; mark type, colour, yes/no questions). */
export function ChoiceField<T extends string>({
  label,
  value,
  options,
  onChange,
  helper,
  testId,
  fullWidth = false,
}: ChoiceFieldProps<T>) {
  const labelId = useId()
  return (
    // The radio group is named by this text (aria-labelledby): a <label> would point at one radio only.
    <FormField width={fullWidth ? undefined : 'auto'} helperText={helper}>
      <Text id={labelId} fontSize="sm" fontWeight="medium">
        {label}
      </Text>
      <RadioGroup.Root
        size="sm"
        colorPalette="blue"
        value={value}
        onValueChange={(e) => {
          const next = options.find((option) => option.value === e.value)
          if (next) onChange(next.value)
        }}
        aria-labelledby={labelId}
        data-testid={testId}
      >
        <HStack gap="5" wrap="wrap">
          {options.map((option) => (
            <RadioGroup.Item
              key={option.value}
              value={option.value}
              data-testid={`${testId}-${option.value}`}
            >
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </HStack>
      </RadioGroup.Root>
    </FormField>
  )
}
