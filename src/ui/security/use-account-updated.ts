import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { userInfoQuery } from '../../api/auth'
import type { UserInfo } from '../../api/schemas/auth'
import { setUser } from '../../state/user'

/** Takes the account as a change answered it: this page's record and the header's user at once. */
export function useAccountUpdated(): (user: UserInfo) => void {
  const queryClient = useQueryClient()
  return useCallback(
    (user: UserInfo) => {
      queryClient.setQueryData(userInfoQuery().queryKey, user)
      setUser(user)
    },
    [queryClient],
  )
}
