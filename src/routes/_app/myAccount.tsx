import { createFileRoute } from '@tanstack/react-router'
import { alertSettingsQuery } from '../../api/monitoring-results'
import { memberTrialsQuery, RESULT_WATCHES, watchListQuery } from '../../api/monitoring-watches'
import { loadNamespaces } from '../../i18n'
import { AccountMonitoringPage } from '../../ui/monitoring/account-monitoring'

export const Route = createFileRoute('/_app/myAccount')({
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      loadNamespaces('watchResults', 'errors', 'validation'),
      queryClient.ensureQueryData(alertSettingsQuery()),
      queryClient.ensureQueryData(memberTrialsQuery()),
      queryClient.ensureQueryData(watchListQuery(RESULT_WATCHES)),
    ]),
  staticData: { menu: 'monitoring' },
  component: AccountMonitoringPage,
})
