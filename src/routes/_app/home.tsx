import { loadNamespaces } from '../../i18n'
import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '../../ui/home/home-page'

export const Route = createFileRoute('/_app/home')({
  loader: () => loadNamespaces('home'),
  staticData: { menu: 'home' },
  component: HomePage,
})
