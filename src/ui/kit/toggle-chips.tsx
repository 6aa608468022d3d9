import { Button, HStack } from '@chakra-ui/react'
import type { ReactNode } from 'react'

export interface ToggleChipsProps<T extends string | undefined> {
  /** The choices in order; `undefined` stands for "all" where a list filter has one. */
  options: readonly T[]
  value: T
  onChange: (value: T) => void
  /** The words of one choice (with its count, where the page has one). */
  text: (value: T) => ReactNode
  /** What the group chooses, for screen readers (a filter's name). */
  label: string
  size?: 'xs' | 'sm'
  /** The test id of one choice (`deadline-filter-overdue`). */
  testIdOf?: (value: T) => string
  testId?: string
  rounded?: boolean
}

/**
 * One choice among a few, as a row of pressed/unpressed buttons (a list's status filter, a region): the chosen
 * one solid and blue, each saying whether it is pressed. Every filter row of the portal is this.
 */
export function ToggleChips<T extends string | undefined>({
  options,
  value,
  onChange,
  text,
  label,
  size = 'xs',
  testIdOf,
  testId,
  rounded = true,
}: ToggleChipsProps<T>) {
  return (
    <HStack gap="2" wrap="wrap" role="group" aria-label={label} data-testid={testId}>
      {options.map((option) => (
        <Button
          key={option ?? 'all'}
          size={size}
          rounded={rounded ? 'full' : undefined}
          variant={option === value ? 'solid' : 'outline'}
          colorPalette={option === value ? 'blue' : 'gray'}
          aria-pressed={option === value}
          onClick={() => onChange(option)}
          data-testid={testIdOf?.(option)}
        >
          {text(option)}
        </Button>
      ))}
    </HStack>
  )
}
