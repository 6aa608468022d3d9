import { Field, HStack, RadioGroup, Text } from '@chakra-ui/react'
import { useId, type ReactNode } from 'react'

export interface RadioChoiceProps<T extends string> {
  label: string
  value: T
  options: readonly { value: T; label: string }[]
  onChange: (value: T) => void
  helper?: ReactNode
  testId: string
}

/** A labelled row of radio buttons (mark type, colour, yes/no questions). */
export function RadioChoice<T extends string>({
  label,
  value,
  options,
  onChange,
  helper,
  testId,
}: RadioChoiceProps<T>) {
  const labelId = useId()
  return (
    <Field.Root>
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
      {helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
    </Field.Root>
  )
}
