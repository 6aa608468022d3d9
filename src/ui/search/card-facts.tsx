import { Box, Grid, Text } from '@chakra-ui/react'

/** [label, value, monospace] */
export type CardFact = readonly [string, string, boolean]

/** Label/value pairs of a result card, aligned in two columns. */
export function CardFacts({ facts }: { facts: readonly CardFact[] }) {
  return (
    <Grid as="dl" templateColumns="auto 1fr" columnGap="2" rowGap="0.5" fontSize="xs">
      {facts.map(([label, value, mono]) => (
        <Box key={label} display="contents">
          <Text as="dt" color="fg.muted" whiteSpace="nowrap">
            {label}
          </Text>
          <Text as="dd" lineClamp={1} title={value} fontFamily={mono ? 'mono' : undefined}>
            {value}
          </Text>
        </Box>
      ))}
    </Grid>
  )
}
