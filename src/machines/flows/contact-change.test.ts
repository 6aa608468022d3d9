import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { createTestModel } from 'xstate/graph'
import {
  CONTACT_FLOWS,
  contactFlowMachineFor,
  contactStepOf,
  isContactBusy,
  type ContactFlowEvent,
  type ContactFlowRequest,
  type ContactFlowSnapshot,
} from './contact-change'

const PROVEN_UNTIL = Date.UTC(2026, 2, 1, 8, 10)
const LOCKED_UNTIL = Date.UTC(2026, 2, 1, 8, 15)

const EVENTS: ContactFlowEvent[] = [
  { type: 'code.submitted', target: '18612345678', code: '123456' },
  { type: 'verify.succeeded', proven: '138****8000', provenUntil: PROVEN_UNTIL },
  { type: 'bind.succeeded', bound: '186****5678' },
  { type: 'code.refused', field: 'code', message: { text: 'The code is incorrect' }, lockedUntil: null },
  { type: 'code.locked', lockedUntil: LOCKED_UNTIL },
  { type: 'proof.missing', message: 'security:flow.proofExpired' },
  { type: 'step.denied' },
  { type: 'flow.resumed' },
]

describe.each(Object.values(CONTACT_FLOWS))('the contact flow $id (model-based)', (config) => {
  const machine = contactFlowMachineFor(config.id)
  const paths = createTestModel(machine, {
    events: EVENTS,
    filterEvents: (_state, event) => EVENTS.includes(event as ContactFlowEvent),
  }).getShortestPaths()

  it('reaches every step of the flow, and only those', () => {
    const steps = new Set(paths.map((path) => contactStepOf(path.state)))
    expect([...steps].sort()).toEqual(config.verifyFirst ? ['bind', 'done', 'verify'] : ['bind', 'done'])
  })

  describe.each(paths.map((path) => [path.description, path] as const))('%s', (_d, path) => {
    it('the live actor follows the model, emits the step call and keeps the rules of each state', async () => {
      const actor = createActor(machine).start()
      const requests: ContactFlowRequest[] = []
      actor.on('*', (request) => requests.push(request))
      const same = (state: ContactFlowSnapshot) => {
        expect(actor.getSnapshot().value).toEqual(state.value)
        expect(actor.getSnapshot().context).toEqual(state.context)
      }
      const editing = (state: ContactFlowSnapshot) => {
        same(state)
        expect(isContactBusy(state)).toBe(false)
      }
      const send = ({ event }: { event: { type: ContactFlowEvent['type'] } }) =>
        actor.send(event as ContactFlowEvent)
      await path.test({
        states: {
          'verify.editing': (state) => {
            editing(state)
            expect(contactStepOf(state)).toBe('verify')
            expect(state.context.provenUntil).toBeNull()
          },
          'verify.checking': (state) => {
            same(state)
            expect(requests.at(-1)).toEqual({ type: 'verify', code: '123456' })
            expect(state.context.error).toBeNull()
          },
          'bind.editing': (state) => {
            editing(state)
            expect(contactStepOf(state)).toBe('bind')
            // A change only gets here with its proof.
            if (config.verifyFirst) expect(state.context.provenUntil).toBe(PROVEN_UNTIL)
            else expect(state.context.proven).toBeNull()
          },
          'bind.saving': (state) => {
            same(state)
            expect(requests.at(-1)).toEqual({ type: 'bind', target: '18612345678', code: '123456' })
          },
          done: (state) => {
            same(state)
            expect(state.context).toMatchObject({
              bound: '186****5678',
              provenUntil: null,
              lockedUntil: null,
            })
            // Finished is finished: nothing sends the flow back.
            actor.send({ type: 'code.submitted', target: '18700001111', code: '000000' })
            actor.send({ type: 'proof.missing', message: 'security:flow.proofExpired' })
            expect(contactStepOf(actor.getSnapshot())).toBe('done')
          },
        },
        events: Object.fromEntries(EVENTS.map((e) => [e.type, send])),
      })
    })
  })
})

describe('contactFlowMachine', () => {
  it('shows a refusal under its field with the lock, and clears it on the next try', () => {
    const actor = createActor(contactFlowMachineFor('phoneChange')).start()
    actor.send({ type: 'code.submitted', target: '13800138000', code: '000000' })
    actor.send({
      type: 'code.refused',
      field: 'code',
      message: { text: 'Too many wrong codes' },
      lockedUntil: LOCKED_UNTIL,
    })
    expect(actor.getSnapshot().context).toMatchObject({
      error: { field: 'code', message: { text: 'Too many wrong codes' } },
      lockedUntil: LOCKED_UNTIL,
    })
    expect(contactStepOf(actor.getSnapshot())).toBe('verify')
    actor.send({ type: 'code.submitted', target: '13800138000', code: '123456' })
    expect(actor.getSnapshot().context.error).toBeNull()
  })

  it('sends a change back to the verify step when the proof is gone, saying why', () => {
    const actor = createActor(contactFlowMachineFor('emailChange')).start()
    actor.send({ type: 'code.submitted', target: '', code: '123456' })
    actor.send({ type: 'verify.succeeded', proven: '138****8000', provenUntil: PROVEN_UNTIL })
    actor.send({ type: 'code.submitted', target: 'new@example.com', code: '654321' })
    actor.send({ type: 'proof.missing', message: { text: 'Please verify first' } })
    expect(contactStepOf(actor.getSnapshot())).toBe('verify')
    expect(actor.getSnapshot().context).toMatchObject({
      notice: { text: 'Please verify first' },
      proven: null,
      provenUntil: null,
    })
  })

  it('tells a user who skipped a step to start from the first one', () => {
    const change = createActor(contactFlowMachineFor('phoneChange')).start()
    change.send({ type: 'step.denied' })
    expect(change.getSnapshot().context.notice).toBe('security:flow.verifyFirst')
    const bind = createActor(contactFlowMachineFor('phoneBind')).start()
    bind.send({ type: 'step.denied' })
    expect(bind.getSnapshot().context.notice).toBe('security:flow.bindFirst')
    expect(contactStepOf(bind.getSnapshot())).toBe('bind')
  })

  it('resumes a persisted snapshot at the same step with the same data', () => {
    const machine = contactFlowMachineFor('phoneChange')
    const actor = createActor(machine).start()
    actor.send({ type: 'code.submitted', target: '', code: '123456' })
    actor.send({ type: 'verify.succeeded', proven: '138****8000', provenUntil: PROVEN_UNTIL })
    actor.send({ type: 'code.submitted', target: '18612345678', code: '654321' })
    const saved = JSON.parse(JSON.stringify(actor.getPersistedSnapshot())) as ReturnType<
      typeof actor.getPersistedSnapshot
    >
    const resumed = createActor(machine, { snapshot: saved }).start()
    expect(isContactBusy(resumed.getSnapshot())).toBe(true)
    resumed.send({ type: 'flow.resumed' })
    expect(resumed.getSnapshot().value).toEqual({ bind: 'editing' })
    expect(resumed.getSnapshot().context.proven).toBe('138****8000')
  })
})
