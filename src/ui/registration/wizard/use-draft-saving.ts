import { useEffect, useMemo, useRef, useState } from 'react'
import { saveDraft } from '../../../api/registration-drafts'
import type { RegistrationDraft } from '../../../domain/registration/types'
import { writeLocalDraft } from './draft-storage'

export type SaveState = 'idle' | 'saving' | 'saved' | 'error'

const SERVER_DELAY_MS = 700
const RETRY_MS = 5_000

/**
 * Saves the draft on every change: at once in this tab (a reload resumes from it), and to the server a
 * moment later (a closed tab or another device resumes from that). A failed server save is retried; `flush`
 * saves now, before the order is made or the filing finished.
 */
export function useDraftSaving(userId: string, draft: RegistrationDraft | null) {
  const [state, setState] = useState<SaveState>('idle')
  const [savedAt, setSavedAt] = useState<string | null>(null)
  const pending = useRef<RegistrationDraft | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const first = useRef(true)

  const saver = useMemo(() => {
    const run = async (): Promise<void> => {
      clearTimeout(timer.current)
      const next = pending.current
      if (!next) return
      pending.current = null
      setState('saving')
      try {
        const { updatedAt } = await saveDraft(next)
        setSavedAt(updatedAt)
        setState((s) => (pending.current ? s : 'saved'))
      } catch {
        // Keep the newest unsaved copy and try again; this tab's copy holds it meanwhile.
        pending.current ??= next
        setState('error')
        timer.current = setTimeout(() => void run(), RETRY_MS)
      }
    }
    return {
      schedule(next: RegistrationDraft) {
        pending.current = next
        clearTimeout(timer.current)
        timer.current = setTimeout(() => void run(), SERVER_DELAY_MS)
      },
      async flush(next: RegistrationDraft) {
        pending.current = next
        await run()
        if (pending.current) throw new Error('not saved')
      },
    }
  }, [])

  useEffect(() => {
    if (!draft || draft.completedAt) return
    if (first.current) {
      // The loaded draft is already saved; only changes are.
      first.current = false
      return
    }
    const stamped = { ...draft, updatedAt: new Date().toISOString() }
    writeLocalDraft(userId, stamped)
    saver.schedule(stamped)
  }, [draft, userId, saver])

  useEffect(() => () => clearTimeout(timer.current), [])
  // Leaving the page saves what is pending.
  useEffect(() => {
    const leave = () => {
      if (pending.current) void saver.flush(pending.current).catch(() => undefined)
    }
    window.addEventListener('pagehide', leave)
    return () => {
      window.removeEventListener('pagehide', leave)
      leave()
    }
  }, [saver])

  return useMemo(() => ({ state, savedAt, flush: saver.flush }), [state, savedAt, saver])
}
