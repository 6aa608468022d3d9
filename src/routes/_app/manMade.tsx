import { createFileRoute } from '@tanstack/react-router'
import { loadNamespaces } from '../../i18n'
import { ManMadePage } from '../../ui/payment/man-made-page'

export const Route = createFileRoute('/_app/manMade')({
  loader: () => loadNamespaces('payment', 'errors', 'validation'),
  staticData: { menu: 'orders' },
  component: ManMadePage,
})
