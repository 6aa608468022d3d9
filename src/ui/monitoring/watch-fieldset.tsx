import { Fieldset, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import type { Message } from '../../domain/message-key'
import { useMessage } from '../kit/message'

/**
 * A group of controls under one legend with its error or helper line: a Field would give every checkbox inside
 * the field's own label and id, so the offices and classes are a fieldset instead.
 */
export function WatchFieldset({
  legend,
  required,
  error,
  helperText,
  testId,
  children,
}: {
  legend: string
  required?: boolean
  error?: Message | null
  helperText?: string
  testId?: string
  children: ReactNode
}) {
  const message = useMessage()(error)
  return (
    <Fieldset.Root invalid={Boolean(message)} data-testid={testId} gap="2">
      <Fieldset.Legend fontSize="sm" fontWeight="medium">
        {legend}
        {required ? (
          <Text as="span" color="fg.error" ms="1" aria-hidden>
            *
          </Text>
        ) : null}
      </Fieldset.Legend>
      {children}
      {message ? (
        <Fieldset.ErrorText fontSize="xs">{message}</Fieldset.ErrorText>
      ) : helperText ? (
        <Fieldset.HelperText fontSize="xs">{helperText}</Fieldset.HelperText>
      ) : null}
    </Fieldset.Root>
  )
}
