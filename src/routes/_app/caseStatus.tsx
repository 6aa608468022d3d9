import { createFileRoute } from '@tanstack/react-router'
import { caseGrantQuery } from '../../api/case-grant'
import { caseListQuery } from '../../api/cases-list'
import { loadNamespaces } from '../../i18n'
import { CaseStatusPage } from '../../ui/cases/detail/case-status-page'

export const Route = createFileRoute('/_app/caseStatus')({
  loader: ({ context }) =>
    Promise.all([
      loadNamespaces('caseDetail', 'errors'),
      context.queryClient.ensureQueryData(caseGrantQuery()).catch(() => undefined),
      context.queryClient.ensureQueryData(caseListQuery()).catch(() => undefined),
    ]),
  staticData: { menu: 'cases' },
  component: CaseStatusPage,
})
