import { assertEvent, assign, emit, setup } from 'xstate'
import type { Message } from '../../domain/message-key'
import {
  type Degree,
  type SearchQuery,
  type SearchQueryErrors,
  emptySearchQuery,
  validateSearchQuery,
} from '../../domain/search-query'

/** Result counts per similarity degree, as the server reports them. */
export type SimilarityLevels = Partial<Record<Degree, number>>

/** Result filters the result page can change; they narrow the same query. */
export type SearchFilters = Partial<Pick<SearchQuery, 'countries' | 'status' | 'degree' | 'niceChoosedStr'>>

export interface SearchUsage {
  used: number
  limit: number
}

/** Why no search may run: today's retrievals are used up, or the trial period has ended. */
export type LimitReason = 'limit' | 'trialEnded'

/**
 * Result filters of §3 (country, applicant, niceList, …): per dimension, the values picked from the statistics.
 * Opaque here: the machine only carries them to the request and starts again on page 1 when they change.
 */
export type ResultFilters = Readonly<Record<string, readonly string[]>>

export const RESULT_SORT_FIELDS = [
  'similarity',
  'filingDate',
  'registrationDate',
  'applicationNumber',
] as const

export interface ResultSort {
  field: (typeof RESULT_SORT_FIELDS)[number]
  order: 'asc' | 'desc'
}

/** A result page as a URL holds it: the query (with its page), the result filters and the sort. */
export interface SearchView {
  query: SearchQuery
  filters: ResultFilters
  sort: ResultSort | null
}

export interface SearchContext {
  query: SearchQuery
  errors: SearchQueryErrors
  total: number
  levels: SimilarityLevels
  /** Why the last search failed: our key or the server's words. */
  lastError: Message | null
  usage: SearchUsage | null
  limitReason: LimitReason | null
  filters: ResultFilters
  sort: ResultSort | null
}

export type SearchEvent =
  | { type: 'query.changed'; patch: Partial<SearchQuery> }
  | { type: 'query.submitted' }
  | { type: 'query.edit' }
  | { type: 'query.reset' }
  | { type: 'search.succeeded'; total: number; levels: SimilarityLevels }
  | { type: 'search.failed'; message: Message }
  | { type: 'search.limitReached'; reason: LimitReason; used: number; limit: number }
  | { type: 'page.changed'; pageNum: number }
  | { type: 'filters.changed'; filters: SearchFilters }
  | { type: 'resultFilters.changed'; filters: ResultFilters }
  | { type: 'sort.changed'; sort: ResultSort | null }
  | ({ type: 'search.opened' } & SearchView)

/** Asks the route to run the search call and answer with search.succeeded / failed / limitReached. */
export type SearchEmitted = { type: 'search.request' } & SearchView

const initialContext = (): SearchContext => ({
  query: emptySearchQuery(),
  errors: {},
  total: 0,
  levels: {},
  lastError: null,
  usage: null,
  limitReason: null,
  filters: {},
  sort: null,
})

const pageCount = ({ total, query }: SearchContext) => Math.max(1, Math.ceil(total / query.pageSize))

/**
 * Trademark search: the user edits a query, it is validated against §5 and, when valid, the flow emits
 * `search.request` and waits for the route to report results, no results, a failure or the daily limit.
 * Paging and result filters re-run the search from the result page.
 */
