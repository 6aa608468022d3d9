import { assertEvent, assign, emit, setup } from 'xstate'
import {
  allowedPatch,
  canReopen,
  DONE,
  makesOrderFor,
  nextStep,
  paymentStepOf,
  possibleNextSteps,
  possibleReopens,
  resumeStep,
  stepById,
} from '../../domain/wizard/define'
import type { Issue, WizardConfig, WizardDraftBase } from '../../domain/wizard/types'
import type { Message } from '../../domain/message-key'

export interface WizardContext<D extends WizardDraftBase> {
  draft: D | null
  /** What blocks the current step, shown next to the fields once the user tried to go on. */
  issues: Issue[]
  /** Whether the user already tried to leave this step (its issues then follow every change). */
  attempted: boolean
  /** The server's refusal that is not about one field (a translation key or the server's own words). */
  error: Message | null
}

/** What the user did and what the server answered; the same events for every wizard. */
export type WizardEvent<D extends WizardDraftBase> =
  | { type: 'draft.loaded'; draft: D }
  /** A newer copy replaced this one (another tab saved it; the user chose to load it). */
  | { type: 'draft.replaced'; draft: D }
  | { type: 'draft.changed'; patch: Partial<D> }
  | { type: 'step.submitted' }
  | { type: 'step.reopen'; step: string }
  | { type: 'order.created'; orderId: string; orderNo: string }
  | { type: 'order.failed'; issues: Issue[]; error: Message | null }
  | { type: 'payment.paid' }
  | { type: 'flow.completed'; completedAt: string }
  | { type: 'flow.failed'; issues: Issue[]; error: Message | null }

/** What the flow asks the edge to do; the answer comes back as an event. */
export type WizardEmitted<D extends WizardDraftBase> =
  { type: 'order.create'; draft: D } | { type: 'flow.complete'; draft: D }

type StepParams = { step: string }
type MoveParams = { from: string; to: string }

/**
 * Builds the pure machine of one wizard from its configuration: a state per step, tagged with the step's id
 * (the URL follows the tag) and its role; `loading` until the draft arrives, `resuming` to the step the draft
 * resumes at (src/domain/wizard/define.ts resumeStep: what the server knows wins), `done` when the last step
 * is submitted. It never calls the server: it emits `order.create` and `flow.complete` and waits for the
 * answer as an event. See create-wizard-machine.md.
 */
