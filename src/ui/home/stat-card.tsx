import { Box, Button, LinkOverlay, Skeleton } from '@chakra-ui/react'
import { Link as RouterLink, type LinkProps } from '@tanstack/react-router'
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
  /** The list this figure counts, filtered the same way: the whole card opens it (built with linkOptions). */
  link?: LinkProps
}

/** One summary figure of the dashboard, with its own loading and error state (in place of the value). */
export function StatCard({ label, value, help, tone, loading, error, onRetry, testId, link }: StatCardProps) {
  const { t } = useTranslation('common')
  // The label is the link and stretches over the card (LinkOverlay); a failed figure offers its retry instead.
  const linked = link && !error
  return (
    <StatFigure
      testId={testId}
      linked={Boolean(linked)}
      label={
        linked ? (
          <LinkOverlay asChild>
            <RouterLink {...link}>
              {label}
              {/* Says the card opens something; the name stays the label alone. */}
              <Box as="span" aria-hidden ms="1" color="blue.fg">
                →
              </Box>
            </RouterLink>
          </LinkOverlay>
        ) : (
          label
        )
      }
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
