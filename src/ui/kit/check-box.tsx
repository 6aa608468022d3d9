import { Checkbox } from '@chakra-ui/react'
import type { ReactNode } from 'react'

export interface CheckBoxProps {
  checked: boolean
  onChange: (checked: boolean) => void
  children: ReactNode
  invalid?: boolean
  disabled?: boolean
  size?: 'sm' | 'md'
  testId?: string
}

/** One labelled checkbox in the kit's look: it answers a plain boolean (Chakra's "indeterminate" never reaches it). */
export function CheckBox({ checked, onChange, children, invalid, disabled, size, testId }: CheckBoxProps) {
  return (
    <Checkbox.Root
      size={size}
      checked={checked}
      invalid={invalid}
      disabled={disabled}
      onCheckedChange={(e) => onChange(e.checked === true)}
      data-testid={testId}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{children}</Checkbox.Label>
    </Checkbox.Root>
  )
}
