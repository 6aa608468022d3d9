import { createStore, del, get, set, type UseStore } from 'idb-keyval'

/**
 * Edits of a wizard draft the server has not acknowledged yet, kept in IndexedDB under the user's id: a
 * reload, a closed tab or an ended session loses nothing (the catalogue's HTTP 401 path clears
 * localStorage, not IndexedDB), and another user signing in on the same browser never reads them (every key
 * starts with the user's id).
 */
export interface UnsavedEdits<D> {
  /** The server's copy the edits were made on (its revision tells whether they are stale). */
  base: D
  /** The draft as the user left it. */
  draft: D
  keptAt: string
}

let store: UseStore | null | undefined

function openStore(): UseStore | null {
  if (store === undefined) {
    try {
      store = globalThis.indexedDB ? createStore('tm-portal-wizards', 'unsaved-edits') : null
    } catch {
      store = null
    }
  }
  return store
}

const keyOf = (userId: string, flowId: string, draftId: string) => `${userId}|${flowId}|${draftId}`

// Without IndexedDB (a private window that refuses it) the edits live for this page only.
const memory = new Map<string, unknown>()

export async function readUnsaved<D>(userId: string, flowId: string, draftId: string) {
  const key = keyOf(userId, flowId, draftId)
  const s = openStore()
  try {
    return ((s ? await get(key, s) : memory.get(key)) ?? null) as UnsavedEdits<D> | null
  } catch {
    return (memory.get(key) ?? null) as UnsavedEdits<D> | null
  }
}

export async function keepUnsaved<D>(
  userId: string,
  flowId: string,
  draftId: string,
  edits: UnsavedEdits<D>,
) {
  const key = keyOf(userId, flowId, draftId)
  memory.set(key, edits)
  const s = openStore()
  if (!s) return
  try {
    await set(key, edits, s)
  } catch {
    // A full or refused store must not stop the wizard: the server copy still follows.
  }
}

export async function forgetUnsaved(userId: string, flowId: string, draftId: string) {
  const key = keyOf(userId, flowId, draftId)
  memory.delete(key)
  const s = openStore()
  if (!s) return
  try {
    await del(key, s)
  } catch {
    // Nothing to forget.
  }
}
