import { NativeSelect } from '@chakra-ui/react'
import { forwardRef, type ComponentPropsWithoutRef } from 'react'

/** One choice: its value and what it reads. */
export type SelectOption = readonly [value: string, label: string]

export interface OptionSelectProps extends Omit<ComponentPropsWithoutRef<'select'>, 'size' | 'children'> {
  options: readonly SelectOption[]
  /** A first choice with the empty value ("Any", "Choose…"), when given. */
  emptyLabel?: string
  size?: 'xs' | 'sm' | 'md'
  testId?: string
}

/**
 * A native select in the kit's look over a list of [value, label] choices: the filter bars, and any field that
 * picks one of a few values. Controlled (value, onChange) or registered with react-hook-form (the ref).
 */
export const OptionSelect = forwardRef<HTMLSelectElement, OptionSelectProps>(function OptionSelect(
  { options, emptyLabel, size = 'sm', testId, disabled, ...field },
  ref,
) {
  return (
    <NativeSelect.Root size={size} disabled={disabled}>
      <NativeSelect.Field ref={ref} data-testid={testId} {...field}>
        {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
        {options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  )
})