export function createWizardMachine<D extends WizardDraftBase>(config: WizardConfig<D>) {
  // '#id.step' addresses a state, so the machine's id keeps no dots of the configuration's.
  const id = config.id.replace(/[.#]/g, '-')
  const ref = (step: string) => `#${id}.${step}`
  const payId = paymentStepOf(config)
  type Ctx = WizardContext<D>
  type Ev = WizardEvent<D>

  const issuesOf = (draft: D | null, step: string) =>
    draft ? (stepById(config, step)?.issues(draft) ?? []) : []

  const machineSetup = setup({
    types: {
      context: {} as Ctx,
      events: {} as Ev,
      emitted: {} as WizardEmitted<D>,
    },
    actions: {
      /** Shows a step: the draft's step follows the state, and the step's checks start afresh. */
      enter: assign(({ context }, { step }: StepParams) => ({
        draft: context.draft && { ...context.draft, step },
        issues: [],
        attempted: false,
        error: null,
      })),
      /** Records why the step cannot be left, and keeps checking on every change from now on. */
      block: assign(({ context }, { step }: StepParams) => ({
        issues: issuesOf(context.draft, step),
        attempted: true,
      })),
      change: assign(({ context, event }, { step }: StepParams) => {
        assertEvent(event, 'draft.changed')
        if (!context.draft) return {}
        const draft = { ...context.draft, ...allowedPatch(config, step, event.patch) }
        return { draft, issues: context.attempted ? issuesOf(draft, step) : context.issues }
      }),
      load: assign(({ event }) => {
        assertEvent(event, ['draft.loaded', 'draft.replaced'])
        return { draft: event.draft, issues: [], attempted: false, error: null }
      }),
      requestOrder: emit(({ context }) => ({ type: 'order.create' as const, draft: context.draft! })),
      recordOrder: assign(({ context, event }) => {
        assertEvent(event, 'order.created')
        return {
          draft: context.draft && { ...context.draft, orderId: event.orderId, orderNo: event.orderNo },
        }
      }),
      recordRefusal: assign(({ event }) => {
        assertEvent(event, ['order.failed', 'flow.failed'])
        return { issues: event.issues, error: event.error, attempted: true }
      }),
      recordPaid: assign(({ context }) => ({ draft: context.draft && { ...context.draft, paid: true } })),
      requestCompletion: emit(({ context }) => ({ type: 'flow.complete' as const, draft: context.draft! })),
      recordCompleted: assign(({ context, event }) => {
        assertEvent(event, 'flow.completed')
        return { draft: context.draft && { ...context.draft, completedAt: event.completedAt } }
      }),
    },
    guards: {
      passes: ({ context }, { step }: StepParams) =>
        context.draft !== null && issuesOf(context.draft, step).length === 0,
      /** The step passes and makes the order of this draft (the payment is next). */
      passesToOrder: ({ context }, { step }: StepParams) =>
        context.draft !== null &&
        issuesOf(context.draft, step).length === 0 &&
        makesOrderFor(config, context.draft, step),
      /** The step passes and, for this draft, `to` is the step after it. */
      passesTo: ({ context }, { from, to }: MoveParams) =>
        context.draft !== null &&
        issuesOf(context.draft, from).length === 0 &&
        nextStep(config, context.draft, from) === to,
      nextIs: ({ context }, { from, to }: MoveParams) => nextStep(config, context.draft, from) === to,
      resumesAt: ({ context }, { step }: StepParams) =>
        context.draft !== null && resumeStep(config, context.draft) === step,
      reopens: ({ context, event }, { from, to }: MoveParams) =>
        event.type === 'step.reopen' && event.step === to && canReopen(config, context.draft, from, to),
    },
  })

  // The states are generated from the configuration, so their names and transitions are plain data here;
  // the machine's setup() still types every action, guard and event they name.
  type Transition = Record<string, unknown>
  const move = (
    from: string,
    target: string,
    guard: 'passesTo' | 'nextIs',
    actions?: string,
  ): Transition => ({
    guard: { type: guard, params: { from, to: target } },
    target: ref(target),
    ...(actions ? { actions } : {}),
  })
  const reopen = (from: string): Transition[] =>
    possibleReopens(config, from).map((target) => ({
      guard: { type: 'reopens', params: { from, to: target } },
      target: ref(target),
    }))
  const replaced: Transition = { target: ref('resuming'), actions: 'load' }
  const onStep = (type: 'change' | 'block', step: string): Transition => ({
    actions: { type, params: { step } },
  })
  const passes = (step: string, target: string): Transition => ({
    guard: { type: 'passes', params: { step } },
    target,
  })

  const stepState = (step: WizardConfig<D>['steps'][number]) => {
    const base = { tags: [step.id, `role:${step.role}`], entry: { type: 'enter', params: { step: step.id } } }
    const following = possibleNextSteps(config, step.id)
    if (step.role === 'pay')
      return {
        ...base,
        on: {
          'payment.paid': following.map((next) => move(step.id, next, 'nextIs', 'recordPaid')),
          'step.reopen': reopen(step.id),
          'draft.replaced': replaced,
        },
      }
    const submit =
      step.role === 'finish'
        ? [passes(step.id, 'finishing')]
        : step.makesOrder
          ? [
              // The order is made when the payment comes next for this draft; else (a supplement follows)
              // the step only moves on, and the supplement makes it.
              { guard: { type: 'passesToOrder', params: { step: step.id } }, target: 'ordering' },
              ...following.filter((next) => next !== payId).map((next) => move(step.id, next, 'passesTo')),
            ]
          : following.map((next) => move(step.id, next, 'passesTo'))
    const editing = {
      on: {
        'draft.changed': onStep('change', step.id),
        'draft.replaced': replaced,
        'step.reopen': reopen(step.id),
        'step.submitted': [...submit, onStep('block', step.id)],
      },
    }
    // While the server checks again and files (or makes the order), the step is busy; its refusals go back
    // to editing and show next to the fields.
    const busy =
      step.role === 'finish'
        ? {
            finishing: {
              tags: ['busy'],
              entry: 'requestCompletion',
              on: {
                'flow.completed': { target: ref(DONE), actions: 'recordCompleted' },
                'flow.failed': { target: 'editing', actions: 'recordRefusal' },
              },
            },
          }
        : step.makesOrder
          ? {
              ordering: {
                tags: ['busy'],
                entry: 'requestOrder',
                on: {
                  'order.created': following.map((next) => move(step.id, next, 'nextIs', 'recordOrder')),
                  'order.failed': { target: 'editing', actions: 'recordRefusal' },
                },
              },
            }
          : {}
    return { ...base, initial: 'editing', states: { editing, ...busy } }
  }

  const states = {
    loading: {
      on: { 'draft.loaded': { target: 'resuming', actions: 'load' } },
    },
    resuming: {
      always: [DONE, ...config.steps.map((s) => s.id)].map((step) => ({
        guard: { type: 'resumesAt', params: { step } },
        target: ref(step),
      })),
    },
    ...Object.fromEntries(config.steps.map((step) => [step.id, stepState(step)])),
    [DONE]: { tags: [DONE], type: 'final' },
  }

  return machineSetup.createMachine({
    id,
    context: { draft: null, issues: [], attempted: false, error: null },
    initial: 'loading',
    // The one cast of the factory: generated state names cannot be known to the type system.
    states: states as unknown as Parameters<typeof machineSetup.createMachine>[0]['states'],
  })
}

export type WizardMachine<D extends WizardDraftBase> = ReturnType<typeof createWizardMachine<D>>