export const searchMachine = setup({
  types: {
    context: {} as SearchContext,
    events: {} as SearchEvent,
    emitted: {} as SearchEmitted,
  },
  actions: {
    applyPatch: assign(({ context, event }) => {
      assertEvent(event, 'query.changed')
      const errors = { ...context.errors }
      // A field the user touches loses its error; the combination is judged again on submit.
      for (const key of Object.keys(event.patch)) delete errors[key as keyof SearchQueryErrors]
      delete errors.criteria
      return { query: { ...context.query, ...event.patch }, errors }
    }),
    applyFilters: assign(({ context, event }) => {
      assertEvent(event, 'filters.changed')
      return { query: { ...context.query, ...event.filters, pageNum: 1 } }
    }),
    applyResultFilters: assign(({ context, event }) => {
      assertEvent(event, 'resultFilters.changed')
      // Dimensions with nothing picked are dropped, so equal selections compare (and serialise) equal.
      const filters = Object.fromEntries(
        Object.entries(event.filters).filter(([, values]) => values.length > 0),
      )
      return { filters, query: { ...context.query, pageNum: 1 } }
    }),
    applySort: assign(({ context, event }) => {
      assertEvent(event, 'sort.changed')
      return { sort: event.sort, query: { ...context.query, pageNum: 1 } }
    }),
    // A shared or reloaded result URL: taken as it is, page included.
    openView: assign(({ event }) => {
      assertEvent(event, 'search.opened')
      return { query: event.query, filters: event.filters, sort: event.sort, errors: {} }
    }),
    // A new search starts on its first page.
    firstPage: assign({ query: ({ context }) => ({ ...context.query, pageNum: 1 }) }),
    setPage: assign(({ context, event }) => {
      assertEvent(event, 'page.changed')
      return { query: { ...context.query, pageNum: event.pageNum } }
    }),
    acceptQuery: assign(({ context }) => {
      const result = validateSearchQuery(context.query)
      return result.ok ? { query: result.query, errors: {} } : {}
    }),
    recordErrors: assign(({ context }) => {
      const result = validateSearchQuery(context.query)
      return { errors: result.ok ? {} : result.errors }
    }),
    clearOutcome: assign({ total: 0, levels: {}, lastError: null, usage: null, limitReason: null }),
    requestSearch: emit(
      ({ context }) =>
        ({
          type: 'search.request',
          query: context.query,
          filters: context.filters,
          sort: context.sort,
        }) as const,
    ),
    recordResults: assign(({ event }) => {
      assertEvent(event, 'search.succeeded')
      return { total: event.total, levels: event.levels }
    }),
    recordFailure: assign(({ event }) => {
      assertEvent(event, 'search.failed')
      return { lastError: event.message }
    }),
    recordUsage: assign(({ event }) => {
      assertEvent(event, 'search.limitReached')
      return { usage: { used: event.used, limit: event.limit }, limitReason: event.reason }
    }),
    resetQuery: assign(() => initialContext()),
  },
  guards: {
    queryIsValid: ({ context }) => validateSearchQuery(context.query).ok,
    hasResults: ({ event }) => {
      assertEvent(event, 'search.succeeded')
      return event.total > 0
    },
    pageInRange: ({ context, event }) => {
      assertEvent(event, 'page.changed')
      return (
        Number.isInteger(event.pageNum) &&
        event.pageNum >= 1 &&
        event.pageNum <= pageCount(context) &&
        event.pageNum !== context.query.pageNum
      )
    },
  },
}).createMachine({
  id: 'search',
  context: initialContext,
  initial: 'editing',
  on: {
    'query.reset': { target: '.editing', actions: 'resetQuery' },
    'search.opened': { target: '.validating', actions: 'openView' },
  },
  states: {
    editing: {
      tags: ['edit'],
      on: {
        'query.changed': { actions: 'applyPatch' },
        'query.submitted': { target: 'validating', actions: 'firstPage' },
      },
    },
    validating: {
      tags: ['edit'],
      always: [
        { guard: 'queryIsValid', target: 'searching', actions: 'acceptQuery' },
        { target: 'editing', actions: 'recordErrors' },
      ],
    },
    searching: {
      tags: ['results'],
      entry: ['clearOutcome', 'requestSearch'],
      on: {
        'search.succeeded': [
          { guard: 'hasResults', target: 'results', actions: 'recordResults' },
          { target: 'empty', actions: 'recordResults' },
        ],
        'search.failed': { target: 'error', actions: 'recordFailure' },
        'search.limitReached': { target: 'limitReached', actions: 'recordUsage' },
        'query.edit': 'editing',
      },
    },
    results: {
      tags: ['results'],
      on: {
        'page.changed': { guard: 'pageInRange', target: 'searching', actions: 'setPage' },
        'filters.changed': { target: 'validating', actions: 'applyFilters' },
        'resultFilters.changed': { target: 'searching', actions: 'applyResultFilters' },
        'sort.changed': { target: 'searching', actions: 'applySort' },
        'query.edit': 'editing',
      },
    },
    empty: {
      tags: ['results'],
      on: {
        // Loosening a similarity level or a result filter is how the user gets out of an empty result.
        'filters.changed': { target: 'validating', actions: 'applyFilters' },
        'resultFilters.changed': { target: 'searching', actions: 'applyResultFilters' },
        'query.edit': 'editing',
      },
    },
    error: {
      tags: ['results'],
      on: {
        // Retry the same query.
        'query.submitted': 'searching',
        'query.edit': 'editing',
      },
    },
    limitReached: {
      tags: ['results'],
      on: {
        // Searching again once the user got a new trial (or the day turned); the server judges the limit.
        'query.submitted': 'searching',
        'query.edit': 'editing',
      },
    },
  },
})
