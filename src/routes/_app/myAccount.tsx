import { createFileRoute } from '@tanstack/react-router'
import { alertSettingsQuery } from '../../api/monitoring-results'
import { memberTrialsQuery, watchListQuery } from '../../api/monitoring-watches'
import { loadNamespaces } from '../../i18n'
import { AccountMonitoringPage } from '../../ui/monitoring/account-monitoring'
import { RESULT_WATCHES } from '../../ui/monitoring/result-page'

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
