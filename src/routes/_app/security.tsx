import { createFileRoute } from '@tanstack/react-router'
import { loadNamespaces } from '../../i18n'
import { SecurityPage } from '../../ui/security/security-page'

export const Route = createFileRoute('/_app/security')({
  // The kit's captcha and code inputs speak `auth`.
  loader: () => loadNamespaces('security', 'auth', 'errors', 'validation'),
  component: SecurityPage,
})
