import { createFileRoute } from '@tanstack/react-router'
import { loadNamespaces } from '../../i18n'
import { MapPage } from '../../ui/analytics/map-page'

export const Route = createFileRoute('/_app/trademarkMap')({
  loader: () => loadNamespaces('analytics', 'validation', 'errors'),
  staticData: { menu: 'analytics' },
  component: MapPage,
})
