import { Button } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../kit/empty-state'

/** What a record page shows for an id the register does not know (or none at all). */
export function RecordNotFound({
  what,
  id,
}: {
  what: 'mark' | 'judgement' | 'courtNotice' | 'review' | 'applicant'
  id: string
}) {
  const { t } = useTranslation('searchRecord')
  return (
    <div data-testid="record-not-found">
      <EmptyState
        title={t(`notFound.${what}`)}
        description={id ? t('notFound.idDescription', { id }) : t('notFound.noId')}
      >
        <Button asChild size="sm" colorPalette="blue">
          <RouterLink to="/query/fast">{t('notFound.search')}</RouterLink>
        </Button>
      </EmptyState>
    </div>
  )
}
