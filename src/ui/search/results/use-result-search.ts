import { useNavigate } from '@tanstack/react-router'
import { useCallback, useEffect, useRef, useState } from 'react'
import { searchCalls } from '../../../api/catalogue/search'
import { callData } from '../../../api/client'
import { SEARCH_LIMIT_CODE, TRIAL_ENDED_CODE } from '../../../domain/constants'
import { fromSearchParams } from '../../../domain/search-params'
import { toSearchParams, type SearchQuery } from '../../../domain/search-query'
import { searchMachine, type SearchEmitted, type SearchEvent } from '../../../machines/flows/search'
import { useFlowActor } from '../../flow/use-flow-actor'
import type { ResultSort } from '../result-sort'
import { formatFilters, formatSort, parseFilters, parseSort, type ResultFilterValues } from './result-params'
import type { ResultOutcome, ResultSearchParams } from './result-types'
import { imageCriteriaOf, textCriteriaOf } from '../../../api/search-request'
import { textSearchCallFor } from '../../../api/search-extra'

interface View {
  query: SearchQuery
  filters: ResultFilterValues
  sort: ResultSort | null
}

type UrlValue = string | number | boolean

// The router writes a string that reads as JSON ('2') quoted ('"2"'); handing it the number keeps URLs clean,
// and the route's schema turns it back into text.
function plain(value: string): UrlValue {
  try {
    const parsed: unknown = JSON.parse(value)
    return (typeof parsed === 'number' || typeof parsed === 'boolean') && String(parsed) === value
      ? parsed
      : value
  } catch {
    return value
  }
}

/** The URL of a result view; equal views give equal params, so comparing them tells a real change. */
function paramsOf(
  { query, filters, sort }: View,
  viewMode: ResultSearchParams['view'],
): Record<string, UrlValue> {
  const params: Record<string, string> = { ...toSearchParams(query) }
  const f = formatFilters(filters)
  const s = formatSort(sort)
  if (f) params.filters = f
  if (s) params.sort = s
  if (viewMode) params.view = viewMode
  return Object.fromEntries(Object.entries(params).map(([key, value]) => [key, plain(value)]))
}

const keyOf = (params: Record<string, UrlValue | undefined>) => {
  const { view: _view, ...rest } = params
  return JSON.stringify(
    Object.entries(rest)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, String(value)])
      .sort(([a], [b]) => (a! < b! ? -1 : 1)),
  )
}

function viewFromParams(search: ResultSearchParams): View {
  const text = (value: unknown) => (value === undefined ? undefined : String(value))
  return {
    query: fromSearchParams(search),
    filters: parseFilters(text(search.filters)),
    sort: parseSort(text(search.sort)),
  }
}

/** Runs the text or image search a request of the machine asks for. */
function runSearch(request: SearchEmitted): Promise<ResultOutcome> {
  const { query } = request
  const paging = { pageNum: query.pageNum, pageSize: query.pageSize }
  return query.queryWay === 'image'
    ? callData(searchCalls.tmInfoQueryTmInfoGraphByMulCountry, { ...imageCriteriaOf(query), ...paging }).then(
        (data): ResultOutcome => ({ kind: 'image', data }),
      )
    : callData(textSearchCallFor(query.countries), {
        ...textCriteriaOf(query, request.filters, request.sort),
        ...paging,
      }).then((data): ResultOutcome => ({ kind: 'text', data }))
}

/**
 * Drives the search machine from the result URL and back: a URL the machine is not showing (first load,
 * reload, back/forward, a shared link) is opened in the machine; each search the machine requests is run here
 * (text or image call), answered with search.succeeded / failed / limitReached, and written to the URL, pushed
 * for the user's own steps (page, filters, sort) and replaced for normalising an opened link.
 */
export function useResultSearch(search: ResultSearchParams) {
  const navigate = useNavigate({ from: '/query/result' })
  const [outcome, setOutcome] = useState<ResultOutcome | null>(null)
  const shownKey = useRef<string | null>(null)
  const openedFromUrl = useRef(false)
  const sequence = useRef(0)
  const viewMode = search.view

  const viewModeRef = useRef(viewMode)
  useEffect(() => {
    viewModeRef.current = viewMode
  }, [viewMode])

  const { actor, snapshot } = useFlowActor(searchMachine, {
    requests: {
      'search.request': {
        // A newer search may start before this one answers; only the newest answer is shown.
        latestOnly: true,
        run: async (request): Promise<SearchEvent> => {
          const id = ++sequence.current
          // The URL follows the search: pushed for the user's own steps, replaced when opening a link.
          const params = paramsOf(request, viewModeRef.current)
          const key = keyOf(params)
          if (key !== shownKey.current) {
            shownKey.current = key
            void navigate({ search: params, replace: openedFromUrl.current })
          }
          openedFromUrl.current = false
          try {
            const result = await runSearch(request)
            if (id === sequence.current) setOutcome(result)
            return { type: 'search.succeeded', total: result.data.total, levels: result.data.levels }
          } catch (error) {
            if (id === sequence.current) setOutcome(null)
            throw error
          }
        },
        refused: (refusal): SearchEvent => {
          if (refusal.code === SEARCH_LIMIT_CODE || refusal.code === TRIAL_ENDED_CODE) {
            const data = (refusal.data ?? {}) as { used?: number; limit?: number }
            return {
              type: 'search.limitReached',
              reason: refusal.code === TRIAL_ENDED_CODE ? 'trialEnded' : 'limit',
              used: data.used ?? 0,
              limit: data.limit ?? 0,
            }
          }
          // A business refusal carries the server's words; anything else is the catalogue's communication error
          // (the client has already reported the details).
          return { type: 'search.failed', message: refusal.error ?? 'errors:communication' }
        },
      },
    },
  })

  // The URL leads: whatever it shows that the machine has not asked for is opened as a search.
  useEffect(() => {
    const key = keyOf(search)
    if (key === shownKey.current) return
    shownKey.current = key
    openedFromUrl.current = true
    actor.send({ type: 'search.opened', ...viewFromParams(search) })
  }, [actor, search])

  const setView = useCallback(
    (view: 'table' | 'icon') => void navigate({ search: (prev) => ({ ...prev, view }), replace: true }),
    [navigate],
  )

  return { actor, snapshot, outcome, setView }
}
