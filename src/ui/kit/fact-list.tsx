import { Box } from '@chakra-ui/react'
import type { ReactNode } from 'react'

const FACTS_CSS = {
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'minmax(7rem, max-content) 1fr' },
  columnGap: '4',
  rowGap: '1',
  fontSize: 'sm',
  margin: 0,
  '& dt': { color: 'fg.muted' },
  '& dd': { margin: 0, overflowWrap: 'anywhere', marginBottom: { base: '2', sm: 0 } },
} as const

/** Label and value pairs (a party, a filed service), two columns on wide screens; empty values are left out. */
export function FactList({ rows, testId }: { rows: [label: string, value: ReactNode][]; testId?: string }) {
  return (
    <Box as="dl" css={FACTS_CSS} data-testid={testId}>
      {rows
        .filter(([, value]) => value !== '' && value !== null && value !== undefined)
        .map(([label, value]) => (
          <Box key={label} display="contents">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Box>
        ))}
    </Box>
  )
}
