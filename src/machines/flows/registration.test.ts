import { describe, expect, it } from 'vitest'
import { createActor, type SnapshotFrom } from 'xstate'
import { createTestModel } from 'xstate/graph'
import { newDraft, newMark } from '../../domain/registration/draft'
import { REGISTRATION_FLOWS, REGISTRATION_REGIONS, documentsNeeded } from '../../domain/registration/flows'
import type { Applicant, RegistrationDraft, RegistrationRegion } from '../../domain/registration/types'
import { registrationMachine, type RegistrationEmitted, type RegistrationEvent } from './registration'

type Snapshot = SnapshotFrom<typeof registrationMachine>

const NOW = '2026-11-22T08:00:00.000Z'

const applicant: Applicant = {
  applicantId: 'ap-1',
  kind: 'enterprise',
  idType: null,
  idNumber: '',
  country: 'CN',
  nameZh: '杭州云帆科技有限公司',
  nameEn: 'Hangzhou Yunfan Technology Co., Ltd.',
  addressZh: '浙江省杭州市西湖区文三路 90 号',
  addressEn: 'No. 90 Wensan Road, Xihu District, Hangzhou, Zhejiang',
  province: { code: '33', name: '浙江省' },
  city: { code: '3301', name: '杭州市' },
  district: { code: '330106', name: '西湖区' },
  postalCode: '310012',
  contactPerson: '王敏',
  phone: '0571-88886666',
  email: 'ipr@yunfan.example.com',
  licenceAddress: '浙江省杭州市西湖区文三路 90 号',
  uscc: '91330106MA2H0BDX4L',
  licenceFile: { fileId: 'f-lic', fileName: 'licence.pdf' },
  isDefault: true,
}

/** What the information step needs, for a region. */
function completeInformation(region: RegistrationRegion) {
  const mark = {
    ...newMark('m1'),
    name: 'YUNFAN',
    image: {
      fileId: 'f-img',
      fileName: 'yunfan.png',
      url: 'file/download?fileId=f-img',
      width: 800,
      height: 800,
      size: 20_000,
      source: 'generated' as const,
    },
    classes: [
      {
        classNo: '09',
        goods: [
          {
            code: '090104',
            groupCode: '0901',
            nameZh: '已录制的计算机程序',
            nameEn: 'computer programs, recorded',
            custom: false,
            verdict: 'accepted' as const,
          },
        ],
      },
    ],
    basis:
      region === 'madrid' ? { kind: 'application' as const, number: '71234567', date: '2026-03-02' } : null,
  }
  return {
    trademarks: [mark],
    applicants: { main: applicant, joint: [] },
    countries: REGISTRATION_FLOWS[region].countries === 'none' ? [] : ['US', 'JP'],
  }
}

const file = (name: string) => ({
  fileId: `f-${name}`,
  fileName: `${name}.pdf`,
  size: 1000,
  contentType: 'application/pdf',
})

function completeDocuments(region: RegistrationRegion): RegistrationDraft['documents'] {
  const draft = { ...newDraft(region, 'd-1', NOW), ...completeInformation(region) }
  return Object.fromEntries(documentsNeeded(draft).map(({ kind }) => [kind, [file(kind)]]))
}

function eventsFor(region: RegistrationRegion): RegistrationEvent[] {
  const fresh = newDraft(region, 'd-1', NOW)
  const events: RegistrationEvent[] = [
    { type: 'draft.loaded', draft: fresh },
    // A draft reloaded after it was paid elsewhere (another tab, the order list) resumes after payment.
    {
      type: 'draft.loaded',
      draft: {
        ...fresh,
        ...completeInformation(region),
        step: 'payment',
        orderId: 'ord-1',
        orderNo: 'T1',
        paid: true,
      },
    },
    { type: 'draft.changed', patch: completeInformation(region) },
    { type: 'order.created', orderId: 'ord-1', orderNo: 'TM202611220001' },
    {
      type: 'order.failed',
      issues: [{ path: 'applicants.main', message: 'registration:issues.applicantRequired' }],
      message: null,
    },
    { type: 'draft.changed', patch: { notification: { email: false, sms: false, post: false } } },
    { type: 'draft.changed', patch: { notification: { email: true, sms: true, post: false } } },
    { type: 'registration.completed', completedAt: NOW },
    { type: 'registration.failed', issues: [], message: 'errors:communication' },
  ]
  if (REGISTRATION_FLOWS[region].steps.includes('provideDocument'))
    events.push({ type: 'draft.changed', patch: { documents: completeDocuments(region) } })
  return events
}

