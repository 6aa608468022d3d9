/**
 * defineWizard() checks a flow's configuration once, and the pure functions below answer every question the
 * machine, the page and the mock ask about where a draft may go. They are the only place the rules of moving
 * between steps live.
 */
import type { Issue, WizardConfig, WizardDraftBase, WizardStep } from './types'

/** The pseudo step of a finished flow. */
export const DONE = 'done'

/**
 * Checks a configuration and returns it typed: unique step ids, one finishing step and it is the last, at
 * most one payment step, an order made before payment (by exactly one step) and only edit steps before the
 * payment named as reopenable. A wrong configuration fails at start-up (and in the machine tests), not when a
 * user reaches the broken step.
 */
export function defineWizard<D extends WizardDraftBase, C extends WizardConfig<D> = WizardConfig<D>>(
  config: C & WizardConfig<D>,
): C {
  const ids = config.steps.map((s) => s.id)
  const fail = (why: string) => {
    throw new Error(`[wizard ${config.id}] ${why}`)
  }
  if (ids.length === 0) fail('has no steps')
  if (new Set(ids).size !== ids.length) fail(`repeats a step id: ${ids.join(', ')}`)
  if (ids.includes(DONE)) fail(`a step may not be called "${DONE}"`)
  const finishing = config.steps.filter((s) => s.role === 'finish')
  if (finishing.length !== 1 || config.steps.at(-1)?.role !== 'finish')
    fail('needs exactly one finish step, and it must be the last')
  const pays = config.steps.filter((s) => s.role === 'pay')
  if (pays.length > 1) fail('has more than one payment step')
  const payAt = config.steps.findIndex((s) => s.role === 'pay')
  const ordering = config.steps.filter((s) => s.makesOrder)
  if (payAt >= 0) {
    // The order is made by the last ordering step a draft goes through: a flow whose supplement is present
    // only for some drafts marks both the information and the supplement, which must then sit side by side
    // right before the payment, the first of them always present.
    if (ordering.length === 0) fail('needs a step that makes the order before the payment')
    const orderAt = config.steps.findIndex((s) => s.makesOrder)
    if (ordering.some((s) => config.steps.indexOf(s) > payAt)) fail('makes its order after the payment step')
    if (config.steps.slice(orderAt, payAt).some((s) => !s.makesOrder))
      fail('the steps that make the order must come right before the payment')
    if (config.steps[orderAt]?.when) fail('the first step that makes the order must always be present')
  } else if (ordering.length > 0) fail('makes an order but has no payment step')
  for (const id of config.reopenableBeforePayment) {
    const at = ids.indexOf(id)
    if (at < 0 || config.steps[at]?.role !== 'edit' || (payAt >= 0 && at > payAt))
      fail(`"${id}" cannot be reopened before payment: it is not an edit step before the payment`)
  }
  return config
}

const present = <D extends WizardDraftBase>(step: WizardStep<D>, draft: D | null) =>
  !step.when || draft === null || step.when(draft)

/** The steps this draft goes through (a step with `when` is left out when it does not hold). */
export function activeSteps<D extends WizardDraftBase>(
  config: WizardConfig<D>,
  draft: D | null,
): WizardStep<D>[] {
  return config.steps.filter((s) => present(s, draft))
}

export const stepById = <D extends WizardDraftBase>(config: WizardConfig<D>, id: string) =>
  config.steps.find((s) => s.id === id)

export const isStepOf = <D extends WizardDraftBase>(config: WizardConfig<D>, id: string): boolean =>
  config.steps.some((s) => s.id === id)

const indexOf = <D extends WizardDraftBase>(config: WizardConfig<D>, id: string) =>
  config.steps.findIndex((s) => s.id === id)

const payIndex = <D extends WizardDraftBase>(config: WizardConfig<D>) =>
  config.steps.findIndex((s) => s.role === 'pay')

/** The payment step's id, or null for a flow without payment. */
export const paymentStepOf = <D extends WizardDraftBase>(config: WizardConfig<D>): string | null =>
  config.steps[payIndex(config)]?.id ?? null

/** What blocks leaving a step for this draft. */
export function stepIssues<D extends WizardDraftBase>(
  config: WizardConfig<D>,
  draft: D,
  id: string,
): Issue[] {
  return stepById(config, id)?.issues(draft) ?? []
}

