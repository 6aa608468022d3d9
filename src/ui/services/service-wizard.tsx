import { Spinner } from '@chakra-ui/react'
import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react'
import { keepCitedHint } from './contested/cited-hint'
import type { ServiceSlug } from '../../domain/services/types'
import type { ServiceWizardPageProps } from './service-wizard-page'
import type { ServiceDraftBase } from '../../domain/services/types'

type FlowPage = ComponentType<Omit<ServiceWizardPageProps<ServiceDraftBase>, 'flow'>>

/**
 * Each service flow's page, loaded with the flow: a flow adds its line here (its UI module exports a page
 * that renders ServiceWizardPage with its ServiceFlowUi).
 */
const FLOW_PAGES: Partial<Record<ServiceSlug, LazyExoticComponent<FlowPage>>> = {
  management: lazy(() => import('./renewal/renewal-ui').then((m) => ({ default: m.RenewalWizardPage }))),
  variable: lazy(() => import('./change/change-ui').then((m) => ({ default: m.ChangeWizardPage }))),
  brandPermit: lazy(() => import('./licence/licence-ui').then((m) => ({ default: m.LicenceWizardPage }))),
  logOff: lazy(() => import('./removal/removal-ui').then((m) => ({ default: m.RemovalWizardPage }))),
  reissueProve: lazy(() =>
    import('./reissue/reissue-ui').then((m) => ({ default: m.ReissueProveWizardPage })),
  ),
  replacementAndRenewal: lazy(() =>
    import('./reissue/reissue-ui').then((m) => ({ default: m.ReplacementAndRenewalWizardPage })),
  ),
  assignment: lazy(() =>
    import('./assignment/assignment-ui').then((m) => ({ default: m.AssignmentWizardPage })),
  ),
  // The contested procedures share one module (one information step configured per flow).
  opposition: lazy(() =>
    import('./contested/contested-ui').then((m) => ({ default: m.OppositionWizardPage })),
  ),
  refusal: lazy(() => import('./contested/contested-ui').then((m) => ({ default: m.RefusalWizardPage }))),
  nonuseCancellation: lazy(() =>
    import('./contested/contested-ui').then((m) => ({ default: m.NonUseWizardPage })),
  ),
  Invalidation: lazy(() =>
    import('./contested/contested-ui').then((m) => ({ default: m.InvalidationWizardPage })),
  ),
}

/** The service wizard of a slug (the route checked that the slug and step exist). */
export function ServiceWizard({
  slug,
  step,
  draftId,
  marks,
  cited,
}: {
  slug: string
  step: string
  draftId?: string
  marks?: string
  /** The prior mark a contested draft of the first mark cites (`?cited=`, the watch results' "Oppose"). */
  cited?: string
}) {
  const Page = FLOW_PAGES[slug as ServiceSlug]
  const opposed = marks?.split(',')[0]
  useEffect(() => {
    if (cited && opposed) keepCitedHint(opposed, cited)
  }, [cited, opposed])
  if (!Page) return null
  return (
    <Suspense fallback={<Spinner size="lg" display="block" mx="auto" my="12" />}>
      <Page step={step} draftId={draftId} marks={marks ?? ''} />
    </Suspense>
  )
}