const bareEvents: RegistrationEvent['type'][] = [
  'info.submitted',
  'info.edit',
  'payment.paid',
  'documents.submitted',
  'documents.edit',
  'confirm.submitted',
]

function start() {
  const actor = createActor(registrationMachine).start()
  const emitted: RegistrationEmitted[] = []
  for (const type of ['order.create', 'registration.complete'] as const) {
    actor.on(type, (event) => emitted.push(event))
  }
  return { actor, emitted }
}

const models = REGISTRATION_REGIONS.map((region) => {
  const events = eventsFor(region)
  const paths = createTestModel(registrationMachine, {
    events,
    filterEvents: (_state, event) => bareEvents.includes(event.type) || events.includes(event),
  }).getShortestPaths()
  return { region, events, paths }
})

describe('registrationMachine (model-based, one shape configured per region)', () => {
  it.each(models.map((m) => [m.region, m] as const))('%s: reaches every step its flow has', (region, m) => {
    // Paths that are the start of a longer one are left out by the model, so every state along them counts.
    const reached = new Set(
      m.paths.flatMap((p) => [p.state, ...p.steps.map((s) => s.state)]).map((s) => JSON.stringify(s.value)),
    )
    const steps = REGISTRATION_FLOWS[region].steps
    expect(reached).toContain(JSON.stringify({ fillInInformation: 'editing' }))
    expect(reached).toContain(JSON.stringify({ fillInInformation: 'creatingOrder' }))
    expect(reached).toContain(JSON.stringify('payment'))
    expect(reached).toContain(JSON.stringify({ confirm: 'finishing' }))
    expect(reached).toContain(JSON.stringify('done'))
    expect(reached.has(JSON.stringify('provideDocument'))).toBe(steps.includes('provideDocument'))
  })

  describe.each(
    models.flatMap((m) =>
      m.paths.map((path) => [`${m.region}: ${path.description}`, m.region, path, m.events] as const),
    ),
  )('%s', (_description, region, path, modelEvents) => {
    it('the live actor follows the model and never skips a check', async () => {
      const { actor, emitted } = start()
      const same = (state: Snapshot) => {
        const live = actor.getSnapshot()
        expect(live.value).toEqual(state.value)
        expect(live.context).toEqual(state.context)
        // The draft's step is the step shown (the URL follows it).
        const shown = ['fillInInformation', 'payment', 'provideDocument', 'confirm'].find((t) =>
          live.hasTag(t),
        )
        if (shown) expect(live.context.draft?.step).toBe(shown)
      }
      const send = ({ event }: { event: { type: RegistrationEvent['type'] } }) => {
        actor.send(event as RegistrationEvent)
      }
      const events = Object.fromEntries(
        [...new Set([...modelEvents.map((e) => e.type), ...bareEvents])].map((type) => [type, send]),
      )
      await path.test({
        states: {
          loading: (state) => same(state),
          'fillInInformation.editing': (state) => same(state),
          'fillInInformation.creatingOrder': (state) => {
            same(state)
            // An order is asked for only with complete information.
            const last = emitted.at(-1)
            expect(last?.type).toBe('order.create')
            expect(last?.draft.trademarks[0]?.classes.length).toBeGreaterThan(0)
            expect(last?.draft.applicants.main).not.toBeNull()
          },
          payment: (state) => {
            same(state)
            expect(state.context.draft?.orderId).toBe(state.context.draft?.orderId ?? null)
            expect(state.context.draft?.orderId).not.toBeNull()
          },
          provideDocument: (state) => {
            same(state)
            expect(REGISTRATION_FLOWS[region].steps).toContain('provideDocument')
            expect(state.context.draft?.paid).toBe(true)
          },
          'confirm.choosing': (state) => {
            same(state)
            expect(state.context.draft?.paid).toBe(true)
          },
          'confirm.finishing': (state) => {
            same(state)
            expect(emitted.at(-1)?.type).toBe('registration.complete')
          },
          done: (state) => {
            same(state)
            expect(actor.getSnapshot().status).toBe('done')
          },
        },
        events,
      })
    })
  })
})

