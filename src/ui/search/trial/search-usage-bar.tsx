import { Box, HStack, Progress, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../../domain/format'
import { useRootState } from '../../../state/root'
import { ApplyTrialAction } from './trial-actions'
import { trialDaysLeft } from './trial-dates'
import { useTrialStanding } from './use-trial-user'

export interface SearchUsageBarProps {
  usage: { used: number; limit: number | null } | null
}

/** Amber from 80 % of the day's searches, red when none are left. */
function paletteOf(used: number, limit: number): string {
  if (used >= limit) return 'red'
  return used >= limit * 0.8 ? 'orange' : 'blue'
}

/**
 * Today's searches of a limited account ("Searches today: 37 / 100") with the days left in its trial, or the
 * way to apply for another trial once it has ended. Nothing for accounts without a limit.
 */
export function SearchUsageBar({ usage }: SearchUsageBarProps) {
  const { t } = useTranslation('searchHistory')
  const { lang } = useRootState()
  const standing = useTrialStanding()
  if (!standing || standing.kind === 'unlimited' || usage?.limit === null) return null

  if (standing.kind === 'ended') {
    const { user } = standing
    return (
      <HStack
        gap="3"
        wrap="wrap"
        py="2"
        px="3"
        borderWidth="1px"
        borderRadius="md"
        bg="red.subtle"
        data-testid="search-usage-bar"
      >
        <Text textStyle="sm" fontWeight="medium">
          {t('usage.ended', { date: user.trialEndsAt ? formatDate(user.trialEndsAt, lang) : '' })}
        </Text>
        <ApplyTrialAction user={user} />
      </HStack>
    )
  }

  const user = standing.kind === 'active' ? standing.user : null
  const days = user ? trialDaysLeft(user.trialEndsAt) : null
  if (!usage && days === null) return null
  return (
    <HStack
      gap="4"
      wrap="wrap"
      py="2"
      px="3"
      borderWidth="1px"
      borderRadius="md"
      bg="bg.subtle"
      data-testid="search-usage-bar"
    >
      {usage && usage.limit !== null ? (
        <Progress.Root
          value={Math.min(usage.used, usage.limit)}
          max={usage.limit}
          size="sm"
          colorPalette={paletteOf(usage.used, usage.limit)}
          minW="56"
          flex="1"
          maxW="md"
        >
          <HStack justify="space-between" mb="1">
            <Progress.Label textStyle="sm">{t('usage.label')}</Progress.Label>
            <Progress.ValueText textStyle="sm" fontVariantNumeric="tabular-nums">
              {t('usage.count', { used: usage.used, limit: usage.limit })}
            </Progress.ValueText>
          </HStack>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      ) : null}
      {user && days !== null ? (
        <Box>
          <Text textStyle="sm" color="fg.muted" data-testid="trial-days-left">
            {t('usage.daysLeft', { count: days, date: formatDate(user.trialEndsAt!, lang) })}
          </Text>
        </Box>
      ) : null}
    </HStack>
  )
}
