import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { useQueryClient } from '@tanstack/react-query'
import { Link as RouterLink, useRouterState } from '@tanstack/react-router'
import { Suspense, useEffect, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { authKeys } from '../../../api/auth'
import { invalidate } from '../../../api/query'
import { getToken } from '../../../state/user'
import { TRIAL_DAILY_LIMIT } from '../../../domain/constants'
import { SEARCH_PARAM_KEYS } from '../../../domain/search-keys'
import { formatDate, formatDateTime } from '../../../domain/format'
import { useRootState } from '../../../state/root'
import { ApplyTrialAction, LogInAction } from './trial-actions'
import { nextCountReset } from './trial-dates'
import { useTrialStandingWithTime } from './use-trial-user'

export interface SearchLimitNoticeProps {
  reason: 'limit' | 'trialEnded'
  usage?: { used: number; limit: number | null }
  /** Runs the refused search again once a new trial is granted; without it the page is reloaded. */
  onRetry?: () => void
}

/**
 * The §8 messages when a search is refused: today's limit is used up (come back tomorrow, apply for a trial
 * or log in), or the trial period has ended (apply for another trial).
 */
export function SearchLimitNotice({ reason, usage, onRetry }: SearchLimitNoticeProps) {
  const { t } = useTranslation(['searchHistory', 'errors'])
  const { lang } = useRootState()
  const queryClient = useQueryClient()
  const { standing, updatedAt } = useTrialStandingWithTime()
  const [shownAt] = useState(Date.now)
  // A refusal is news about the account (the trial may have ended since the user info was loaded).
  useEffect(() => {
    if (getToken()) void invalidate(queryClient, [authKeys.userInfo()])
  }, [queryClient, reason])
  const anonymous = standing?.kind === 'anonymous'
  const user = standing && standing.kind !== 'anonymous' ? standing.user : null

  // The refusal came before a new trial was granted from this notice: offer to search again.
  if (reason === 'trialEnded' && standing?.kind === 'active' && updatedAt > shownAt) {
    return (
      <NoticeFrame
        status="success"
        reason="granted"
        title={t('notice.granted', { date: formatDate(standing.user.trialEndsAt ?? '', lang) })}
      >
        <Button mt="2" size="sm" colorPalette="blue" onClick={onRetry ?? (() => window.location.reload())}>
          {t('notice.searchAgain')}
        </Button>
      </NoticeFrame>
    )
  }

  if (reason === 'trialEnded') {
    return (
      <NoticeFrame status="error" reason={reason} title={t('errors:trialEnded')}>
        <Stack gap="3" mt="1" align="flex-start">
          <Text>
            {user?.trialEndsAt
              ? t('notice.trialEndedOn', { date: formatDate(user.trialEndsAt, lang) })
              : t('notice.trialEndedHint')}
          </Text>
          {user ? <ApplyTrialAction user={user} /> : null}
          {anonymous ? <LogInAction /> : null}
          {user ? <BuyReportAction /> : null}
        </Stack>
      </NoticeFrame>
    )
  }

  const limit = usage?.limit ?? TRIAL_DAILY_LIMIT
  const resetsAt = formatDateTime(nextCountReset(), lang)
  return (
    <NoticeFrame status="warning" reason={reason} title={t('notice.limitTitle')}>
      <Stack gap="3" mt="1" align="flex-start">
        <Text>
          {anonymous
            ? t('errors:searchLimitReachedAnonymous', { limit })
            : t('errors:searchLimitReached', { limit })}
        </Text>
        <Text textStyle="sm" color="fg.muted">
          {t('notice.comeBackTomorrow', { time: resetsAt })}
          {usage ? ` ${t('notice.usedToday', { used: usage.used, limit })}` : ''}
        </Text>
        <HStack gap="3" wrap="wrap">
          {user ? <ApplyTrialAction user={user} /> : null}
          {anonymous ? <LogInAction /> : null}
          {user ? <BuyReportAction /> : null}
        </HStack>
      </Stack>
    </NoticeFrame>
  )
}

/**
 * The refused search can still be answered: an attorney's availability report on it, bought and paid on
 * /query/payment. The search is the one in the page's URL (the result page keeps it there).
 */
function BuyReportAction() {
  return (
    <Suspense fallback={null}>
      <BuyReportLink />
    </Suspense>
  )
}

function BuyReportLink() {
  const { t } = useTranslation('payment')
  const raw = useRouterState({ select: (s) => s.location.search as Record<string, unknown> })
  const search: Record<string, string> = {}
  for (const key of SEARCH_PARAM_KEYS) {
    const value = raw[key]
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      search[key] = String(value)
    else if (Array.isArray(value)) search[key] = value.map(String).join(',')
  }
  if (Object.keys(search).length === 0) return null
  return (
    <Button asChild size="sm" variant="outline" colorPalette="blue" data-testid="buy-report">
      <RouterLink to="/query/payment" search={search}>
        {t('report.buyFromLimit')}
      </RouterLink>
    </Button>
  )
}

interface NoticeFrameProps {
  status: 'success' | 'error' | 'warning'
  /** Why the notice shows, for tests and styling: 'limit', 'trialEnded' or 'granted'. */
  reason: string
  title: string
  children: ReactNode
}

/** The alert every state of the notice shares. */
function NoticeFrame({ status, reason, title, children }: NoticeFrameProps) {
  return (
    <Alert.Root
      status={status}
      alignItems="flex-start"
      data-testid="search-limit-notice"
      data-reason={reason}
    >
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{children}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  )
}
