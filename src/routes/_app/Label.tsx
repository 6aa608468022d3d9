import { createFileRoute } from '@tanstack/react-router'
import { caseGrantQuery } from '../../api/case-grant'
import { caseLabelsQuery } from '../../api/cases-list'
import { loadNamespaces } from '../../i18n'
import { LabelsPage } from '../../ui/cases/list/labels-page'

export const Route = createFileRoute('/_app/Label')({
  loader: ({ context }) =>
    Promise.all([
      loadNamespaces('casesList', 'errors', 'validation'),
      context.queryClient.ensureQueryData(caseLabelsQuery()).catch(() => undefined),
      context.queryClient.ensureQueryData(caseGrantQuery()).catch(() => undefined),
    ]),
  component: LabelsPage,
})
