import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { toSearchParams, type SearchQueryErrors } from '../../../domain/search-query'
import { setFastDraft, useFastDraft } from '../../../state/query'
import { buildFastQuery, checkSearchForm, fastErrorsByWay } from './form-rules'

/** The quick search's state: the draft in the query store, errors after the first attempt, submit. */
export function useFastSearch() {
  const draft = useFastDraft()
  const navigate = useNavigate()
  const [attempted, setAttempted] = useState(false)
  const checked = checkSearchForm(buildFastQuery(draft), draft.classScope)
  const errors: SearchQueryErrors = attempted && !checked.ok ? checked.errors : {}

  const submit = () => {
    setAttempted(true)
    if (!checked.ok) return false
    void navigate({ to: '/query/result', search: toSearchParams(checked.query) })
    return true
  }

  return {
    draft,
    errors,
    errorsByWay: fastErrorsByWay(errors),
    // "Words with an image" concerns two tabs at once, so it is shown above them like the criteria rules.
    alert:
      errors.criteria ??
      (errors.imageHash === 'validation:searchTextWithImage' ? errors.imageHash : undefined),
    set: setFastDraft,
    submit,
    reset: () => setAttempted(false),
  }
}
