import { useNavigate } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { searchCalls } from '../../../../api/catalogue/search'
import { BusinessError, callData } from '../../../../api/client'
import { SEARCH_LIMIT_CODE, TRIAL_ENDED_CODE } from '../../../../domain/constants'
import { serverTextOr } from '../../../../domain/message-key'
import { fromSearchParams } from '../../../../domain/search-params'
import { toSearchParams, type SearchQuery } from '../../../../domain/search-query'
import { searchMachine, type SearchEmitted } from '../../../../machines/flows/search'
import type { ResultSort } from '../../../../ui/search/result-sort'
import {
  formatFilters,
  formatSort,
  parseFilters,
  parseSort,
  type ResultFilterValues,
} from '../../../../ui/search/results/result-params'
import type { ResultOutcome, ResultSearchParams } from '../../../../ui/search/results/result-types'
import { imageCriteriaOf, textCriteriaOf } from '../../../../api/search-request'

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

/**
 * Drives the search machine from the result URL and back: a URL the machine is not showing (first load,
 * reload, back/forward, a shared link) is opened in the machine; each search the machine requests is run here
 * (text or image call), answered with search.succeeded / failed / limitReached, and written to the URL, pushed
 * for the user's own steps (page, filters, sort) and replaced for normalising an opened link.
 */
export function useResultSearch(search: ResultSearchParams) {
  const navigate = useNavigate({ from: '/query/result' })
  const actor = useActorRef(searchMachine)
  const snapshot = useSelector(actor, (s) => s)
  const [outcome, setOutcome] = useState<ResultOutcome | null>(null)
  const shownKey = useRef<string | null>(null)
  const openedFromUrl = useRef(false)
  const sequence = useRef(0)
  const viewMode = search.view

  const viewModeRef = useRef(viewMode)
  useEffect(() => {
    viewModeRef.current = viewMode
  }, [viewMode])

  useEffect(() => {
    const run = (request: SearchEmitted) => {
      const id = ++sequence.current
      const params = paramsOf(request, viewModeRef.current)
      const key = keyOf(params)
      if (key !== shownKey.current) {
        shownKey.current = key
        void navigate({ search: params, replace: openedFromUrl.current })
      }
      openedFromUrl.current = false
      const { query } = request
      const paging = { pageNum: query.pageNum, pageSize: query.pageSize }
      const call =
        query.queryWay === 'image'
          ? callData(searchCalls.tmInfoQueryTmInfoGraphByMulCountry, {
              ...imageCriteriaOf(query),
              ...paging,
            }).then((data): ResultOutcome => ({ kind: 'image', data }))
          : callData(searchCalls.tmInfoQueryTmInfoTextByMulCountry, {
              ...textCriteriaOf(query, request.filters, request.sort),
              ...paging,
            }).then((data): ResultOutcome => ({ kind: 'text', data }))
      call.then(
        (result) => {
          // A newer search has started since; its answer is the one to show.
          if (id !== sequence.current) return
          setOutcome(result)
          actor.send({ type: 'search.succeeded', total: result.data.total, levels: result.data.levels })
        },
        (error: unknown) => {
          if (id !== sequence.current) return
          setOutcome(null)
          if (
            error instanceof BusinessError &&
            (error.code === SEARCH_LIMIT_CODE || error.code === TRIAL_ENDED_CODE)
          ) {
            const data = (error.data ?? {}) as { used?: number; limit?: number }
            actor.send({
              type: 'search.limitReached',
              reason: error.code === TRIAL_ENDED_CODE ? 'trialEnded' : 'limit',
              used: data.used ?? 0,
              limit: data.limit ?? 0,
            })
          } else {
            // A business refusal carries the server's message in the user's language; anything else is shown
            // as the catalogue's communication error (the client has already reported the details).
            const message = serverTextOr(
              error instanceof BusinessError ? error.msg : null,
              'errors:communication',
            )
            actor.send({ type: 'search.failed', message })
          }
        },
      )
    }
    const subscription = actor.on('search.request', run)
    return () => subscription.unsubscribe()
  }, [actor, navigate])

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
