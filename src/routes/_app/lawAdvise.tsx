import { createFileRoute } from '@tanstack/react-router'
import { loadNamespaces } from '../../i18n'
import { LawAdvisePage } from '../../ui/monitoring/law-advise-page'

export const Route = createFileRoute('/_app/lawAdvise')({
  loader: () => loadNamespaces('watchResults', 'errors', 'validation'),
  staticData: { menu: 'monitoring' },
  component: LawAdvisePage,
})
