import { assertEvent, assign, emit, setup, type SnapshotFrom } from 'xstate'
import type { Message } from '../../domain/message-key'

/** The account-security flows that change or bind a contact with codes (issue 14). */
export type ContactFlowId = 'phoneChange' | 'phoneBind' | 'emailChange' | 'emailBind'

/** What configures the one contact machine for a flow. */
export interface ContactFlowConfig {
  id: ContactFlowId
  /** The contact the flow sets: a mobile number (SMS) or an e-mail address. */
  channel: 'mobile' | 'email'
  /** A change proves the current contact with a code first; a first binding has none to prove. */
  verifyFirst: boolean
}

export const CONTACT_FLOWS: Record<ContactFlowId, ContactFlowConfig> = {
  phoneChange: { id: 'phoneChange', channel: 'mobile', verifyFirst: true },
  phoneBind: { id: 'phoneBind', channel: 'mobile', verifyFirst: false },
  emailChange: { id: 'emailChange', channel: 'email', verifyFirst: true },
  emailBind: { id: 'emailBind', channel: 'email', verifyFirst: false },
}

/** The step tags a page follows: prove the current contact, bind the new one, finished. */
export const CONTACT_STEPS = ['verify', 'bind', 'done'] as const
/** A step waiting for the server's answer to its code. */
const BUSY = 'busy'
export type ContactStep = (typeof CONTACT_STEPS)[number]

/** Where a refusal shows: under the new contact, under the code, or above the form. */
export type ContactField = 'target' | 'code' | 'form'

export interface ContactFlowContext {
  /** The current contact proven at the verify step, masked. */
  proven: string | null
  /** Until when (epoch ms, the server's IDENTITY_PROOF_S) that proof lets the bind step change the contact. */
  provenUntil: number | null
  /** The new contact, masked, once bound. */
  bound: string | null
  /** The last refusal of a code, and where it shows. */
  error: { field: ContactField; message: Message } | null
  /** Why the flow is at this step and not where the user went (verify first, the proof ran out). */
  notice: Message | null
  /** Until when (epoch ms) too many wrong codes lock the step; the page counts it down. */
  lockedUntil: number | null
}

export type ContactFlowEvent =
  /** The user submitted the step's code (and, at the bind step, the new contact). */
  | { type: 'code.submitted'; target: string; code: string }
  | { type: 'verify.succeeded'; proven: string; provenUntil: number }
  | { type: 'bind.succeeded'; bound: string }
  | { type: 'code.refused'; field: ContactField; message: Message; lockedUntil: number | null }
  /** Sending a code was refused because the step is locked. */
  | { type: 'code.locked'; lockedUntil: number }
  /** The proof of the current contact is gone (the server said so, or its time ran out): prove it again. */
  | { type: 'proof.missing'; message: Message }
  /** The user opened the URL of a step the flow has not reached. */
  | { type: 'step.denied' }
  /** A reload found the flow waiting for an answer that will never come: the step is editable again. */
  | { type: 'flow.resumed' }

/** The calls the flow asks the page to make. */
export type ContactFlowRequest =
  { type: 'verify'; code: string } | { type: 'bind'; target: string; code: string }

const FRESH: ContactFlowContext = {
  proven: null,
  provenUntil: null,
  bound: null,
  error: null,
  notice: null,
  lockedUntil: null,
}

/**
 * One small machine for every contact flow, configured per flow: a change proves the current contact
 * (verify), then binds the new one with a code sent to it (bind), then shows the result (done); a first
 * binding starts at bind. The server's answers arrive as events and the machine emits the calls to make, so
 * it stays pure (createTestModel walks it). See contact-change.md.
 */
