import { assertEvent, assign, emit, setup } from 'xstate'
import type { Message } from '../../domain/message-key'
import { REGISTRATION_FLOWS } from '../../domain/registration/flows'
import type { RegistrationDraft, RegistrationStep } from '../../domain/registration/types'
import {
  confirmIssues,
  documentIssues,
  informationIssues,
  type DraftIssue,
} from '../../domain/registration/validate'

/**
 * The registration flow, one shape for the four wizards (mainland China, Hong Kong, global, Madrid): the
 * region's configuration (src/domain/registration/flows.ts) decides whether the documents step exists. The
 * machine holds the draft and is pure: it emits what the route layer must do (create the order, finish the
 * filing) and waits for the answer as an event. The route layer saves `context.draft` on every change, so a
 * reload resumes where the user was.
 */
export interface RegistrationContext {
  draft: RegistrationDraft | null
  /** What blocks the current step, shown next to the fields once the user tried to go on. */
  issues: DraftIssue[]
  /** Whether the user already tried to go on from this step (issues then follow every change). */
  attempted: boolean
  /** The server's message when a call failed (our key or the server's words). */
  error: Message | null
}

/** Which parts of the draft each step may change. */
type DraftPatch = Partial<
  Pick<
    RegistrationDraft,
    'trademarks' | 'applicants' | 'countries' | 'documents' | 'originalsByPost' | 'mailing' | 'notification'
  >
>

export type RegistrationEvent =
  | { type: 'draft.loaded'; draft: RegistrationDraft }
  | { type: 'draft.changed'; patch: DraftPatch }
  | { type: 'info.submitted' }
  | { type: 'order.created'; orderId: string; orderNo: string }
  | { type: 'order.failed'; issues: DraftIssue[]; message: Message | null }
  | { type: 'info.edit' }
  | { type: 'payment.paid' }
  | { type: 'documents.submitted' }
  | { type: 'documents.edit' }
  | { type: 'confirm.submitted' }
  | { type: 'registration.completed'; completedAt: string }
  | { type: 'registration.failed'; issues: DraftIssue[]; message: Message | null }

export type RegistrationEmitted =
  | { type: 'order.create'; draft: RegistrationDraft }
  | { type: 'registration.complete'; draft: RegistrationDraft }

const EDITABLE: Record<RegistrationStep, readonly (keyof DraftPatch)[]> = {
  fillInInformation: ['trademarks', 'applicants', 'countries'],
  payment: [],
  provideDocument: ['documents', 'originalsByPost', 'mailing'],
  confirm: ['notification'],
}

const ISSUES_OF: Record<RegistrationStep, (d: RegistrationDraft) => DraftIssue[]> = {
  fillInInformation: informationIssues,
  payment: () => [],
  provideDocument: documentIssues,
  confirm: confirmIssues,
}

const hasDocumentsStep = (d: RegistrationDraft | null) =>
  d !== null && REGISTRATION_FLOWS[d.region].steps.includes('provideDocument')

type StepParams = { step: RegistrationStep }

