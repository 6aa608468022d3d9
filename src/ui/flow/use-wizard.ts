import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { BusinessError } from '../../api/client'
import type { WizardCalls } from '../../api/wizards'
import type { Message } from '../../domain/message-key'
import { DRAFT_CONFLICT_CODE, type WizardConfig, type WizardDraftBase } from '../../domain/wizard/types'
import type { WizardEvent } from '../../machines/wizard/create-wizard-machine'
import { wizardMachine } from '../../machines/wizard/machines'
import { mergeDrafts, sameEdits } from '../../domain/wizard/merge'
import { forgetUnsaved, keepUnsaved } from './unsaved-edits'
import { useFlowActor } from './use-flow-actor'

export type SaveState = 'idle' | 'saving' | 'saved' | 'error' | 'conflict'

/** Two versions of one draft: this tab's unsaved edit and the newer copy the server refused it for. */
export interface DraftConflict<D> {
  base: D
  mine: D
  theirs: D
}

export interface WizardOptions<D extends WizardDraftBase> {
  config: WizardConfig<D>
  calls: WizardCalls<D>
  userId: string
  /** The draft to start from (the server's copy with this device's unsaved edits applied). */
  initial: D
  /** The server's copy the initial draft was made on, or null when the server does not know the draft. */
  base: D | null
  /** Unsaved edits found on this device that must be saved now. */
  pending: boolean
  /** A conflict found while loading (this device's edits were made on an older copy). */
  conflict: DraftConflict<D> | null
  /** The step the URL shows, and how to show another. */
  urlStep: string
  go: (step: string, options: { replace: boolean }) => void
  /** After the order is made or the flow completed (lists to refresh). */
  /** After a save reached the server (the draft list shows what was saved). */
  onSaved?: () => void
  onOrdered?: () => void
  onCompleted?: () => void
}

const SERVER_DELAY_MS = 700
const RETRY_MS = 5_000

class NotSaved extends Error {}

/**
 * One wizard at the edge: the configured machine, its requests answered with the flow's calls, every change
 * kept on this device at once (IndexedDB, under the user's id) and saved to the server a moment later on the
 * revision it was made on, a stale save turned into a conflict the user settles, and the URL following the
 * step. Nothing typed is lost silently: not on a reload, not when the session ends, not to another tab.
 */
