import { Box, Grid, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

export interface Fact {
  label: string
  value: ReactNode
  mono?: boolean
  testId?: string
}

/** Label/value pairs of a record in two (wide: four) aligned columns; empty values read "—". */
export function FactGrid({ facts }: { facts: readonly Fact[] }) {
  return (
    <Grid
      as="dl"
      templateColumns={{ base: 'auto 1fr', lg: 'auto 1fr auto 1fr' }}
      columnGap="4"
      rowGap="2"
      fontSize="sm"
    >
      {facts.map((f) => (
        <Box key={f.label} display="contents">
          <Text as="dt" color="fg.muted" whiteSpace="nowrap">
            {f.label}
          </Text>
          <Box as="dd" fontFamily={f.mono ? 'mono' : undefined} data-testid={f.testId} minW="0">
            {f.value === '' || f.value === null || f.value === undefined ? '—' : f.value}
          </Box>
        </Box>
      ))}
    </Grid>
  )
}
