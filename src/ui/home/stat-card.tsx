import { Button, Card, Skeleton, Stat } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

export interface StatCardProps {
  label: string
  value?: ReactNode
  help?: ReactNode
  /** Colour of the value, e.g. red when something is overdue. */
  tone?: string
  loading: boolean
  error: boolean
  onRetry: () => void
  testId?: string
}

/** One summary figure of the dashboard, with its own loading and error state. */
export function StatCard({ label, value, help, tone, loading, error, onRetry, testId }: StatCardProps) {
  const { t } = useTranslation('common')
  return (
    <Card.Root size="sm" data-testid={testId}>
      <Card.Body>
        <Stat.Root>
          <Stat.Label>{label}</Stat.Label>
          {loading ? (
            <Skeleton height="8" width="16" />
          ) : error ? (
            <Button size="xs" variant="outline" colorPalette="red" alignSelf="flex-start" onClick={onRetry}>
              {t('states.error')} · {t('actions.retry')}
            </Button>
          ) : (
            <Stat.ValueText color={tone} fontVariantNumeric="tabular-nums">
              {value}
            </Stat.ValueText>
          )}
          {help && !loading && !error ? <Stat.HelpText>{help}</Stat.HelpText> : null}
        </Stat.Root>
      </Card.Body>
    </Card.Root>
  )
}
