import { createFileRoute, notFound } from '@tanstack/react-router'
import { textParam } from '../../../../domain/url-params'
import { isServiceSlug, type ServiceSlug } from '../../../../domain/services/types'
import { serviceWizardOf } from '../../../../domain/services/wizards'
import { isStepOf } from '../../../../domain/wizard/define'
import { loadNamespaces } from '../../../../i18n'
import { ServiceWizard } from '../../../../ui/services/service-wizard'

/** The words of each service flow besides the shared `services`. */
const FLOW_NAMESPACE: Readonly<Record<ServiceSlug, string>> = {
  management: 'svcRenewal',
  variable: 'svcChange',
  assignment: 'svcAssignment',
  brandPermit: 'svcLicence',
  logOff: 'svcRemoval',
  reissueProve: 'svcReissue',
  replacementAndRenewal: 'svcReissue',
  opposition: 'svcContested',
  refusal: 'svcContested',
  nonuseCancellation: 'svcContested',
  Invalidation: 'svcContested',
}

/** Registration numbers as `?marks=` carries them: letters, digits and hyphens, at most 50. */
const marksParam = (value: unknown): string[] =>
  textParam(value)
    .split(',')
    .map((v) => v.trim())
    .filter((v) => /^[A-Za-z0-9-]{1,30}$/.test(v))
    .slice(0, 50)

/**
 * Every trademark service on one route: /<slug>/extension/<step> (renewal, change, assignment, licence
 * record, removal, the two reissues). The slug's configuration decides the steps; the flow machine decides
 * which one is shown. `?marks=<regNo>,<regNo>` starts a new draft with those marks chosen (the renewal list);
 * `&cited=<regNo>` names the prior mark a contested draft cites (the watch results' "Oppose").
 */
export const Route = createFileRoute('/_app/$service/extension/$step')({
  validateSearch: (search: Record<string, unknown>): { draftId?: string; marks?: string; cited?: string } => {
    const draftId = textParam(search.draftId)
    const marks = marksParam(search.marks).join(',')
    // The prior mark an opposition rests on (the watch results' "Oppose"), for the one mark opposed.
    const cited = marks ? (marksParam(search.cited)[0] ?? '') : ''
    return { ...(draftId ? { draftId } : {}), ...(marks ? { marks } : {}), ...(cited ? { cited } : {}) }
  },
  // The check lives in the loader, which loads with the page: an unknown service or step is not found.
  loader: ({ params }) => {
    const slug = params.service
    const wizard = serviceWizardOf(slug)
    if (!isServiceSlug(slug) || !wizard || !isStepOf(wizard, params.step)) throw notFound()
    return loadNamespaces(
      'services',
      FLOW_NAMESPACE[slug],
      'flow',
      'regApplicants',
      'regDocs',
      'payment',
      'benefits',
      'orders',
      'errors',
      'validation',
    )
  },
  staticData: {
    menu: 'services',
    allowBack: ({ step }) => step !== 'payment' && step !== 'confirm',
  },
  component: function ServiceRoute() {
    const { service, step } = Route.useParams()
    const { draftId, marks, cited } = Route.useSearch()
    return <ServiceWizard slug={service} step={step} draftId={draftId} marks={marks} cited={cited} />
  },
})
