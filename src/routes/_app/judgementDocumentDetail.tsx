import { createFileRoute } from '@tanstack/react-router'
import { textParam } from '../../domain/url-params'
import { loadNamespaces } from '../../i18n'
import { JudgementPage } from '../../ui/search/record/judgement-page'
import { caseDetailOptions } from '../../api/search'

export const Route = createFileRoute('/_app/judgementDocumentDetail')({
  validateSearch: (search: Record<string, unknown>) => ({ id: textParam(search.id) }),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context, deps }) =>
    Promise.all([
      loadNamespaces('searchRecord', 'searchResults'),
      context.queryClient.ensureQueryData(caseDetailOptions(deps.id)),
    ]),
  staticData: { menu: 'search' },
  component: function JudgementDocumentRoute() {
    const { id } = Route.useSearch()
    return <JudgementPage id={id} />
  },
})
