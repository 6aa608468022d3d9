import { Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { Hit } from '../../api/schemas/monitoring'
import { formatDate } from '../../domain/format'
import { useRootState } from '../../state/root'
import { deadlineTone } from './result-rules'

/**
 * A hit's opposition deadline and the days left (Beijing): red within 15 days, grey once passed; "no
 * opposition period" for a notice. Stacked on the result cards, on one line in the report's table.
 */
export function HitDeadline({
  hit,
  inline = false,
}: {
  hit: Pick<Hit, 'oppositionDeadline' | 'daysLeft'>
  inline?: boolean
}) {
  const { t } = useTranslation('watchResults')
  const { lang } = useRootState()
  if (!hit.oppositionDeadline) return <Text color="fg.muted">{t('hit.noDeadline')}</Text>
  const tone = deadlineTone(hit.daysLeft)
  const left = tone === 'passed' ? t('hit.deadlinePassed') : t('hit.daysLeft', { count: hit.daysLeft ?? 0 })
  // In the report's table the column already says what the date is.
  const day = formatDate(hit.oppositionDeadline, lang)
  const date = inline ? day : t('hit.deadline', { date: day })
  return (
    <Text
      color={tone === 'urgent' ? 'red.fg' : tone === 'passed' ? 'fg.subtle' : undefined}
      fontWeight={tone === 'urgent' ? 'semibold' : undefined}
      data-testid="hit-deadline"
      data-tone={tone}
    >
      {date}
      {inline ? ' · ' : <br />}
      {left}
    </Text>
  )
}
