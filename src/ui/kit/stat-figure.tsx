import { Card, LinkBox, Stat } from '@chakra-ui/react'
import type { ReactNode } from 'react'

export interface StatFigureProps {
  label: ReactNode
  /** The figure, or what stands in for it (a skeleton while loading, a retry button after an error). */
  value: ReactNode
  help?: ReactNode
  /** Colour of the value, e.g. red when something is overdue. */
  tone?: string
  testId?: string
  /** The label holds a LinkOverlay: the whole card opens it. */
  linked?: boolean
}

/**
 * One figure on a card: its label, value and help text as one definition-list group. A `dl` may hold only
 * `dt` and `dd` (WCAG 1.3.1, axe "definition-list"), so the help text is a second `dd`, not Chakra's `span`.
 */
export function StatFigure({ label, value, help, tone, testId, linked = false }: StatFigureProps) {
  const body = (
    <Card.Body>
      <Stat.Root>
        <Stat.Label>{label}</Stat.Label>
        <Stat.ValueText color={tone} fontVariantNumeric="tabular-nums">
          {value}
        </Stat.ValueText>
        {help ? (
          <Stat.HelpText asChild>
            <dd>{help}</dd>
          </Stat.HelpText>
        ) : null}
      </Stat.Root>
    </Card.Body>
  )
  return linked ? (
    <Card.Root asChild size="sm" data-testid={testId} _hover={{ borderColor: 'blue.muted', shadow: 'sm' }}>
      <LinkBox>{body}</LinkBox>
    </Card.Root>
  ) : (
    <Card.Root size="sm" data-testid={testId}>
      {body}
    </Card.Root>
  )
}
