import { createFileRoute } from '@tanstack/react-router'
import { userInfoQuery } from '../api/auth'
import { setUser } from '../state/user'
import { AppShell } from '../ui/layout/app-shell'

export const Route = createFileRoute('/_app')({
  // Every signed-in page needs the user (header, account type); it is loaded once and cached. A page that
  // renders without it (staticData.beforeUser) does not wait: the header fills in when user/info answers,
  // and a session that has ended still sends the user to sign in (wire-app).
  beforeLoad: async ({ context, matches }) => {
    const loading = context.queryClient.ensureQueryData(userInfoQuery()).then(setUser)
    if (matches.some((match) => match.staticData.beforeUser)) {
      loading.catch(() => undefined)
      return
    }
    await loading
  },
  component: AppShell,
})
