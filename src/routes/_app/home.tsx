import { loadNamespaces } from '../../i18n'
import { createFileRoute } from '@tanstack/react-router'
import { homeSearch } from '../../domain/home-search'
import { HomePage } from '../../ui/home/home-page'

export const Route = createFileRoute('/_app/home')({
  // ?deadlines=overdue opens the deadline list with that filter (the summary cards link there).
  validateSearch: homeSearch,
  loader: () => loadNamespaces('home'),
  staticData: { menu: 'home', beforeUser: true },
  component: function HomeRoute() {
    const { deadlines } = Route.useSearch()
    return <HomePage deadlines={deadlines} />
  },
})
