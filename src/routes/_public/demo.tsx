import { loadNamespaces } from '../../i18n'
import { createFileRoute } from '@tanstack/react-router'
import { DemoPage } from '../../ui/auth/demo-page'

export const Route = createFileRoute('/_public/demo')({
  loader: () => loadNamespaces('auth'),
  component: DemoPage,
})
