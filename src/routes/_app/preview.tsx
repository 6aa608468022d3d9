import { createFileRoute } from '@tanstack/react-router'
import { documentQuery } from '../../api/documents'
import { parseDocumentId } from '../../domain/documents/document-search'
import { loadNamespaces } from '../../i18n'
import { PreviewPage } from '../../ui/documents/preview-page'

export const Route = createFileRoute('/_app/preview')({
  validateSearch: parseDocumentId,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    Promise.all([
      loadNamespaces('documents', 'errors'),
      deps.id ? queryClient.ensureQueryData(documentQuery(deps.id)).catch(() => undefined) : undefined,
    ]),
  component: function PreviewRoute() {
    const { id } = Route.useSearch()
    return <PreviewPage id={id} />
  },
})
