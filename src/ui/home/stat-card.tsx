import { Button, Skeleton } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { StatFigure } from '../kit/stat-figure'

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

/** One summary figure of the dashboard, with its own loading and error state (in place of the value). */
export function StatCard({ label, value, help, tone, loading, error, onRetry, testId }: StatCardProps) {
  const { t } = useTranslation('common')
  return (
    <StatFigure
      testId={testId}
      label={label}
      tone={loading || error ? undefined : tone}
      value={
        loading ? (
          <Skeleton height="8" width="16" />
        ) : error ? (
          <Button size="xs" variant="outline" colorPalette="red" onClick={onRetry}>
            {t('states.error')} · {t('actions.retry')}
          </Button>
        ) : (
          value
        )
      }
      help={loading || error ? undefined : help}
    />
  )
}
