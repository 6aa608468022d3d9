import { loadNamespaces } from '../../i18n'
import { createFileRoute } from '@tanstack/react-router'
import { authSearchSchema } from '../../domain/auth-search'
import { AuthPage } from '../../ui/auth/auth-page'

// /login is the older address of the sign-in page; both stay reachable (routes.tsv).
export const Route = createFileRoute('/_entry/login')({
  validateSearch: authSearchSchema,
  loader: () => loadNamespaces('auth'),
  component: function LoginRoute() {
    const search = Route.useSearch()
    return <AuthPage search={search} />
  },
})
