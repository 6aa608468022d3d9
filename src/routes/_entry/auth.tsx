import { loadNamespaces } from '../../i18n'
import { createFileRoute } from '@tanstack/react-router'
import { authSearchSchema } from '../../domain/auth-search'
import { AuthPage } from '../../ui/auth/auth-page'

export const Route = createFileRoute('/_entry/auth')({
  validateSearch: authSearchSchema,
  loader: () => loadNamespaces('auth'),
  component: function AuthRoute() {
    const search = Route.useSearch()
    return <AuthPage search={search} />
  },
})
