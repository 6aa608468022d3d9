import { proxy, subscribe, useSnapshot } from 'valtio'
import { emptySearchQuery, type QueryMode, type SearchQuery } from '../domain/search-query'

/** 'all' searches every Nice class; 'chosen' searches the classes in niceChoosedStr (one at least). */
export type ClassScope = 'all' | 'chosen'

/** The ways of the quick search: one criterion field each. */
export const FAST_WAYS = [
  'similar',
  'applicant',
  'applicationNumber',
  'registrationNumber',
  'agent',
  'address',
  'vienna',
  'image',
] as const
export type FastWay = (typeof FAST_WAYS)[number]

/** A combined-search draft: the query being typed and whether it is limited to chosen classes. */
export interface CombinedDraft {
  query: SearchQuery
  classScope: ClassScope
}

/** The quick-search draft: the active way, one value per way, and the scope shared by all ways. */
export interface FastDraft {
  way: FastWay
  queryMode: QueryMode
  values: Record<Exclude<FastWay, 'image'>, string>
  imageHash: string
  imageName: string
  countries: string[]
  niceChoosedStr: string
  classScope: ClassScope
  degree: SearchQuery['degree']
}

export interface QueryState {
  /** The combined search of /query/high (overview §3 queryData). */
  queryData: CombinedDraft
  /** The query being edited on /query/queryEdit; `source` is the URL it was opened from. */
  edit: CombinedDraft & { source: string }
  fast: FastDraft
}

const STORAGE_KEY = 'tm-portal.query'

export function emptyCombinedDraft(): CombinedDraft {
  return { query: { ...emptySearchQuery(), queryMode: 'loose', queryWay: 'combined' }, classScope: 'all' }
}

export function emptyFastDraft(): FastDraft {
  const q = emptySearchQuery()
  return {
    way: 'similar',
    queryMode: 'strict',
    values: {
      similar: '',
      applicant: '',
      applicationNumber: '',
      registrationNumber: '',
      agent: '',
      address: '',
      vienna: '',
    },
    imageHash: '',
    imageName: '',
    countries: q.countries,
    niceChoosedStr: '',
    classScope: 'all',
    degree: q.degree,
  }
}

function initialState(): QueryState {
  const fresh: QueryState = {
    queryData: emptyCombinedDraft(),
    edit: { ...emptyCombinedDraft(), source: '' },
    fast: emptyFastDraft(),
  }
  try {
    const stored = globalThis.sessionStorage?.getItem(STORAGE_KEY)
    if (!stored) return fresh
    const parsed = JSON.parse(stored) as Partial<QueryState>
    // A draft saved by an older build may miss fields; the fresh defaults fill them in.
    return {
      queryData: {
        ...fresh.queryData,
        ...parsed.queryData,
        query: { ...fresh.queryData.query, ...parsed.queryData?.query },
      },
      edit: { ...fresh.edit, ...parsed.edit, query: { ...fresh.edit.query, ...parsed.edit?.query } },
      fast: { ...fresh.fast, ...parsed.fast, values: { ...fresh.fast.values, ...parsed.fast?.values } },
    }
  } catch {
    return fresh
  }
}

/** The search drafts; kept in sessionStorage so a reload never loses what the user typed. */
export const queryStore = proxy<QueryState>(initialState())

subscribe(queryStore, () => {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(queryStore))
  } catch {
    // Storage full or disabled: the draft still lives for this page view.
  }
})

export type CombinedDraftKey = 'queryData' | 'edit'

/** The draft of a combined form; `sync` keeps the caret in place while typing. */
export function useCombinedDraft(key: CombinedDraftKey): CombinedDraft {
  return useSnapshot(queryStore, { sync: true })[key] as CombinedDraft
}

export function setCombinedQuery(key: CombinedDraftKey, patch: Partial<SearchQuery>): void {
  Object.assign(queryStore[key].query, patch)
}

export function setCombinedClassScope(key: CombinedDraftKey, scope: ClassScope): void {
  queryStore[key].classScope = scope
}

export function resetCombinedDraft(key: CombinedDraftKey): void {
  const fresh = emptyCombinedDraft()
  queryStore[key].query = fresh.query
  queryStore[key].classScope = fresh.classScope
}

/**
 * Opens the edit draft on a past query. The same URL opened again (a reload) keeps the edits made since; a
 * different URL starts from its query.
 */
export function openEditDraft(source: string, query: SearchQuery): void {
  if (queryStore.edit.source === source) return
  const scope: ClassScope = query.niceChoosedStr ? 'chosen' : 'all'
  queryStore.edit = { query, classScope: scope, source }
}

export function useFastDraft(): FastDraft {
  return useSnapshot(queryStore, { sync: true }).fast as FastDraft
}

export function setFastDraft(patch: Partial<FastDraft>): void {
  Object.assign(queryStore.fast, patch)
}

export function setFastValue(way: Exclude<FastWay, 'image'>, value: string): void {
  queryStore.fast.values[way] = value
}

export function resetFastDraft(): void {
  queryStore.fast = emptyFastDraft()
}
