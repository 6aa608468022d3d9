import { createFileRoute, redirect } from '@tanstack/react-router'
import { loadNamespaces } from '../../../i18n'
import { FlowsPage } from '../../../ui/devtools/flows-page'

// The visualiser ships only in the demo build (VITE_MOCK=1); elsewhere the path leads home.
export const Route = createFileRoute('/_public/dev/flows')({
  beforeLoad: () => {
    if (import.meta.env.VITE_MOCK !== '1') throw redirect({ to: '/home', replace: true })
  },
  loader: () => loadNamespaces('devtools'),
  component: import.meta.env.VITE_MOCK === '1' ? FlowsPage : () => null,
})