describe('registrationMachine (rules)', () => {
  const load = (draft: RegistrationDraft) => {
    const { actor, emitted } = start()
    actor.send({ type: 'draft.loaded', draft })
    return { actor, emitted }
  }

  it('refuses to leave the information step while something is missing, and names it', () => {
    const { actor, emitted } = load(newDraft('mainland', 'd-1', NOW))
    actor.send({ type: 'info.submitted' })
    const snap = actor.getSnapshot()
    expect(snap.value).toEqual({ fillInInformation: 'editing' })
    expect(emitted).toEqual([])
    expect(snap.context.issues.map((i) => i.path)).toEqual(
      expect.arrayContaining([
        'trademarks.0.name',
        'trademarks.0.image',
        'trademarks.0.classes',
        'applicants.main',
      ]),
    )
    // Once shown, the issues follow every change: fixing the applicant clears its issue.
    actor.send({ type: 'draft.changed', patch: { applicants: { main: applicant, joint: [] } } })
    expect(actor.getSnapshot().context.issues.map((i) => i.path)).not.toContain('applicants.main')
  })

  it('keeps what the user typed when the server refuses, with the server issues shown', () => {
    const { actor } = load({ ...newDraft('madrid', 'd-1', NOW), ...completeInformation('madrid') })
    actor.send({ type: 'info.submitted' })
    const issue = { path: 'trademarks.0.basis.number', message: 'registration:issues.basisNotFound' } as const
    actor.send({ type: 'order.failed', issues: [issue], message: null })
    const snap = actor.getSnapshot()
    expect(snap.value).toEqual({ fillInInformation: 'editing' })
    expect(snap.context.issues).toEqual([issue])
    expect(snap.context.draft?.trademarks[0]?.name).toBe('YUNFAN')
  })

  it('refuses 11 applicants', () => {
    const joint = Array.from({ length: 10 }, (_, i) => ({ ...applicant, applicantId: `ap-j${i}` }))
    const { actor, emitted } = load({
      ...newDraft('mainland', 'd-1', NOW),
      ...completeInformation('mainland'),
    })
    actor.send({ type: 'draft.changed', patch: { applicants: { main: applicant, joint } } })
    actor.send({ type: 'info.submitted' })
    expect(emitted).toEqual([])
    expect(actor.getSnapshot().context.issues).toContainEqual({
      path: 'applicants.joint',
      message: 'registration:issues.tooManyApplicants',
    })
  })

  it('lets a step change only its own part of the draft', () => {
    const paid = {
      ...newDraft('hk', 'd-1', NOW),
      ...completeInformation('hk'),
      step: 'payment' as const,
      orderId: 'ord-1',
      paid: true,
    }
    const { actor } = load(paid)
    expect(actor.getSnapshot().value).toBe('provideDocument')
    actor.send({ type: 'draft.changed', patch: { trademarks: [], originalsByPost: true } })
    const draft = actor.getSnapshot().context.draft!
    expect(draft.trademarks).toHaveLength(1)
    expect(draft.originalsByPost).toBe(true)
  })

  it('goes back to the information before paying, never after', () => {
    const { actor } = load({ ...newDraft('global', 'd-1', NOW), ...completeInformation('global') })
    actor.send({ type: 'info.submitted' })
    actor.send({ type: 'order.created', orderId: 'ord-1', orderNo: 'T1' })
    actor.send({ type: 'info.edit' })
    expect(actor.getSnapshot().value).toEqual({ fillInInformation: 'editing' })
    actor.send({ type: 'info.submitted' })
    actor.send({ type: 'order.created', orderId: 'ord-2', orderNo: 'T2' })
    actor.send({ type: 'payment.paid' })
    // Global has no documents step.
    expect(actor.getSnapshot().value).toEqual({ confirm: 'choosing' })
    actor.send({ type: 'info.edit' })
    actor.send({ type: 'documents.edit' })
    expect(actor.getSnapshot().value).toEqual({ confirm: 'choosing' })
  })
})
