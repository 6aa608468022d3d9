import { createFileRoute, Outlet, useChildMatches } from '@tanstack/react-router'
import { applicantListQuery } from '../../../api/registration-applicants'
import { oneOfParam, optionalTextParam, pageParam } from '../../../domain/url-params'
import { loadNamespaces } from '../../../i18n'
import {
  APPLICANT_KINDS,
  APPLICANT_ORIGINS,
  type ApplicantBookFilters,
} from '../../../domain/applicant-book-filters'
import { ApplicantsPage } from '../../../ui/personal/applicants-page'

const LIST_PATH = '/personal/applicantInformation'

export const Route = createFileRoute('/_app/personal/applicantInformation')({
  validateSearch: (search: Record<string, unknown>): ApplicantBookFilters => {
    const out: ApplicantBookFilters = {
      q: optionalTextParam(search.q),
      kind: oneOfParam(search.kind, APPLICANT_KINDS, undefined),
      origin: oneOfParam(search.origin, APPLICANT_ORIGINS, undefined),
      label: optionalTextParam(search.label),
      page: pageParam(search.page, undefined),
    }
    // Only what is set, so the URL stays short.
    return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined))
  },
  // The add/edit page is this route's child (its URL is under the list's): only the list loads the list.
  loader: ({ context, location }) =>
    Promise.all([
      loadNamespaces('applicantBook', 'regApplicants', 'errors', 'validation'),
      location.pathname.replace(/\/$/, '') === LIST_PATH
        ? context.queryClient
            .ensureQueryData(
              applicantListQuery({ pageNum: 1, keyword: '', kind: 'all', origin: 'all', label: '' }),
            )
            .catch(() => undefined)
        : undefined,
    ]),
  component: ApplicantInformationRoute,
})

function ApplicantInformationRoute() {
  const children = useChildMatches()
  const filters = Route.useSearch()
  const navigate = Route.useNavigate()
  if (children.length > 0) return <Outlet />
  return (
    <ApplicantsPage
      filters={{
        q: filters.q,
        kind: filters.kind,
        origin: filters.origin,
        label: filters.label,
        page: filters.page,
      }}
      onFiltersChange={(next) =>
        void navigate({
          search: Object.fromEntries(Object.entries(next).filter(([, v]) => v !== undefined && v !== '')),
        })
      }
    />
  )
}
