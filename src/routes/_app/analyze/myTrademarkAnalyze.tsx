import { createFileRoute } from '@tanstack/react-router'
import { loadNamespaces } from '../../../i18n'
import { MyAnalyzePage } from '../../../ui/analytics/my-analyze-page'

export const Route = createFileRoute('/_app/analyze/myTrademarkAnalyze')({
  loader: () => loadNamespaces('analytics', 'validation', 'errors'),
  staticData: { menu: 'analytics' },
  component: MyAnalyzePage,
})
