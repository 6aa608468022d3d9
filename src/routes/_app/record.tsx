import { createFileRoute } from '@tanstack/react-router'
import { pageParam, textParam } from '../../domain/url-params'
import { loadNamespaces } from '../../i18n'
import { ActivityRecordPage } from '../../ui/cases/detail/activity-record-page'

// The filters live in the URL, so a filtered record can be shared and survives a reload.
export const Route = createFileRoute('/_app/record')({
  validateSearch: (search: Record<string, unknown>) => ({
    member: textParam(search.member),
    action: textParam(search.action),
    from: textParam(search.from),
    to: textParam(search.to),
    page: pageParam(search.page, 1),
  }),
  loader: () => loadNamespaces('caseDetail', 'errors', 'validation'),
  staticData: { menu: 'cases' },
  component: function RecordRoute() {
    const filter = Route.useSearch()
    const navigate = Route.useNavigate()
    return (
      <ActivityRecordPage
        filter={filter}
        onFilter={(next) => void navigate({ search: next, replace: true })}
      />
    )
  },
})
