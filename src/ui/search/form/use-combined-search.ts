import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { toSearchParams, type SearchQuery, type SearchQueryErrors } from '../../../domain/search-query'
import {
  setCombinedClassScope,
  setCombinedQuery,
  useCombinedDraft,
  type ClassScope,
  type CombinedDraftKey,
} from '../../../state/query'
import { checkSearchForm } from './form-rules'

/**
 * The combined form's state: the draft lives in the query store (so a reload keeps it), the rules are
 * validateSearchQuery's. Errors show after the first search attempt and then follow every edit, so a
 * corrected field loses its message at once.
 */
export function useCombinedSearch(key: CombinedDraftKey) {
  const draft = useCombinedDraft(key)
  const navigate = useNavigate()
  const [attempted, setAttempted] = useState(false)
  const checked = checkSearchForm(draft.query, draft.classScope)
  const errors: SearchQueryErrors = attempted && !checked.ok ? checked.errors : {}

  const set = <K extends keyof SearchQuery>(field: K, value: SearchQuery[K]) =>
    setCombinedQuery(key, { [field]: value } as Partial<SearchQuery>)
  const setClassScope = (scope: ClassScope) => setCombinedClassScope(key, scope)

  const submit = () => {
    setAttempted(true)
    if (!checked.ok) return false
    // The draft takes the normalised values (half-width, '03;09'), so coming back shows what was searched.
    const { status: _expanded, ...normalised } = checked.query
    setCombinedQuery(key, normalised)
    void navigate({ to: '/query/result', search: toSearchParams(checked.query) })
    return true
  }

  return { draft, errors, set, setClassScope, submit, reset: () => setAttempted(false) }
}
