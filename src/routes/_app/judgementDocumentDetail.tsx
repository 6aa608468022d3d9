import { createFileRoute } from '@tanstack/react-router'
import { DOCUMENT_KINDS, type DocumentKind } from '../../domain/court-records'
import { oneOfParam, textParam } from '../../domain/url-params'
import { loadNamespaces } from '../../i18n'
import { DocumentPage } from '../../ui/search/record/document-page'
import { caseDetailOptions, courtNoticeDetailOptions, reviewCaseDetailOptions } from '../../api/search'

export const Route = createFileRoute('/_app/judgementDocumentDetail')({
  validateSearch: (search: Record<string, unknown>): { id: string; kind?: DocumentKind } => {
    const kind = oneOfParam(search.kind, DOCUMENT_KINDS, undefined)
    // A judgement is the default: the links to judgements name no kind.
    return { id: textParam(search.id), ...(kind && kind !== 'judgement' ? { kind } : {}) }
  },
  loaderDeps: ({ search }) => ({ id: search.id, kind: search.kind ?? 'judgement' }),
  loader: ({ context: { queryClient }, deps: { id, kind } }) =>
    Promise.all([
      loadNamespaces('searchRecord', 'searchResults'),
      kind === 'notice'
        ? queryClient.ensureQueryData(courtNoticeDetailOptions(id))
        : kind === 'review'
          ? queryClient.ensureQueryData(reviewCaseDetailOptions(id))
          : queryClient.ensureQueryData(caseDetailOptions(id)),
    ]),
  staticData: { menu: 'search' },
  component: function JudgementDocumentRoute() {
    const { id, kind } = Route.useSearch()
    return <DocumentPage id={id} kind={kind ?? 'judgement'} />
  },
})
