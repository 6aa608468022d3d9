import { createFileRoute } from '@tanstack/react-router'
import { caseGrantQuery } from '../../api/case-grant'
import { foldersQuery } from '../../api/documents'
import { parseUploadSearch } from '../../domain/documents/document-search'
import { loadNamespaces } from '../../i18n'
import { UploadPage } from '../../ui/documents/upload-page'

export const Route = createFileRoute('/_app/fileAddPublic')({
  validateSearch: parseUploadSearch,
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      loadNamespaces('documents', 'errors', 'validation', 'flow'),
      queryClient.ensureQueryData(foldersQuery()).catch(() => undefined),
      queryClient.ensureQueryData(caseGrantQuery()).catch(() => undefined),
    ]),
  component: function FileAddPublicRoute() {
    const search = Route.useSearch()
    return <UploadPage search={search} />
  },
})
