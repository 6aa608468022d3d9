/**
 * The contents of the mock's files (uploads, generated documents) live in IndexedDB, not in the database
 * JSON that goes to localStorage: a few 2 MB uploads as Base64 used to fill localStorage's quota (about
 * 5 MB), after which nothing was saved. The database keeps each file's record; its `base64` is kept in
 * memory for the handlers and written here, keyed by file id, through idb-keyval.
 */
import { clear, createStore, delMany, entries, setMany, type UseStore } from 'idb-keyval'
import type { MockDb } from './db'

let store: UseStore | undefined
const bytesStore = () => (store ??= createStore('tm-portal.mock-files', 'bytes'))

/** Ids whose contents are known to be in IndexedDB already. */
const stored = new Set<string>()

/**
 * The database as it is saved: file records without the contents IndexedDB already holds (a content not yet
 * written there stays inline, so a save while it is being written loses nothing).
 */
export function withoutFileBytes(db: MockDb): MockDb {
  return {
    ...db,
    files: (db.files ?? []).map((file) => (stored.has(file.id) ? { ...file, base64: '' } : file)),
  }
}

/** Puts the saved contents back into the records that came from localStorage without them. */
export async function loadFileBytes(db: MockDb): Promise<void> {
  const saved = new Map(await entries<string, string>(bytesStore()))
  for (const id of saved.keys()) stored.add(id)
  for (const file of db.files ?? []) {
    if (!file.base64) file.base64 = saved.get(file.id) ?? ''
  }
}

/** Saves the contents of new files and forgets those of deleted ones; true if it saved any. */
export async function saveFileBytes(db: MockDb): Promise<boolean> {
  const files = db.files ?? []
  const fresh = files.filter((file) => file.base64 && !stored.has(file.id))
  const live = new Set(files.map((file) => file.id))
  const gone = [...stored].filter((id) => !live.has(id))
  if (fresh.length)
    await setMany(
      fresh.map((file) => [file.id, file.base64]),
      bytesStore(),
    )
  if (gone.length) await delMany(gone, bytesStore())
  fresh.forEach((file) => stored.add(file.id))
  gone.forEach((id) => stored.delete(id))
  return fresh.length > 0
}

/** Forgets every saved content (the demo's reset). */
export async function forgetFileBytes(): Promise<void> {
  await clear(bytesStore())
  stored.clear()
}
