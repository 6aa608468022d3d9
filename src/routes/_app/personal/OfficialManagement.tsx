import { createFileRoute } from '@tanstack/react-router'
import { officialDocumentKindsQuery, officialDocumentsQuery } from '../../../api/official-documents'
import { parseDocumentSearch } from '../../../domain/official-documents'
import { loadNamespaces } from '../../../i18n'
import { OfficialDocumentsPage } from '../../../ui/official-documents/official-documents-page'

export const Route = createFileRoute('/_app/personal/OfficialManagement')({
  validateSearch: parseDocumentSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    Promise.all([
      loadNamespaces('officialDocs', 'errors', 'validation'),
      // A failure is shown by the page itself, with a retry.
      queryClient.ensureQueryData(officialDocumentsQuery(deps)).catch(() => undefined),
      queryClient.ensureQueryData(officialDocumentKindsQuery()).catch(() => undefined),
    ]),
  component: function OfficialManagementRoute() {
    const search = Route.useSearch()
    const navigate = Route.useNavigate()
    return <OfficialDocumentsPage search={search} onSearch={(next) => void navigate({ search: next })} />
  },
})
