import { Heading, HStack, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

export interface PageHeaderProps {
  title: string
  description: string
  /** Under the description (a note on rates, a date). */
  note?: ReactNode
  /** At the right: buttons or links to related pages. */
  aside?: ReactNode
  mb?: string
}

/** The title block a page opens with: its h1, one line on what it is for, and what sits beside it. */
export function PageHeader({ title, description, note, aside, mb }: PageHeaderProps) {
  return (
    <HStack justify="space-between" align="flex-end" wrap="wrap" gap="3" mb={mb}>
      <Stack gap="1" maxW="3xl">
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {description}
        </Text>
        {note}
      </Stack>
      {aside}
    </HStack>
  )
}
