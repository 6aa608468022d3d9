import { createFileRoute } from '@tanstack/react-router'
import { userInfoQuery } from '../api/auth'
import { setUser } from '../state/user'
import { AppShell } from '../ui/layout/app-shell'

export const Route = createFileRoute('/_app')({
  // Every signed-in page needs the user (header, account type); it is loaded once and cached.
  beforeLoad: async ({ context }) => {
    const user = await context.queryClient.ensureQueryData(userInfoQuery())
    setUser(user)
  },
  component: AppShell,
})
