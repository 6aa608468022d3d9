import { Card, Heading, HStack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

export interface HomePanelProps {
  title: string
  description?: string
  /** Controls at the right of the header, e.g. filter chips. */
  actions?: ReactNode
  children: ReactNode
  testId?: string
}

/** A titled dashboard card; its heading names the region for screen readers. */
export function HomePanel({ title, description, actions, children, testId }: HomePanelProps) {
  return (
    <Card.Root as="section" aria-label={title} data-testid={testId} minW="0">
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