export function useWizard<D extends WizardDraftBase>(options: WizardOptions<D>) {
  const { config, calls } = options
  const userId = useRef(options.userId).current
  const [state, setState] = useState<SaveState>(options.pending ? 'saving' : 'idle')
  const [savedAt, setSavedAt] = useState<string | null>(null)
  const [conflict, setConflict] = useState<DraftConflict<D> | null>(options.conflict)
  // The server's copy the next save is made on, and the newest edit not yet saved.
  const base = useRef<D | null>(options.base)
  const pending = useRef<D | null>(options.pending ? options.initial : null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const blocked = useRef(options.conflict !== null)
  const saved$ = useRef(options.onSaved)
  useEffect(() => {
    saved$.current = options.onSaved
  }, [options.onSaved])

  const saver = useMemo(() => {
    // One save at a time: a second save sent before the first is answered would be made on a revision the
    // first is about to replace, and the server would (rightly) refuse it as stale.
    let inflight: Promise<void> | null = null
    const once = async (): Promise<void> => {
      clearTimeout(timer.current)
      const next = pending.current
      if (!next || blocked.current) return
      pending.current = null
      setState('saving')
      try {
        const saved = await calls.save(next, base.current?.revision ?? 0)
        base.current = { ...next, revision: saved.revision, updatedAt: saved.updatedAt }
        setSavedAt(saved.updatedAt)
        saved$.current?.()
        if (!pending.current) {
          setState('saved')
          void forgetUnsaved(userId, config.id, next.draftId)
        }
      } catch (error) {
        pending.current ??= next
        if (error instanceof BusinessError && error.code === DRAFT_CONFLICT_CODE) {
          const theirs = (error.data as { draft?: D } | null)?.draft
          if (theirs) {
            blocked.current = true
            setConflict({ base: base.current ?? theirs, mine: pending.current, theirs })
            setState('conflict')
            return
          }
        }
        // Kept on this device meanwhile; a session that ended is saved after signing in again.
        setState('error')
        clearTimeout(timer.current)
        timer.current = setTimeout(() => void run(), RETRY_MS)
        throw error
      }
    }
    const run = async (): Promise<void> => {
      while (inflight) await inflight.catch(() => undefined)
      inflight = once()
      try {
        await inflight
      } catch {
        // Reported through the state; flush() tells its caller.
      } finally {
        inflight = null
      }
    }
    return {
      schedule(next: D) {
        pending.current = next
        void keepUnsaved(userId, config.id, next.draftId, {
          base: base.current ?? next,
          draft: next,
          keptAt: next.updatedAt,
        })
        if (blocked.current) {
          setConflict((c) => c && { ...c, mine: next })
          return
        }
        setState('saving')
        clearTimeout(timer.current)
        timer.current = setTimeout(() => void run(), SERVER_DELAY_MS)
      },
      /** Saves what is pending now; throws when it could not be saved. */
      async flush() {
        await run()
        if (pending.current || blocked.current) throw new NotSaved()
      },
      run,
    }
  }, [calls, config.id, userId])

  const machine = wizardMachine(config)
  const flow = useFlowActor(machine, {
    requests: {
      'order.create': {
        run: async ({ draft }) => {
          await saver.flush()
          const made = await calls.order(draft.draftId)
          options.onOrdered?.()
          return { type: 'order.created' as const, orderId: made.orderId, orderNo: made.orderNo }
        },
        refused: (refusal, _request, error) => ({
          type: 'order.failed' as const,
          issues: refusal.issues,
          error: error instanceof NotSaved ? notSaved(blocked.current) : refusal.error,
        }),
      },
      'flow.complete': {
        run: async ({ draft }) => {
          await saver.flush()
          const done = await calls.complete(draft.draftId)
          void forgetUnsaved(userId, config.id, draft.draftId)
          options.onCompleted?.()
          return { type: 'flow.completed' as const, completedAt: done.completedAt }
        },
        refused: (refusal, _request, error) => ({
          type: 'flow.failed' as const,
          issues: refusal.issues,
          error: error instanceof NotSaved ? notSaved(blocked.current) : refusal.error,
        }),
      },
    },
    follow: {
      steps: config.steps.map((s) => s.id),
      current: options.urlStep,
      go: options.go,
    },
  })
  const { actor } = flow

  // The first draft goes in once; later drafts live in the machine.
  useEffect(() => {
    actor.send({ type: 'draft.loaded', draft: options.initial } as WizardEvent<D>)
    if (options.pending) void saver.run()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor])

  // Every change of the draft is kept on this device at once and saved to the server a moment later.
  const draft = flow.snapshot.context.draft as D | null
  const shown = useRef<D | null>(null)
  useEffect(() => {
    if (!draft || draft.completedAt) return
    const previous = shown.current
    shown.current = draft
    if (previous === null || previous === draft) return
    const known = pending.current ?? base.current
    // What the server decides (the order, the payment) is not an edit to save.
    if (known && sameEdits(known, draft)) return
    saver.schedule({ ...draft, updatedAt: new Date().toISOString() })
  }, [draft, saver])

  // Leaving the page saves what is pending.
  useEffect(() => {
    const leave = () => void saver.run()
    window.addEventListener('pagehide', leave)
    return () => {
      window.removeEventListener('pagehide', leave)
      clearTimeout(timer.current)
      leave()
    }
  }, [saver])

  const settle = useCallback(
    (next: D, newer: D, save: boolean) => {
      blocked.current = false
      setConflict(null)
      base.current = newer
      pending.current = null
      shown.current = null
      actor.send({ type: 'draft.replaced', draft: next } as WizardEvent<D>)
      if (save) saver.schedule({ ...next, updatedAt: new Date().toISOString() })
      else {
        setState('saved')
        setSavedAt(newer.updatedAt)
        void forgetUnsaved(userId, config.id, newer.draftId)
      }
    },
    [actor, saver, userId, config.id],
  )

  // What merging would keep, and which fields both versions changed.
  const merging = useMemo(() => {
    if (!conflict) return null
    const fields = [...new Set(config.steps.flatMap((s) => s.edits))]
    return mergeDrafts(conflict.base, conflict.mine, conflict.theirs, fields)
  }, [conflict, config.steps])

  return {
    ...flow,
    draft,
    save: { state, savedAt },
    conflict: conflict && merging ? { theirs: conflict.theirs, clashes: merging.clashes } : null,
    /** Shows the newer copy and drops this tab's unsaved edits. */
    loadNewer: useCallback(() => {
      if (conflict) settle(conflict.theirs, conflict.theirs, false)
    }, [conflict, settle]),
    /** Takes both sides' changes (this tab's where both changed the same field) and saves the result. */
    merge: useCallback(() => {
      if (!conflict || !merging) return
      // The step and what the server decides (order, payment) come from the newer copy.
      settle({ ...merging.merged, revision: conflict.theirs.revision }, conflict.theirs, true)
    }, [conflict, merging, settle]),
    /** Saves this tab's version as a new draft (without the original's order) and forgets it here. */
    keepMine: useCallback(
      async (draftId: string) => {
        if (!conflict) return
        const copy: D = {
          ...conflict.mine,
          draftId,
          orderId: null,
          orderNo: null,
          paid: false,
          completedAt: null,
          revision: 0,
          createdAt: new Date().toISOString(),
        }
        await calls.save(copy, 0)
        await forgetUnsaved(userId, config.id, conflict.mine.draftId)
      },
      [conflict, calls, userId, config.id],
    ),
  }
}

/** Why a request could not start: the draft was not saved (a conflict to settle, or the server unreachable). */
const notSaved = (conflict: boolean): Message => (conflict ? 'flow:save.conflict' : 'flow:save.failed')
