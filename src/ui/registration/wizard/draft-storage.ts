import type { RegistrationDraft } from '../../../domain/registration/types'

// This tab's copy of each draft, written on every change. Session storage survives a reload and a new
// sign-in after the session expired (an HTTP 401 clears local storage, not this); the server copy (saved a
// moment later) covers a closed tab.
const key = (userId: string, draftId: string) => `tm-portal.reg.${userId}.${draftId}`

export function readLocalDraft(userId: string, draftId: string): RegistrationDraft | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(key(userId, draftId))
    const draft = raw ? (JSON.parse(raw) as RegistrationDraft) : null
    return draft && draft.draftId === draftId && Array.isArray(draft.trademarks) ? draft : null
  } catch {
    return null
  }
}

export function writeLocalDraft(userId: string, draft: RegistrationDraft): void {
  try {
    globalThis.sessionStorage?.setItem(key(userId, draft.draftId), JSON.stringify(draft))
  } catch {
    // A full storage must not stop the wizard: the server copy still follows.
  }
}

export function forgetLocalDraft(userId: string, draftId: string): void {
  globalThis.sessionStorage?.removeItem(key(userId, draftId))
}
