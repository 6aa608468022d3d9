import { createFileRoute } from '@tanstack/react-router'
import { reportOrdersQuery } from '../../api/payment'
import { historyQuery, trialUserQuery } from '../../api/search'
import { loadNamespaces } from '../../i18n'
import { AccountSearchPage } from '../../ui/monitoring/account-search'
import { SearchUsageBar } from '../../ui/search/trial/search-usage-bar'

export const Route = createFileRoute('/_app/searchAccount')({
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      loadNamespaces('watchResults', 'searchHistory', 'errors', 'validation'),
      queryClient.ensureQueryData(trialUserQuery()),
      queryClient.ensureQueryData(historyQuery(1)),
      queryClient.ensureQueryData(reportOrdersQuery(1, 100)),
    ]),
  staticData: { menu: 'monitoring' },
  // The search area's usage bar: today's searches, the days left in the trial, or applying for another one.
  component: () => <AccountSearchPage usageBar={(usage) => <SearchUsageBar usage={usage} />} />,
})
