import { createFileRoute } from '@tanstack/react-router'
import { RECORD_TABS, type RecordTab } from '../../domain/court-records'
import { oneOfParam, textParam } from '../../domain/url-params'
import { loadNamespaces } from '../../i18n'
import { JudgementsPage } from '../../ui/search/record/judgements-page'
import { casesOptions, courtNoticesOptions, reviewCasesOptions } from '../../api/search'

export const Route = createFileRoute('/_app/instrument')({
  validateSearch: (search: Record<string, unknown>): { id: string; tab?: RecordTab } => {
    const tab = oneOfParam(search.tab, RECORD_TABS, undefined)
    // The judgements are the default tab: their links name no tab.
    return { id: textParam(search.id), ...(tab && tab !== 'judgements' ? { tab } : {}) }
  },
  loaderDeps: ({ search }) => ({ id: search.id }),
  // All three lists load together: each tab shows how many records it holds.
  loader: ({ context, deps }) =>
    Promise.all([
      loadNamespaces('searchRecord', 'searchResults'),
      context.queryClient.ensureQueryData(casesOptions(deps.id)),
      context.queryClient.ensureQueryData(courtNoticesOptions(deps.id)),
      context.queryClient.ensureQueryData(reviewCasesOptions(deps.id)),
    ]),
  staticData: { menu: 'search' },
  component: function InstrumentRoute() {
    const { id, tab } = Route.useSearch()
    const navigate = Route.useNavigate()
    return (
      <JudgementsPage
        id={id}
        tab={tab ?? 'judgements'}
        onTabChange={(next) =>
          void navigate({
            search: { id, ...(next === 'judgements' ? {} : { tab: next }) },
            replace: true,
          })
        }
      />
    )
  },
})
