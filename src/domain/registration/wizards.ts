/**
 * The four registration wizards (mainland China, Hong Kong, global, Madrid) as configurations of the one
 * wizard shape (src/domain/wizard). They differ only by their region's facts (flows.ts): global has no
 * documents step. The steps' checks are validate.ts, the same functions the mock runs.
 */
import { confirmStep, editStep, paymentStep, provideDocumentStep } from '../wizard/steps'
import { defineWizard } from '../wizard/define'
import type { WizardConfig, WizardStep } from '../wizard/types'
import { newDraft } from './draft'
import { REGISTRATION_FLOWS, REGISTRATION_REGIONS, type RegistrationFlowConfig } from './flows'
import type { RegistrationDraft, RegistrationRegion } from './types'
import { confirmIssues, documentIssues, informationIssues } from './validate'

export interface RegistrationWizard extends WizardConfig<RegistrationDraft> {
  region: RegistrationRegion
  facts: RegistrationFlowConfig
}

function registrationWizard(region: RegistrationRegion): RegistrationWizard {
  const facts = REGISTRATION_FLOWS[region]
  const steps: WizardStep<RegistrationDraft>[] = [
    editStep<RegistrationDraft>('fillInInformation', {
      edits: ['trademarks', 'applicants', 'countries'],
      issues: informationIssues,
      makesOrder: true,
    }),
    paymentStep<RegistrationDraft>(),
    ...(facts.hasDocuments
      ? [
          provideDocumentStep<RegistrationDraft>({
            edits: ['documents', 'originalsByPost', 'mailing'],
            issues: documentIssues,
          }),
        ]
      : []),
    confirmStep<RegistrationDraft>({ edits: ['notification'], issues: confirmIssues }),
  ]
  return defineWizard<RegistrationDraft, RegistrationWizard>({
    id: `registration.${region}`,
    productType: facts.productType,
    region,
    facts,
    steps,
    // Before paying, the information can still be changed; the unpaid order is then replaced.
    reopenableBeforePayment: ['fillInInformation'],
    newDraft: (draftId, now) => newDraft(region, draftId, now),
  })
}

export const REGISTRATION_WIZARDS: Readonly<Record<RegistrationRegion, RegistrationWizard>> =
  Object.fromEntries(REGISTRATION_REGIONS.map((region) => [region, registrationWizard(region)])) as Record<
    RegistrationRegion,
    RegistrationWizard
  >
