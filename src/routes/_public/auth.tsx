import { createFileRoute } from '@tanstack/react-router'
import { authSearchSchema } from '../../ui/auth/auth-search'
import { AuthPage } from '../../ui/auth/auth-page'

export const Route = createFileRoute('/_public/auth')({
  validateSearch: authSearchSchema,
  staticData: { title: { zh: '登录', en: 'Sign in' } },
  component: function AuthRoute() {
    const search = Route.useSearch()
    return <AuthPage search={search} />
  },
})
