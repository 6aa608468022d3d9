import { loadNamespaces } from '../../i18n'
import { createFileRoute } from '@tanstack/react-router'
import { LegalPage } from '../../ui/auth/legal-page'

export const Route = createFileRoute('/_public/privacy')({
  loader: () => loadNamespaces('legal'),
  component: function PrivacyRoute() {
    return <LegalPage doc="privacy" />
  },
})
