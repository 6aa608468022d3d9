import type { WizardConfig, WizardDraftBase } from '../../domain/wizard/types'
import { createWizardMachine, type WizardMachine } from './create-wizard-machine'

const built = new WeakMap<object, unknown>()

/** The machine of a wizard configuration, built once per configuration. */
export function wizardMachine<D extends WizardDraftBase>(config: WizardConfig<D>): WizardMachine<D> {
  let machine = built.get(config) as WizardMachine<D> | undefined
  if (!machine) {
    machine = createWizardMachine(config)
    built.set(config, machine)
  }
  return machine
}
