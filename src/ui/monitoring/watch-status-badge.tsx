import { Badge } from '@chakra-ui/react'
import type { WatchStatus } from '../../api/schemas/monitoring'
import { useWatchText } from './use-watch-text'

const PALETTE: Record<WatchStatus, string> = {
  trial: 'cyan',
  unpaid: 'orange',
  active: 'green',
  stopped: 'gray',
  expired: 'red',
}

/** A watch's status as a coloured badge. */
export function WatchStatusBadge({ status }: { status: WatchStatus }) {
  const { t } = useWatchText()
  return (
    <Badge colorPalette={PALETTE[status]} data-testid="watch-status" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  )
}
