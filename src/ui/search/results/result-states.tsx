import { Alert, Button, List, Stack } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { Message } from '../../../domain/message-key'
import type { SearchQueryErrors } from '../../../domain/search-query'
import { EmptyState } from '../../kit/empty-state'
import { useMessage } from '../../kit/message'
import { queryParamsOf } from './result-params'
import type { ResultSearchParams } from './result-types'

/** Why a result is empty, which decides the §8 message and the way out. */
export type EmptyReason = 'query' | 'similarity' | 'filters'

export function ResultEmpty({ reason, onClearFilters }: { reason: EmptyReason; onClearFilters: () => void }) {
  const { t } = useTranslation(['searchResults', 'errors'])
  if (reason === 'filters') {
    return (
      <EmptyState title={t('empty.filters')} description={t('empty.filtersHint')}>
        <Button size="sm" colorPalette="blue" variant="outline" onClick={onClearFilters}>
          {t('facets.clearAll')}
        </Button>
      </EmptyState>
    )
  }
  if (reason === 'similarity') {
    return <EmptyState title={t('errors:noSimilarityData')} description={t('empty.similarityHint')} />
  }
  return <EmptyState title={t('errors:emptyResult')} description={t('empty.queryHint')} />
}

/** The search failed: the message, and a retry of the same search. */
export function ResultError({ message, onRetry }: { message: Message | null; onRetry: () => void }) {
  const { t } = useTranslation(['searchResults', 'errors'])
  const text = useMessage()(message ?? 'errors:communication')
  return (
    <Alert.Root status="error" data-testid="result-error">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('error.title')}</Alert.Title>
        <Alert.Description>{text}</Alert.Description>
      </Alert.Content>
      <Button size="sm" colorPalette="red" variant="outline" onClick={onRetry} alignSelf="center">
        {t('error.retry')}
      </Button>
    </Alert.Root>
  )
}

/** A hand-edited or outdated link whose query breaks a §5 rule: what is wrong, and where to fix it. */
export function ResultInvalid({
  errors,
  linkSearch,
}: {
  errors: SearchQueryErrors
  linkSearch: ResultSearchParams
}) {
  const { t } = useTranslation(['searchResults', 'validation'])
  const text = useMessage()
  const queryOnly = queryParamsOf(linkSearch)
  const messages = [...new Set(Object.values(errors).filter((m) => m !== undefined))]
  return (
    <Alert.Root status="warning" data-testid="result-invalid">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('invalid.title')}</Alert.Title>
        <Alert.Description>
          <Stack gap="2">
            <List.Root ps="4">
              {messages.map((key) => (
                <List.Item key={key}>{text(key)}</List.Item>
              ))}
            </List.Root>
            <Button asChild size="sm" colorPalette="blue" alignSelf="flex-start">
              <RouterLink to="/query/queryEdit" search={queryOnly}>
                {t('header.edit')}
              </RouterLink>
            </Button>
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  )
}
