import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { REGISTRATION_FIXTURES } from '../../../tests/fixtures/registration'
import { REGISTRATION_WIZARDS } from '../../domain/registration/wizards'
import { forgetUnsaved, keepUnsaved, readUnsaved } from './unsaved-edits'
import { resolveDraft } from './use-wizard-draft'

const config = REGISTRATION_WIZARDS.mainland
const NOW = '2026-11-26T08:00:00.000Z'
const server = {
  ...config.newDraft('d-1', NOW),
  ...REGISTRATION_FIXTURES.mainland,
  draftId: 'd-1',
  completedAt: null,
  paid: false,
  orderId: null,
  orderNo: null,
  step: 'fillInInformation' as const,
  revision: 3,
}
const typed = (name: string) => ({
  ...server,
  trademarks: [{ ...server.trademarks[0]!, name }, ...server.trademarks.slice(1)],
})

describe('resolveDraft: where a wizard starts', () => {
  it('starts a new draft when neither the server nor this device knows it', () => {
    const r = resolveDraft(config, 'd-new', null, null, NOW)
    expect(r.initial.draftId).toBe('d-new')
    expect(r.initial.revision).toBe(0)
    expect(r.pending).toBe(false)
  })

  it('resumes what this device kept before the first save reached the server, and saves it', () => {
    const kept = { ...typed('云杉 NEW'), revision: 0 }
    const r = resolveDraft(config, 'd-1', null, { base: kept, draft: kept }, NOW)
    expect(r.initial.trademarks[0]!.name).toBe('云杉 NEW')
    expect(r.pending).toBe(true)
  })

  it('applies edits kept on this device on the copy the server still holds, keeping the server’s facts', () => {
    const paidServer = { ...server, orderId: 'o-1', orderNo: 'TM1', paid: true }
    const r = resolveDraft(
      config,
      'd-1',
      paidServer,
      { base: server, draft: typed('after the session ended') },
      NOW,
    )
    expect(r.initial.trademarks[0]!.name).toBe('after the session ended')
    expect(r.initial).toMatchObject({ paid: true, orderId: 'o-1', revision: 3 })
    expect(r.pending).toBe(true)
    expect(r.conflict).toBeNull()
  })

  it('never applies edits made on an older copy silently: they come back as a conflict', () => {
    const newer = { ...typed('changed in another tab'), revision: 4 }
    const r = resolveDraft(config, 'd-1', newer, { base: server, draft: typed('mine') }, NOW)
    expect(r.initial).toBe(newer)
    expect(r.conflict?.mine.trademarks[0]?.name).toBe('mine')
    expect(r.conflict?.theirs).toBe(newer)
  })

  it('is not a conflict when the kept edits reached the server after all', () => {
    const saved = { ...typed('sent as the page closed'), revision: 4 }
    const r = resolveDraft(
      config,
      'd-1',
      saved,
      { base: server, draft: typed('sent as the page closed') },
      NOW,
    )
    expect(r.conflict).toBeNull()
    expect(r.pending).toBe(false)
  })
})

describe('unsaved edits on this device', () => {
  it('are kept in IndexedDB under the user, so another user never reads them', async () => {
    const edits = { base: server, draft: typed('kept'), keptAt: NOW }
    await keepUnsaved('u-demo', config.id, 'd-1', edits)
    expect((await readUnsaved<typeof server>('u-demo', config.id, 'd-1'))?.draft.trademarks[0]?.name).toBe(
      'kept',
    )
    expect(await readUnsaved('u-agency', config.id, 'd-1')).toBeNull()
    expect(await readUnsaved('u-demo', 'registration.hk', 'd-1')).toBeNull()
    await forgetUnsaved('u-demo', config.id, 'd-1')
    expect(await readUnsaved('u-demo', config.id, 'd-1')).toBeNull()
  })

  it('survive the session-expiry path, which clears localStorage', async () => {
    await keepUnsaved('u-demo', config.id, 'd-2', { base: server, draft: typed('typed late'), keptAt: NOW })
    localStorage.clear()
    expect((await readUnsaved<typeof server>('u-demo', config.id, 'd-2'))?.draft.trademarks[0]?.name).toBe(
      'typed late',
    )
  })
})
