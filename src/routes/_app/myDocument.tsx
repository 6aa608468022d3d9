import { createFileRoute } from '@tanstack/react-router'
import { caseGrantQuery } from '../../api/case-grant'
import { documentListQuery, foldersQuery } from '../../api/documents'
import { parseLibrarySearch } from '../../domain/documents/document-search'
import { loadNamespaces } from '../../i18n'
import { DocumentsPage } from '../../ui/documents/documents-page'

export const Route = createFileRoute('/_app/myDocument')({
  validateSearch: parseLibrarySearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    Promise.all([
      loadNamespaces('documents', 'errors', 'validation', 'flow'),
      // A failure is shown by the page itself, with a retry.
      queryClient.ensureQueryData(foldersQuery()).catch(() => undefined),
      queryClient.ensureQueryData(caseGrantQuery()).catch(() => undefined),
      queryClient
        .ensureQueryData(
          documentListQuery({ dirId: deps.dir ?? '', keyword: deps.q ?? '', pageNum: deps.page ?? 1 }),
        )
        .catch(() => undefined),
    ]),
  component: function MyDocumentRoute() {
    const search = Route.useSearch()
    const navigate = Route.useNavigate()
    return <DocumentsPage search={search} onSearch={(next) => void navigate({ search: next })} />
  },
})
