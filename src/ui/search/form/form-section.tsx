import { Card, Heading, Stack } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/** A titled block of a search form. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-label={title} size="sm" variant="outline">
      <Card.Header pb="0">
        <Heading as="h2" size="sm">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">{children}</Stack>
      </Card.Body>
    </Card.Root>
  )
}
