import { createFileRoute } from '@tanstack/react-router'
import { caseGrantQuery } from '../../../api/case-grant'
import { loadNamespaces } from '../../../i18n'
import { UpdatesPage } from '../../../ui/portfolios/updates-page'

export const Route = createFileRoute('/_app/management/trademarkStatusUpdate')({
  loader: ({ context }) =>
    Promise.all([
      loadNamespaces('portfolios', 'errors', 'validation'),
      context.queryClient.ensureQueryData(caseGrantQuery()).catch(() => undefined),
    ]),
  component: function TrademarkUpdatesRoute() {
    return <UpdatesPage />
  },
})
