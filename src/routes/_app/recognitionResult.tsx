import { createFileRoute } from '@tanstack/react-router'
import { caseGrantQuery } from '../../api/case-grant'
import { documentQuery, ocrRecordsQuery } from '../../api/documents'
import { parseDocumentId } from '../../domain/documents/document-search'
import { loadNamespaces } from '../../i18n'
import { RecognitionPage } from '../../ui/documents/recognition-page'

export const Route = createFileRoute('/_app/recognitionResult')({
  validateSearch: parseDocumentId,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    Promise.all([
      loadNamespaces('documents', 'errors', 'validation'),
      queryClient.ensureQueryData(caseGrantQuery()).catch(() => undefined),
      deps.id ? queryClient.ensureQueryData(documentQuery(deps.id)).catch(() => undefined) : undefined,
      deps.id ? queryClient.ensureQueryData(ocrRecordsQuery(deps.id)).catch(() => undefined) : undefined,
    ]),
  component: function RecognitionResultRoute() {
    const { id } = Route.useSearch()
    return <RecognitionPage id={id} />
  },
})
