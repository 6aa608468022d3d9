import { createFileRoute } from '@tanstack/react-router'
import { caseDeadlinesQuery, remindsQuery } from '../../api/case-deadlines'
import { caseGrantQuery } from '../../api/case-grant'
import { parseCalendarSearch } from '../../domain/cases/deadline-calendar-view'
import { loadNamespaces } from '../../i18n'
import { CalendarPage } from '../../ui/deadlines/calendar-page'

export const Route = createFileRoute('/_app/deadline')({
  validateSearch: parseCalendarSearch,
  loader: ({ context }) =>
    Promise.all([
      loadNamespaces('deadlines', 'errors', 'validation'),
      // A failed list shows its own retry inside the page.
      context.queryClient.ensureQueryData(caseDeadlinesQuery({})).catch(() => undefined),
      context.queryClient.ensureQueryData(remindsQuery()).catch(() => undefined),
      context.queryClient.ensureQueryData(caseGrantQuery()).catch(() => undefined),
    ]),
  component: function DeadlineRoute() {
    const search = Route.useSearch()
    const navigate = Route.useNavigate()
    return (
      <CalendarPage search={search} onSearch={(next) => void navigate({ search: next, replace: true })} />
    )
  },
})
