import { Badge, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { DeadlineRow } from '../../api/schemas/cases-deadlines'
import { isOverdue, useDeadlineText } from './deadline-text'

/** Open, overdue or done (with who, when and the note). */
export function DeadlineStatus({ row }: { row: DeadlineRow }) {
  const { t } = useTranslation('deadlines')
  const text = useDeadlineText()
  if (!row.done)
    return isOverdue(row) ? (
      <Badge colorPalette="red">{t('status.overdue')}</Badge>
    ) : (
      <Badge colorPalette="blue">{t('status.open')}</Badge>
    )
  return (
    <Stack gap="0.5" data-testid="deadline-done">
      <Badge colorPalette="green" alignSelf="flex-start">
        {t('status.done')}
      </Badge>
      <Text fontSize="xs" color="fg.muted">
        {text.doneBy(row.done)}
      </Text>
      {row.done.note ? (
        <Text fontSize="xs" color="fg.muted">
          {t('doneNote', { note: row.done.note })}
        </Text>
      ) : null}
    </Stack>
  )
}
