import { createFileRoute } from '@tanstack/react-router'
import { caseGrantQuery } from '../../api/case-grant'
import { seatOrdersQuery } from '../../api/team'
import { loadNamespaces } from '../../i18n'
import { AccountBrandPage } from '../../ui/monitoring/account-brand'
import { SeatsCard } from '../../ui/team/seats-card'

export const Route = createFileRoute('/_app/brandManageAccount')({
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      loadNamespaces('watchResults', 'team', 'errors', 'validation'),
      queryClient.ensureQueryData(caseGrantQuery()),
      queryClient.ensureQueryData(seatOrdersQuery()),
    ]),
  staticData: { menu: 'monitoring' },
  // The team area's seat card: the seats, their orders and buying more.
  component: () => (
    <AccountBrandPage seats={(seats, manage) => <SeatsCard seats={seats} manage={manage} />} />
  ),
})
