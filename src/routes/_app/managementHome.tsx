import { createFileRoute } from '@tanstack/react-router'
import { caseDeadlinesQuery } from '../../api/case-deadlines'
import { caseListQuery } from '../../api/cases-list'
import { officialDocumentsQuery } from '../../api/official-documents'
import { loadNamespaces } from '../../i18n'
import { ManagementHome } from '../../ui/deadlines/management-home'

export const Route = createFileRoute('/_app/managementHome')({
  loader: ({ context }) =>
    Promise.all([
      loadNamespaces('deadlines', 'errors', 'validation'),
      // Each panel shows its own retry when its call fails.
      context.queryClient.ensureQueryData(caseDeadlinesQuery({})).catch(() => undefined),
      context.queryClient.ensureQueryData(caseListQuery()).catch(() => undefined),
      context.queryClient.ensureQueryData(officialDocumentsQuery({ page: 1 })).catch(() => undefined),
    ]),
  component: ManagementHome,
})