export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    emitted: {} as RegistrationEmitted,
  },
  actions: {
    /** Moves the draft to a step (the URL follows). */
    enter: assign(({ context }, { step }: StepParams) => ({
      draft: context.draft && { ...context.draft, step },
      issues: [],
      attempted: false,
      error: null,
    })),
    /** Records why the step cannot be left, and keeps checking on every change from now on. */
    block: assign(({ context }, { step }: StepParams) => ({
      issues: context.draft ? ISSUES_OF[step](context.draft) : [],
      attempted: true,
    })),
    change: assign(({ context, event }, { step }: StepParams) => {
      assertEvent(event, 'draft.changed')
      if (!context.draft) return {}
      const allowed = Object.fromEntries(
        Object.entries(event.patch).filter(([key]) => EDITABLE[step].includes(key as keyof DraftPatch)),
      )
      const draft = { ...context.draft, ...allowed }
      return { draft, issues: context.attempted ? ISSUES_OF[step](draft) : context.issues }
    }),
    load: assign(({ event }) => {
      assertEvent(event, 'draft.loaded')
      return { draft: event.draft, issues: [], attempted: false, error: null }
    }),
    requestOrder: emit(({ context }) => ({ type: 'order.create' as const, draft: context.draft! })),
    recordOrder: assign(({ context, event }) => {
      assertEvent(event, 'order.created')
      return {
        draft: context.draft && {
          ...context.draft,
          orderId: event.orderId,
          orderNo: event.orderNo,
          step: 'payment' as const,
        },
      }
    }),
    recordRefusal: assign(({ event }) => {
      assertEvent(event, ['order.failed', 'registration.failed'])
      return { issues: event.issues, error: event.message, attempted: true }
    }),
    recordPaid: assign(({ context }) => ({ draft: context.draft && { ...context.draft, paid: true } })),
    requestCompletion: emit(({ context }) => ({
      type: 'registration.complete' as const,
      draft: context.draft!,
    })),
    recordCompleted: assign(({ context, event }) => {
      assertEvent(event, 'registration.completed')
      return { draft: context.draft && { ...context.draft, completedAt: event.completedAt } }
    }),
  },
  guards: {
    passes: ({ context }, { step }: StepParams) =>
      context.draft !== null && ISSUES_OF[step](context.draft).length === 0,
    stepIs: ({ context }, { step }: StepParams) => context.draft?.step === step,
    completed: ({ context }) => context.draft?.completedAt != null,
    paidAlready: ({ context }) => context.draft?.paid === true,
    hasDocumentsStep: ({ context }) => hasDocumentsStep(context.draft),
    awaitingPayment: ({ context }) => context.draft?.step === 'payment' && context.draft.orderId !== null,
  },
}).createMachine({
  id: 'registration',
  context: { draft: null, issues: [], attempted: false, error: null },
  initial: 'loading',
  states: {
    loading: {
      on: { 'draft.loaded': { target: 'resuming', actions: 'load' } },
    },
    // A loaded draft resumes at the step it was at; what the server knows (paid, completed) wins.
    resuming: {
      always: [
        { guard: 'completed', target: 'done' },
        { guard: { type: 'stepIs', params: { step: 'confirm' } }, target: 'confirm' },
        { guard: 'paidAlready', target: 'afterPayment' },
        { guard: 'awaitingPayment', target: 'payment' },
        { target: 'fillInInformation' },
      ],
    },
    fillInInformation: {
      tags: ['fillInInformation'],
      entry: { type: 'enter', params: { step: 'fillInInformation' } },
      initial: 'editing',
      states: {
        editing: {
          on: {
            'draft.changed': { actions: { type: 'change', params: { step: 'fillInInformation' } } },
            'info.submitted': [
              { guard: { type: 'passes', params: { step: 'fillInInformation' } }, target: 'creatingOrder' },
              { actions: { type: 'block', params: { step: 'fillInInformation' } } },
            ],
          },
        },
        // The server checks again and makes (or replaces) the order; its refusals show next to the fields.
        creatingOrder: {
          tags: ['busy'],
          entry: 'requestOrder',
          on: {
            'order.created': { target: '#registration.payment', actions: 'recordOrder' },
            'order.failed': { target: 'editing', actions: 'recordRefusal' },
          },
        },
      },
    },
    payment: {
      tags: ['payment'],
      entry: { type: 'enter', params: { step: 'payment' } },
      on: {
        'payment.paid': { target: 'afterPayment', actions: 'recordPaid' },
        // Before paying, the information can still be changed (the unpaid order is then replaced).
        'info.edit': 'fillInInformation',
      },
    },
    afterPayment: {
      always: [{ guard: 'hasDocumentsStep', target: 'provideDocument' }, { target: 'confirm' }],
    },
    provideDocument: {
      tags: ['provideDocument'],
      entry: { type: 'enter', params: { step: 'provideDocument' } },
      on: {
        'draft.changed': { actions: { type: 'change', params: { step: 'provideDocument' } } },
        'documents.submitted': [
          { guard: { type: 'passes', params: { step: 'provideDocument' } }, target: 'confirm' },
          { actions: { type: 'block', params: { step: 'provideDocument' } } },
        ],
      },
    },
    confirm: {
      tags: ['confirm'],
      entry: { type: 'enter', params: { step: 'confirm' } },
      initial: 'choosing',
      states: {
        choosing: {
          on: {
            'draft.changed': { actions: { type: 'change', params: { step: 'confirm' } } },
            'documents.edit': { guard: 'hasDocumentsStep', target: '#registration.provideDocument' },
            'confirm.submitted': [
              { guard: { type: 'passes', params: { step: 'confirm' } }, target: 'finishing' },
              { actions: { type: 'block', params: { step: 'confirm' } } },
            ],
          },
        },
        finishing: {
          tags: ['busy'],
          entry: 'requestCompletion',
          on: {
            'registration.completed': { target: '#registration.done', actions: 'recordCompleted' },
            'registration.failed': { target: 'choosing', actions: 'recordRefusal' },
          },
        },
      },
    },
    done: { tags: ['done'], type: 'final' },
  },
})
