/**
 * Every wizard of the portal. The machine test walks each one, /dev/flows shows each one by its name, and
 * the mock's generic wizard handlers serve each one. A new flow adds its configuration here.
 */
import { REGISTRATION_WIZARDS } from './registration/wizards'
import { SERVICE_WIZARDS } from './services/wizards'
import type { WizardConfig, WizardDraftBase } from './wizard/types'

export const WIZARDS: readonly WizardConfig<WizardDraftBase>[] = [
  ...Object.values(REGISTRATION_WIZARDS),
  ...Object.values(SERVICE_WIZARDS),
] as unknown as readonly WizardConfig<WizardDraftBase>[]

export const wizardById = (id: string) => WIZARDS.find((w) => w.id === id)
