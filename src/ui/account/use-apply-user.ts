import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { userInfoQuery } from '../../api/auth'
import type { UserInfo } from '../../api/schemas/auth'
import { setUser } from '../../state/user'

/**
 * Puts the account record a save answered where the header reads it (the user store and user/info's cache
 * entry), so the name and avatar in the user menu change at once, without another request.
 */
export function useApplyUser(): (user: UserInfo) => void {
  const queryClient = useQueryClient()
  return useCallback(
    (user) => {
      queryClient.setQueryData(userInfoQuery().queryKey, user)
      setUser(user)
    },
    [queryClient],
  )
}
