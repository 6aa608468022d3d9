/**
 * Every trademark service flow (src/domain/services/<flow>.ts), by slug. The route /<slug>/extension/<step>,
 * the mock's service handlers and the machine test read this list; a flow adds its line here.
 */
import { assignmentWizard } from './assignment'
import { changeWizard } from './change'
import { CONTESTED_WIZARDS } from './contested'
import { licenceWizard } from './licence'
import { reissueProveWizard, replacementAndRenewalWizard } from './reissue'
import { removalWizard } from './removal'
import { renewalWizard } from './renewal'
import type { ServiceDraftBase, ServiceSlug } from './types'
import type { ServiceWizard } from './wizard'

export const SERVICE_WIZARDS: Partial<Record<ServiceSlug, ServiceWizard<ServiceDraftBase>>> = {
  management: renewalWizard as unknown as ServiceWizard<ServiceDraftBase>,
  variable: changeWizard as unknown as ServiceWizard<ServiceDraftBase>,
  assignment: assignmentWizard as unknown as ServiceWizard<ServiceDraftBase>,
  brandPermit: licenceWizard as unknown as ServiceWizard<ServiceDraftBase>,
  logOff: removalWizard as unknown as ServiceWizard<ServiceDraftBase>,
  reissueProve: reissueProveWizard as unknown as ServiceWizard<ServiceDraftBase>,
  replacementAndRenewal: replacementAndRenewalWizard as unknown as ServiceWizard<ServiceDraftBase>,
  // The contested procedures: opposition, refusal review, non-use cancellation, invalidation.
  ...(CONTESTED_WIZARDS as unknown as Record<string, ServiceWizard<ServiceDraftBase>>),
}

/** The configuration of a service slug, or undefined for a flow not built yet. */
export const serviceWizardOf = (slug: string): ServiceWizard<ServiceDraftBase> | undefined =>
  SERVICE_WIZARDS[slug as ServiceSlug]
