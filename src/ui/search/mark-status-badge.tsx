import { Badge } from '@chakra-ui/react'
import { trademarkStatusLabel } from '../../domain/trademark-status'
import { useRootState } from '../../state/root'

/**
 * Colour per §4 status id: live rights green, lost rights grey, published blue, contested orange, pending
 * (China and abroad) purple. One palette for China (1–8) and other countries (9–12) so lists mixing both
 * read alike.
 */
const PALETTE: Record<number, string> = {
  1: 'green',
  10: 'green',
  2: 'gray',
  9: 'gray',
  3: 'blue',
  11: 'blue',
  4: 'orange',
  5: 'orange',
  7: 'orange',
  6: 'purple',
  12: 'purple',
  8: 'gray',
}

// Long statuses ('Pending cancellation or invalidation') end in an ellipsis in narrow places; the title has all.
const ONE_LINE = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const

/** A mark's status (overview §4) in the current language; an unknown id shows as its number. */
export function MarkStatusBadge({ status }: { status: number }) {
  const { lang } = useRootState()
  const label = trademarkStatusLabel(status)
  const text = label ? (lang === 'en' ? label.en : label.zh) : String(status)
  return (
    <Badge
      colorPalette={PALETTE[status] ?? 'gray'}
      variant="subtle"
      maxWidth="full"
      title={text}
      data-status={status}
    >
      <span style={ONE_LINE}>{text}</span>
    </Badge>
  )
}
