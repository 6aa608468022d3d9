import { Card, Heading, HStack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

export interface SectionCardProps {
  title: string
  description?: string
  /** Links, buttons or filter chips at the right of the heading. */
  actions?: ReactNode
  testId?: string
  /** 'sm' for dense record pages. */
  size?: 'sm' | 'md'
  children: ReactNode
}

/** A titled card section; its heading names the region for screen readers. */
export function SectionCard({
  title,
  description,
  actions,
  testId,
  size = 'md',
  children,
}: SectionCardProps) {
  return (
    <Card.Root as="section" aria-label={title} data-testid={testId} size={size} minW="0">
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
