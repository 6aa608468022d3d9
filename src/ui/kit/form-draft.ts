import { useEffect } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'

// What a form holds survives a reload (sessionStorage: this tab only, gone when it closes). A form reads its
// draft for its default values, keeps it on every change, and clears it once saved or cancelled.
const PREFIX = 'formDraft:'

/** The values kept for the form `key`, or null (none, or unreadable). */
export function readFormDraft<T>(key: string): T | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(PREFIX + key)
    return raw ? (JSON.parse(raw) as T) : null
  } catch {
    return null
  }
}

export function clearFormDraft(key: string): void {
  globalThis.sessionStorage?.removeItem(PREFIX + key)
}

/** Keeps the form's values under `key` as the user types. */
export function useKeepFormDraft<T extends FieldValues>(key: string, form: UseFormReturn<T>): void {
  useEffect(() => {
    const subscription = form.watch((values) => {
      try {
        sessionStorage.setItem(PREFIX + key, JSON.stringify(values))
      } catch {
        // A full or blocked storage loses the draft, never the page.
      }
    })
    return () => subscription.unsubscribe()
  }, [form, key])
}
