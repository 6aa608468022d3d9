/**
 * Three-way merge of two edits of one draft made from the same base (two tabs, or a tab that went stale):
 * what only one side changed is taken from that side; what both changed differently is a clash. Objects are
 * merged key by key, lists of keyed items (marks, goods) item by item when both sides kept the same items,
 * anything else as a whole.
 */
import type { WizardDraftBase } from './types'

export interface MergeResult<T> {
  merged: T
  /** Dotted paths both sides changed differently ('trademarks.0.name'); `mine` was kept there. */
  clashes: string[]
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

const isObject = (v: unknown): v is Record<string, Json> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** The identity of a list item when it has one ('key', 'fileId', 'applicantId', 'code'), else null. */
const identity = (item: unknown): string | null => {
  if (!isObject(item)) return null
  for (const field of ['key', 'fileId', 'applicantId', 'classNo', 'code'])
    if (typeof item[field] === 'string') return `${field}:${item[field]}`
  return null
}

const sameItems = (a: Json[], b: Json[]) =>
  a.length === b.length && a.every((item, i) => identity(item) !== null && identity(item) === identity(b[i]))

function mergeAt(base: Json, mine: Json, theirs: Json, path: string, clashes: string[]): Json {
  if (same(mine, theirs)) return mine
  if (same(base, mine)) return theirs
  if (same(base, theirs)) return mine
  if (isObject(base) && isObject(mine) && isObject(theirs)) {
    const out: Record<string, Json> = {}
    for (const key of new Set([...Object.keys(mine), ...Object.keys(theirs)])) {
      const value = mergeAt(
        base[key] ?? null,
        mine[key] ?? null,
        theirs[key] ?? null,
        join(path, key),
        clashes,
      )
      if (value !== null || key in mine || key in theirs) out[key] = value
    }
    return out
  }
  if (Array.isArray(base) && Array.isArray(mine) && Array.isArray(theirs)) {
    if (sameItems(base, mine) && sameItems(base, theirs))
      return mine.map((item, i) =>
        mergeAt(base[i] ?? null, item, theirs[i] ?? null, join(path, String(i)), clashes),
      )
  }
  clashes.push(path)
  return mine
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key)

/** Whether two copies hold the same edits (what only the server decides, and the stamps, aside). */
export function sameEdits<D extends WizardDraftBase>(a: D, b: D): boolean {
  const edits = (d: D) =>
    JSON.stringify({
      ...d,
      updatedAt: '',
      revision: 0,
      orderId: null,
      orderNo: null,
      paid: false,
      completedAt: null,
      createdAt: '',
    })
  return edits(a) === edits(b)
}

/**
 * Merges `mine` and `theirs`, both edited from `base`, over the given fields only (the rest is taken from
 * `theirs`, the server's newer copy).
 */
export function mergeDrafts<T extends object>(
  base: T,
  mine: T,
  theirs: T,
  fields: readonly (keyof T & string)[],
): MergeResult<T> {
  const clashes: string[] = []
  const merged = { ...theirs } as Record<string, Json>
  const b = base as unknown as Record<string, Json>
  const m = mine as unknown as Record<string, Json>
  const t = theirs as unknown as Record<string, Json>
  for (const field of fields)
    merged[field] = mergeAt(b[field] ?? null, m[field] ?? null, t[field] ?? null, field, clashes)
  return { merged: merged as unknown as T, clashes }
}
