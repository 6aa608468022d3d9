import { createFileRoute } from '@tanstack/react-router'
import { loadNamespaces } from '../../i18n'
import { ChartPage } from '../../ui/analytics/chart-page'

export const Route = createFileRoute('/_app/trademarkChart')({
  loader: () => loadNamespaces('analytics', 'validation', 'errors'),
  staticData: { menu: 'analytics' },
  component: ChartPage,
})
