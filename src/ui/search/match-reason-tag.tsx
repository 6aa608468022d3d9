import { Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { SearchResultItem } from '../../api/schemas/search-shared'

/** Why a result matched the query (identical, same pronunciation, contains …), under its similarity level. */
export function MatchReasonTag({ reason }: { reason: SearchResultItem['matchReason'] }) {
  const { t } = useTranslation('searchResults')
  if (!reason) return null
  const text =
    reason.kind === 'characters-differ' || reason.kind === 'syllables-differ'
      ? t(`reason.${reason.kind}`, { count: reason.count ?? 1 })
      : t(`reason.${reason.kind}`)
  return (
    <Text
      as="span"
      display="block"
      fontSize="xs"
      color="fg.muted"
      title={t('reason.label')}
      data-testid="match-reason"
      data-reason={reason.kind}
    >
      {text}
    </Text>
  )
}
