import { createFileRoute } from '@tanstack/react-router'
import { safeReturnPath } from '../../../../domain/return-path'
import { optionalTextParam } from '../../../../domain/url-params'
import { loadNamespaces } from '../../../../i18n'
import { ApplicantFormPage } from '../../../../ui/personal/applicant-form-page'

const LIST_PATH = '/personal/applicantInformation'

/** Where to go after saving: the page that sent the user here (an app path only), else the list. */
function returnPath(from: string | undefined): string {
  if (!from) return LIST_PATH
  return safeReturnPath(from) === from ? from : LIST_PATH
}

export const Route = createFileRoute('/_app/personal/applicantInformation/modyfiAdd')({
  validateSearch: (search: Record<string, unknown>): { id?: string; from?: string } => {
    const id = optionalTextParam(search.id)
    const from = optionalTextParam(search.from)
    return { ...(id ? { id } : {}), ...(from ? { from } : {}) }
  },
  loader: () => loadNamespaces('applicantBook', 'regApplicants', 'errors', 'validation'),
  component: function ModyfiAddRoute() {
    const { id, from } = Route.useSearch()
    // A new key per applicant: the form starts from that applicant's values.
    return <ApplicantFormPage key={id ?? 'new'} id={id} back={returnPath(from)} />
  },
})
