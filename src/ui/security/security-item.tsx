import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

export interface SecurityItemProps {
  title: string
  description: string
  /** What is set now: a masked contact, "Bound", "Set". */
  value: ReactNode
  /** Whether the protection is in place (green) or missing (grey). */
  set: boolean
  /** The buttons or links that change it. */
  actions: ReactNode
  testId: string
}

/** One row of the security page: what it is, what is set now, and how to change it. */
export function SecurityItem({ title, description, value, set, actions, testId }: SecurityItemProps) {
  return (
    <Box
      as="li"
      listStyleType="none"
      py="4"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: 0 }}
      data-testid={testId}
    >
      <HStack justify="space-between" align="center" gap="4" wrap="wrap">
        <Stack gap="1" minW="0" flex="1 1 18rem">
          <HStack gap="2" wrap="wrap">
            <Text as="h3" fontWeight="semibold">
              {title}
            </Text>
            <Badge colorPalette={set ? 'green' : 'gray'} data-testid={`${testId}-value`}>
              {value}
            </Badge>
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {description}
          </Text>
        </Stack>
        <HStack gap="2">{actions}</HStack>
      </HStack>
    </Box>
  )
}
