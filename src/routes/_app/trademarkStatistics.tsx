import { createFileRoute } from '@tanstack/react-router'
import { loadNamespaces } from '../../i18n'
import { StatisticsPage } from '../../ui/analytics/statistics-page'

export const Route = createFileRoute('/_app/trademarkStatistics')({
  loader: () => loadNamespaces('analytics', 'validation', 'errors'),
  staticData: { menu: 'analytics' },
  component: StatisticsPage,
})
