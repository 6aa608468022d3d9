import { loadNamespaces } from '../../i18n'
import { createFileRoute } from '@tanstack/react-router'
import { DaweiPage } from '../../ui/auth/dawei-page'

export const Route = createFileRoute('/_public/dawei')({
  loader: () => loadNamespaces('auth'),
  component: DaweiPage,
})
