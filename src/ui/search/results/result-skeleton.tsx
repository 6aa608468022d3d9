import { HStack, Skeleton, SkeletonText, Stack } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

const ROWS = 8

/** Stand-in for the list while the search runs, shaped like the rows that will replace it. */
export function ResultSkeleton() {
  const { t } = useTranslation('errors')
  return (
    <Stack gap="3" aria-busy aria-label={t('loading')} data-testid="result-skeleton">
      {Array.from({ length: ROWS }, (_, i) => (
        <HStack key={i} gap="4" p="2" borderBottomWidth="1px" borderColor="border.muted">
          <Skeleton width="6" height="4" />
          <Skeleton width="12" height="12" />
          <SkeletonText noOfLines={2} flex="1" />
          <SkeletonText noOfLines={2} width="40" />
          <Skeleton width="16" height="5" />
        </HStack>
      ))}
    </Stack>
  )
}
