import { Container, Heading, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/** The frame of the payment pages: a title, a line under it and the content. */
export function PageFrame({
  title,
  intro,
  children,
  testId,
}: {
  title: string
  intro?: ReactNode
  children: ReactNode
  testId?: string
}) {
  return (
    <Container maxW="6xl" py="6" data-testid={testId}>
      <Stack gap="5">
        <Stack gap="1">
          <Heading as="h1" size="xl">
            {title}
          </Heading>
          {intro ? (
            <Text color="fg.muted" fontSize="sm">
              {intro}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </Container>
  )
}
