import { Card, Heading, HStack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

export interface RecordSectionProps {
  title: string
  description?: string
  /** Links or buttons at the right of the heading. */
  actions?: ReactNode
  testId?: string
  children: ReactNode
}

/** A titled block of a record page; its heading names the region for screen readers. */
export function RecordSection({ title, description, actions, testId, children }: RecordSectionProps) {
  return (
    <Card.Root as="section" aria-label={title} data-testid={testId} size="sm" minW="0">
      <Card.Header>
        <HStack justify="space-between" align="flex-start" wrap="wrap" gap="3">
          <div>
            <Heading as="h2" size="md">
              {title}
            </Heading>
            {description ? (
              <Text color="fg.muted" fontSize="sm" mt="1">
                {description}
              </Text>
            ) : null}
          </div>
          {actions}
        </HStack>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  )
}
