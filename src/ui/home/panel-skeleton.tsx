import { Skeleton, Stack } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

/** Placeholder rows while a panel loads. */
export function PanelSkeleton({ rows = 5 }: { rows?: number }) {
  const { t } = useTranslation('common')
  return (
    <Stack
      gap="3"
      role="status"
      aria-busy="true"
      aria-label={t('states.loading')}
      data-testid="panel-loading"
    >
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height="8" />
      ))}
    </Stack>
  )
}
