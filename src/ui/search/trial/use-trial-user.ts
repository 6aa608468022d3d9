import { useQuery } from '@tanstack/react-query'
import type { UserInfo } from '../../../api/schemas/auth'
import { getToken } from '../../../state/user'
import { trialHasEnded } from './trial-dates'
import { trialUserQuery } from '../../../api/search'

export type TrialStanding =
  | { kind: 'anonymous' }
  | { kind: 'unlimited'; user: UserInfo }
  | { kind: 'active'; user: UserInfo }
  | { kind: 'ended'; user: UserInfo }

/**
 * Where the caller stands in the search trial (mock-server/search/gate.ts has the model). Without a
 * token the user info is not asked for: it would end in "login expired".
 */
export function useTrialStanding(): TrialStanding | null {
  return useTrialStandingWithTime().standing
}

/** The standing and when the user info behind it was fetched (0 before it was). */
export function useTrialStandingWithTime(): { standing: TrialStanding | null; updatedAt: number } {
  const signedIn = getToken() !== null
  const { data: user, dataUpdatedAt } = useQuery({ ...trialUserQuery(), enabled: signedIn })
  return { standing: standingOf(signedIn, user), updatedAt: dataUpdatedAt }
}

function standingOf(signedIn: boolean, user: UserInfo | undefined): TrialStanding | null {
  if (!signedIn) return { kind: 'anonymous' }
  if (!user) return null
  if (user.isPurchase) return { kind: 'unlimited', user }
  return { kind: trialHasEnded(user.trialEndsAt) ? 'ended' : 'active', user }
}