export function contactFlowMachine(config: ContactFlowConfig) {
  const refusal = {
    'code.refused': { target: 'editing', actions: 'refuse' },
    'flow.resumed': { target: 'editing' },
  } as const
  const editing = {
    'code.locked': { actions: 'lock' },
  } as const
  // A first binding has nothing to prove again: the notice only says why the save was refused.
  const proofMissing = config.verifyFirst
    ? { target: '#contactFlow.verify', actions: 'noteProofMissing' as const }
    : { actions: 'noteProofMissing' as const }
  return setup({
    types: {
      context: {} as ContactFlowContext,
      events: {} as ContactFlowEvent,
      emitted: {} as ContactFlowRequest,
    },
    actions: {
      requestVerify: emit(({ event }) => {
        assertEvent(event, 'code.submitted')
        return { type: 'verify' as const, code: event.code }
      }),
      requestBind: emit(({ event }) => {
        assertEvent(event, 'code.submitted')
        return { type: 'bind' as const, target: event.target, code: event.code }
      }),
      startStep: assign({ error: null }),
      recordProof: assign(({ event }) => {
        assertEvent(event, 'verify.succeeded')
        return { proven: event.proven, provenUntil: event.provenUntil, notice: null, lockedUntil: null }
      }),
      recordBound: assign(({ event }) => {
        assertEvent(event, 'bind.succeeded')
        return { bound: event.bound, provenUntil: null, notice: null, lockedUntil: null }
      }),
      refuse: assign(({ event }) => {
        assertEvent(event, 'code.refused')
        return { error: { field: event.field, message: event.message }, lockedUntil: event.lockedUntil }
      }),
      lock: assign(({ event }) => {
        assertEvent(event, 'code.locked')
        return { lockedUntil: event.lockedUntil }
      }),
      noteProofMissing: assign(({ event }) => {
        assertEvent(event, 'proof.missing')
        return { notice: event.message, proven: null, provenUntil: null, error: null, lockedUntil: null }
      }),
      noteStepDenied: assign({
        notice: config.verifyFirst ? 'security:flow.verifyFirst' : 'security:flow.bindFirst',
      }),
    },
  }).createMachine({
    id: 'contactFlow',
    context: FRESH,
    initial: config.verifyFirst ? 'verify' : 'bind',
    on: { 'step.denied': { actions: 'noteStepDenied' } },
    states: {
      ...(config.verifyFirst
        ? {
            verify: {
              tags: ['verify'],
              initial: 'editing',
              states: {
                editing: {
                  on: {
                    ...editing,
                    'code.submitted': { target: 'checking', actions: ['startStep', 'requestVerify'] },
                  },
                },
                checking: {
                  tags: [BUSY],
                  on: {
                    ...refusal,
                    'verify.succeeded': { target: '#contactFlow.bind', actions: 'recordProof' },
                  },
                },
              },
            },
          }
        : {}),
      bind: {
        tags: ['bind'],
        initial: 'editing',
        on: { 'proof.missing': proofMissing },
        states: {
          editing: {
            on: {
              ...editing,
              'code.submitted': { target: 'saving', actions: ['startStep', 'requestBind'] },
            },
          },
          saving: {
            tags: [BUSY],
            on: {
              ...refusal,
              'bind.succeeded': { target: '#contactFlow.done', actions: 'recordBound' },
            },
          },
        },
      },
      done: { tags: ['done'] },
    },
  })
}

export type ContactFlowMachine = ReturnType<typeof contactFlowMachine>
export type ContactFlowSnapshot = SnapshotFrom<ContactFlowMachine>

const built = new Map<ContactFlowId, ContactFlowMachine>()

/** The configured machine of a flow, built once. */
export function contactFlowMachineFor(id: ContactFlowId): ContactFlowMachine {
  let machine = built.get(id)
  if (!machine) {
    machine = contactFlowMachine(CONTACT_FLOWS[id])
    built.set(id, machine)
  }
  return machine
}

/** The step a snapshot is at. */
export function contactStepOf(snapshot: ContactFlowSnapshot): ContactStep {
  return CONTACT_STEPS.find((step) => snapshot.hasTag(step)) ?? 'bind'
}

/** Whether the snapshot waits for the server's answer to the step's code. */
export const isContactBusy = (snapshot: ContactFlowSnapshot) => snapshot.hasTag(BUSY)
