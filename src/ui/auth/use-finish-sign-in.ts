import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { userInfoQuery } from '../../api/auth'
import type { authCalls } from '../../api/catalogue/auth'
import type { ResponseOf } from '../../api/catalogue/define'
import { safeReturnPath } from '../../domain/return-path'
import { signIn } from '../../state/user'
import { toastSuccess } from '../kit/toast'

export type Session = ResponseOf<typeof authCalls.loginAuth>

/**
 * Completes any sign-in: keeps the session, primes the user/info cache and returns to where the guard sent
 * the user from (only same-app paths; /home otherwise). The path may carry a query string, hence `href`.
 */
export function useFinishSignIn(redirect: string | undefined) {
  const router = useRouter()
  const queryClient = useQueryClient()
  const { t } = useTranslation('auth')
  return (session: Session, message: 'signedIn' | 'registered') => {
    signIn(session.token, session.user)
    queryClient.setQueryData(userInfoQuery().queryKey, session.user)
    toastSuccess(t(message === 'signedIn' ? 'success.signedIn' : 'success.registered'))
    void router.navigate({ href: safeReturnPath(redirect), replace: true })
  }
}
