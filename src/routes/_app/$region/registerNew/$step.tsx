import { createFileRoute, notFound } from '@tanstack/react-router'
import { textParam } from '../../../../domain/url-params'
import { regionOfSegment } from '../../../../domain/registration/flows'
import { REGISTRATION_WIZARDS } from '../../../../domain/registration/wizards'
import { isStepOf } from '../../../../domain/wizard/define'
import { loadNamespaces } from '../../../../i18n'
import { RegistrationWizard } from '../../../../ui/registration/wizard/registration-wizard'

/**
 * The four registration wizards on one route: /<mainland|HK|global|Madrid>/registerNew/<step>. The region's
 * configuration decides the steps; the flow machine decides which step is shown (a URL for a step the flow
 * has not reached is replaced by the step it is at).
 */
export const Route = createFileRoute('/_app/$region/registerNew/$step')({
  validateSearch: (search: Record<string, unknown>): { draftId?: string } => {
    const draftId = textParam(search.draftId)
    return draftId ? { draftId } : {}
  },
  // The check lives in the loader, which loads with the page: the flows' configuration stays out of the
  // route tree every first load carries. An unknown region or step is not found (and goes home).
  loader: ({ params }) => {
    const region = regionOfSegment(params.region)
    if (!region || !isStepOf(REGISTRATION_WIZARDS[region], params.step)) throw notFound()
    return loadNamespaces(
      'registration',
      'flow',
      'regGoods',
      'regApplicants',
      'regMarks',
      'regRegions',
      'regDocs',
      'payment',
      'benefits',
      'orders',
      'home',
      'errors',
      'validation',
    )
  },
  staticData: {
    menu: 'registration',
    allowBack: ({ step }) => step !== 'payment' && step !== 'confirm',
  },
  component: function RegistrationRoute() {
    const { region, step } = Route.useParams()
    const { draftId } = Route.useSearch()
    return <RegistrationWizard segment={region} step={step} draftId={draftId} />
  },
})