/** Every step's issues up to and including `id` (what the server re-checks before acting on that step). */
export function issuesThrough<D extends WizardDraftBase>(
  config: WizardConfig<D>,
  draft: D,
  id: string,
  { from }: { from?: string } = {},
): Issue[] {
  const start = from ? indexOf(config, from) : 0
  const end = indexOf(config, id)
  return activeSteps(config, draft)
    .filter((s) => {
      const at = indexOf(config, s.id)
      return at >= start && at <= end
    })
    .flatMap((s) => s.issues(draft))
}

/** The step after `from` for this draft (steps absent for it are skipped), or null after the last. */
export function nextStep<D extends WizardDraftBase>(
  config: WizardConfig<D>,
  draft: D | null,
  from: string,
): string | null {
  const at = indexOf(config, from)
  return config.steps.slice(at + 1).find((s) => present(s, draft))?.id ?? null
}

/** Every step that can follow `from` for some draft (the machine needs a transition to each). */
export function possibleNextSteps<D extends WizardDraftBase>(
  config: WizardConfig<D>,
  from: string,
): string[] {
  const out: string[] = []
  for (const step of config.steps.slice(indexOf(config, from) + 1)) {
    out.push(step.id)
    if (!step.when) break
  }
  return out
}

/**
 * Where a loaded draft resumes. What the server knows wins: a completed draft is done; a paid one resumes
 * after the payment (at the step it reached, if that is after the payment); an unpaid one with an order
 * waits at the payment unless the user had gone back to an earlier step; everything else resumes where it
 * was, or at the first step.
 */
export function resumeStep<D extends WizardDraftBase>(config: WizardConfig<D>, draft: D): string {
  if (draft.completedAt) return DONE
  const active = activeSteps(config, draft)
  const first = active[0]?.id ?? config.steps[0]!.id
  const at = active.find((s) => s.id === draft.step)
  const pay = payIndex(config)
  if (pay < 0) return at?.id ?? first
  const payId = config.steps[pay]!.id
  const after = (s: WizardStep<D> | undefined) => s !== undefined && indexOf(config, s.id) > pay
  if (draft.paid) return after(at) ? at!.id : (nextStep(config, draft, payId) ?? payId)
  if (at && indexOf(config, at.id) < pay) return at.id
  if (draft.orderId) return payId
  return config.steps.find((s) => s.makesOrder)?.id ?? first
}

/**
 * The step that makes this draft's order: the last step marked `makesOrder` the draft goes through (the
 * supplement when present, else the information), or the first step of a flow without an order.
 */
export function orderStepFor<D extends WizardDraftBase>(config: WizardConfig<D>, draft: D | null): string {
  return activeSteps(config, draft).findLast((s) => s.makesOrder)?.id ?? config.steps[0]!.id
}

/** Whether leaving `step` makes the order for this draft (the payment comes next). */
export const makesOrderFor = <D extends WizardDraftBase>(
  config: WizardConfig<D>,
  draft: D | null,
  step: string,
) => stepById(config, step)?.makesOrder === true && orderStepFor(config, draft) === step

/**
 * Whether the user may go back from `from` to `to`: an earlier edit step of this draft, after the payment
 * once paid, or (while unpaid) one the flow names as reopenable before the payment.
 */
export function canReopen<D extends WizardDraftBase>(
  config: WizardConfig<D>,
  draft: D | null,
  from: string,
  to: string,
): boolean {
  const target = stepById(config, to)
  if (!target || target.role !== 'edit' || !present(target, draft)) return false
  const at = indexOf(config, to)
  if (at >= indexOf(config, from)) return false
  const pay = payIndex(config)
  if (pay < 0 || at > pay) return true
  return draft !== null && !draft.paid && config.reopenableBeforePayment.includes(to)
}

/** Every step `from` could go back to for some draft. */
export function possibleReopens<D extends WizardDraftBase>(config: WizardConfig<D>, from: string): string[] {
  const at = indexOf(config, from)
  const pay = payIndex(config)
  return config.steps
    .filter((s, i) => i < at && s.role === 'edit')
    .filter((s) => pay < 0 || indexOf(config, s.id) > pay || config.reopenableBeforePayment.includes(s.id))
    .map((s) => s.id)
}

/** The part of a patch the step may change. */
export function allowedPatch<D extends WizardDraftBase>(
  config: WizardConfig<D>,
  step: string,
  patch: Partial<D>,
): Partial<D> {
  const edits = new Set<string>(stepById(config, step)?.edits ?? [])
  return Object.fromEntries(Object.entries(patch).filter(([key]) => edits.has(key))) as Partial<D>
}
