import { Code, Heading, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

interface JsonPanelProps {
  title: ReactNode
  value: unknown
  /** Shown instead of the JSON when there is nothing to show. */
  empty: ReactNode
  testId: string
}

/** A titled block of pretty-printed JSON. */
export function JsonPanel({ title, value, empty, testId }: JsonPanelProps) {
  const isEmpty =
    value === undefined || (typeof value === 'object' && value !== null && Object.keys(value).length === 0)
  return (
    <Stack gap="2">
      <Heading size="sm">{title}</Heading>
      {isEmpty ? (
        <Text fontSize="sm" color="fg.muted">
          {empty}
        </Text>
      ) : (
        <Code data-testid={testId} display="block" whiteSpace="pre" overflowX="auto" p="3" fontSize="xs">
          {JSON.stringify(value, null, 2)}
        </Code>
      )}
    </Stack>
  )
}
