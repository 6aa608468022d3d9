import { useEffect, useState } from 'react'
import type { WizardCalls } from '../../api/wizards'
import { sameEdits } from '../../domain/wizard/merge'
import type { WizardConfig, WizardDraftBase } from '../../domain/wizard/types'
import { forgetUnsaved, readUnsaved } from './unsaved-edits'
import type { DraftConflict } from './use-wizard'

export type LoadedDraft<D> =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; initial: D; base: D | null; pending: boolean; conflict: DraftConflict<D> | null }

/** What only the server decides: its word wins over anything kept on this device. */
const serverFacts = <D extends WizardDraftBase>(server: D) => ({
  orderId: server.orderId,
  orderNo: server.orderNo,
  paid: server.paid,
  completedAt: server.completedAt,
  revision: server.revision,
  createdAt: server.createdAt,
})

/**
 * The draft a wizard starts from: the server's copy, with the edits this device kept and the server never
 * acknowledged (a reload right after typing, a session that ended) applied on top. Edits made on an older
 * copy than the server's are not applied silently: they come back as a conflict the user settles.
 */
export function resolveDraft<D extends WizardDraftBase>(
  config: WizardConfig<D>,
  draftId: string,
  server: D | null,
  kept: { base: D; draft: D } | null,
  now: string,
): Extract<LoadedDraft<D>, { status: 'ready' }> {
  if (!server) {
    // Never saved: this device's copy (typed before the first save reached the server), or a new draft.
    if (kept)
      return {
        initial: { ...kept.draft, orderId: null, orderNo: null, paid: false, completedAt: null, revision: 0 },
        base: null,
        pending: true,
        conflict: null,
        status: 'ready',
      }
    return {
      status: 'ready',
      initial: config.newDraft(draftId, now),
      base: null,
      pending: false,
      conflict: null,
    }
  }
  // The edits reached the server after all (a save sent as the page was left): nothing to apply.
  if (kept && sameEdits(kept.draft, server))
    return { status: 'ready', initial: server, base: server, pending: false, conflict: null }
  if (!kept || server.completedAt)
    return { status: 'ready', initial: server, base: server, pending: false, conflict: null }
  if (kept.base.revision === server.revision)
    return {
      status: 'ready',
      initial: { ...kept.draft, ...serverFacts(server) },
      base: server,
      pending: true,
      conflict: null,
    }
  return {
    status: 'ready',
    initial: server,
    base: server,
    pending: false,
    conflict: { base: kept.base, mine: kept.draft, theirs: server },
  }
}

export function useWizardDraft<D extends WizardDraftBase>(
  config: WizardConfig<D>,
  calls: WizardCalls<D>,
  userId: string,
  draftId: string,
): LoadedDraft<D> {
  const [attempt, setAttempt] = useState(0)
  const [loaded, setLoaded] = useState<LoadedDraft<D>>({ status: 'loading' })
  useEffect(() => {
    let live = true
    setLoaded({ status: 'loading' })
    Promise.all([calls.load(draftId), readUnsaved<D>(userId, config.id, draftId)]).then(
      ([server, kept]) => {
        if (!live) return
        if (server?.completedAt && kept) void forgetUnsaved(userId, config.id, draftId)
        setLoaded(resolveDraft(config, draftId, server, kept, new Date().toISOString()))
      },
      () => {
        if (live) setLoaded({ status: 'failed', retry: () => setAttempt((n) => n + 1) })
      },
    )
    return () => {
      live = false
    }
  }, [config, calls, userId, draftId, attempt])
  return loaded
}
