import { createFileRoute } from '@tanstack/react-router'
import { authCalls } from '../api/catalogue/auth'
import { callQueryOptions } from '../api/query'
import { setUser } from '../state/user'
import { AppShell } from '../ui/layout/app-shell'

export const Route = createFileRoute('/_app')({
  // Every signed-in page needs the user (header, account type); it is loaded once and cached.
  beforeLoad: async ({ context }) => {
    const user = await context.queryClient.ensureQueryData(callQueryOptions(authCalls.userInfo, {}))
    setUser(user)
  },
  component: AppShell,
})
