import {
  emptySearchQuery,
  validateSearchQuery,
  type QueryWay,
  type SearchQuery,
  type SearchQueryErrors,
  type SearchQueryValidation,
} from '../../../domain/search-query'
import type { MessageKey } from '../../../domain/message-key'
import { COMBINED_STATUSES } from '../../../domain/trademark-status'
import { toHalfWidth } from '../../../domain/validation'
import type { ClassScope, FastDraft, FastWay } from '../../../state/query'

/** The query field each quick-search way fills. */
export const FAST_WAY_FIELD = {
  similar: 'tradeMarkText',
  applicant: 'tmApplicant',
  applicationNumber: 'applicationNumber',
  registrationNumber: 'registerNumber',
  agent: 'tmAgent',
  address: 'tmAddress',
  vienna: 'viennaChoosedStr',
  image: 'imageHash',
} as const satisfies Record<FastWay, keyof SearchQuery>

type TextWay = Exclude<FastWay, 'image'>

const entered = (draft: FastDraft, way: FastWay): boolean =>
  way === 'image' ? draft.imageHash !== '' : toHalfWidth(draft.values[way]).trim() !== ''

/** The ways that have something entered, in tab order. */
export function filledWays(draft: FastDraft): FastWay[] {
  return (Object.keys(FAST_WAY_FIELD) as FastWay[]).filter((way) => entered(draft, way))
}

/**
 * Statuses to search in the chosen countries. China's ids (1–8) name a state; other offices use 9–12 for the
 * same states (§4: 1 and 10, 2 and 9, 3 and 11 are the same). Outside China every chosen state therefore
 * takes its other-country ids too, so "registered" finds registered US marks.
 */
export function statusesForCountries(status: readonly number[], countries: readonly string[]): number[] {
  if (countries.every((code) => code === 'CN')) return [...status]
  const ids = new Set(status)
  for (const option of COMBINED_STATUSES) {
    if (option.ids.some((id) => status.includes(id))) option.ids.forEach((id) => ids.add(id))
  }
  return [...ids]
}

/**
 * The query a quick search sends. Strict mode takes the active way's criterion alone; the broad mode takes
 * every way that has something entered and becomes a combined search when more than one has.
 */
export function buildFastQuery(draft: FastDraft): SearchQuery {
  const ways = draft.queryMode === 'strict' ? [draft.way] : filledWays(draft)
  const single = ways.length === 1 ? ways[0] : undefined
  const queryWay: QueryWay = draft.queryMode === 'strict' ? draft.way : (single ?? draft.way)
  const query: SearchQuery = {
    ...emptySearchQuery(),
    queryMode: draft.queryMode,
    queryWay: ways.length > 1 ? 'combined' : queryWay,
    countries: [...draft.countries],
    niceChoosedStr: draft.classScope === 'chosen' ? draft.niceChoosedStr : '',
    degree: [...draft.degree],
  }
  for (const way of ways) {
    if (way === 'image') query.imageHash = draft.imageHash
    else query[FAST_WAY_FIELD[way]] = draft.values[way as TextWay]
  }
  return query
}

/** A class scope of "chosen classes" needs a class: §5 "choose a class before". */
export function classScopeError(scope: ClassScope, niceChoosedStr: string): MessageKey | undefined {
  return scope === 'chosen' && toHalfWidth(niceChoosedStr).replace(/[;\s]/g, '') === ''
    ? 'search:classScope.chooseClassFirst'
    : undefined
}

/** Form-level check: the §5 rules of validateSearchQuery plus the class scope, in one result. */
export function checkSearchForm(
  query: SearchQuery,
  classScope: ClassScope,
): { ok: true; query: SearchQuery } | { ok: false; errors: SearchQueryErrors } {
  const scoped: SearchQuery = {
    ...query,
    niceChoosedStr: classScope === 'chosen' ? query.niceChoosedStr : '',
  }
  const result: SearchQueryValidation = validateSearchQuery(scoped)
  const classError = classScopeError(classScope, query.niceChoosedStr)
  if (!classError && result.ok) {
    return {
      ok: true,
      query: { ...result.query, status: statusesForCountries(result.query.status, result.query.countries) },
    }
  }
  const errors: SearchQueryErrors = result.ok ? {} : { ...result.errors }
  if (classError) errors.niceChoosedStr = classError
  return { ok: false, errors }
}

/** What a text field shows after leaving it: full-width forms typed with a Chinese IME become half-width. */
export const normaliseText = (value: string): string => toHalfWidth(value).trim()

/** The quick-search errors mapped to the way whose field they belong to. */
export function fastErrorsByWay(errors: SearchQueryErrors): Partial<Record<FastWay, MessageKey>> {
  const byWay: Partial<Record<FastWay, MessageKey>> = {}
  for (const [way, field] of Object.entries(FAST_WAY_FIELD) as [FastWay, keyof SearchQuery][]) {
    const error = errors[field]
    if (error) byWay[way] = error
  }
  return byWay
}
