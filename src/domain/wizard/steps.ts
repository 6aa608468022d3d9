/**
 * Step builders for the steps most wizards share. A flow's own steps are written as plain objects; these
 * fill in the parts that are always the same (role, no-back flag, the order).
 */
import type { DraftField, Issue, WizardDraftBase, WizardStep } from './types'

const none = (): Issue[] => []

interface EditStepOptions<D extends WizardDraftBase> {
  edits: readonly DraftField<D>[]
  issues?: (draft: D) => Issue[]
  makesOrder?: boolean
  when?: (draft: D) => boolean
  noBack?: boolean
}

/** An edit step: the user fills in `edits` and submits; `issues` says what blocks it. */
export function editStep<D extends WizardDraftBase>(id: string, options: EditStepOptions<D>): WizardStep<D> {
  return {
    id,
    role: 'edit',
    edits: options.edits,
    issues: options.issues ?? none,
    makesOrder: options.makesOrder ?? false,
    when: options.when,
    noBack: options.noBack ?? false,
  }
}

/** selectTrademark: the marks the service is for, chosen from the account's (or the register's) marks. */
export const selectTrademarkStep = <D extends WizardDraftBase>(options: EditStepOptions<D>): WizardStep<D> =>
  editStep('selectTrademark', options)

/** payment: the order made by the step before, paid through the commerce payment flow; back stays here. */
export const paymentStep = <D extends WizardDraftBase>(id = 'payment'): WizardStep<D> => ({
  id,
  role: 'pay',
  edits: [],
  issues: none,
  makesOrder: false,
  noBack: true,
})

/** provideDocument: the files the case needs (which ones, the flow's `issues` decide), after payment. */
export const provideDocumentStep = <D extends WizardDraftBase>(options: EditStepOptions<D>): WizardStep<D> =>
  editStep('provideDocument', options)

/** reminder: what the user must know before paying (deadlines, risks), acknowledged by a field. */
export const reminderStep = <D extends WizardDraftBase>(options: EditStepOptions<D>): WizardStep<D> =>
  editStep('reminder', options)

/** confirm: the last step; submitting it completes the flow. Back stays here. */
export const confirmStep = <D extends WizardDraftBase>(
  options: Omit<EditStepOptions<D>, 'makesOrder' | 'noBack'> & { id?: string },
): WizardStep<D> => ({
  id: options.id ?? 'confirm',
  role: 'finish',
  edits: options.edits,
  issues: options.issues ?? none,
  makesOrder: false,
  when: options.when,
  noBack: true,
})
