import { Grid, Text } from '@chakra-ui/react'

/** Label and value rows of a party (assignor, assignee), two columns on wide screens. */
export function PartyLines({ rows, testId }: { rows: readonly [string, string][]; testId: string }) {
  return (
    <Grid
      as="dl"
      templateColumns={{ base: '1fr', md: '10rem minmax(0, 1fr)' }}
      columnGap="4"
      rowGap="1"
      data-testid={testId}
    >
      {rows
        .filter(([, value]) => value.trim() !== '')
        .map(([label, value]) => (
          <Grid key={label} display="contents">
            <Text as="dt" fontSize="sm" color="fg.muted">
              {label}
            </Text>
            <Text as="dd" fontSize="sm" overflowWrap="anywhere" mb={{ base: '2', md: '0' }}>
              {value}
            </Text>
          </Grid>
        ))}
    </Grid>
  )
}
