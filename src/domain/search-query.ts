// The trademark search query (overview §3 "Query state") and its rules (§5 "Search"). Pure: the search
// flow machine validates with it, the result route maps it to and from the URL.
import { RESULTS_PAGE_SIZE } from './constants'
import { isIsoDate } from './dates'
import type { MessageKey } from './message-key'
import { DEFAULT_QUERY_STATUSES } from './trademark-status'
import {
  type ParseResult,
  hasOnlyAllowedCharacters,
  isSearchablePartyText,
  parseApplicationNumbers,
  parseNiceClasses,
  parseRegistrationNumbers,
  parseSimilarGroups,
  parseViennaCodes,
  groupOutsideClasses,
  toHalfWidth,
} from './validation'

import { DEGREES, type Degree, type QueryMode, type QueryWay } from './search-keys'

export { DEGREES, QUERY_MODES, QUERY_WAYS, SEARCH_PARAM_KEYS } from './search-keys'
export type { Degree, QueryMode, QueryWay, SearchParamKey } from './search-keys'

export interface DateRange {
  from: string
  to: string
}

export interface SearchQuery {
  queryMode: QueryMode
  queryWay: QueryWay
  tradeMarkText: string
  viennaChoosedStr: string
  niceChoosedStr: string
  /** Similar groups (类似群) '0901;0907'; none means every group of the chosen classes. */
  groupChoosedStr: string
  applicationNumber: string
  registerNumber: string
  tmApplicant: string
  tmAddress: string
  tmAgent: string
  trialDate: DateRange
  regDate: DateRange
  privateDate: DateRange
  countries: string[]
  status: number[]
  degree: Degree[]
  /** Server-side id of the uploaded query image; empty when no image was uploaded. */
  imageHash: string
  pageNum: number
  pageSize: number
}

/** Field errors; `criteria` is about the combination of criteria. */
export type SearchQueryErrors = Partial<Record<keyof SearchQuery | 'criteria', MessageKey>>

export type SearchQueryValidation =
  { ok: true; query: SearchQuery } | { ok: false; errors: SearchQueryErrors }

/** A query with nothing entered: strict similar-word search in China, default statuses, all degrees. */
export function emptySearchQuery(): SearchQuery {
  return {
    queryMode: 'strict',
    queryWay: 'similar',
    tradeMarkText: '',
    viennaChoosedStr: '',
    niceChoosedStr: '',
    groupChoosedStr: '',
    applicationNumber: '',
    registerNumber: '',
    tmApplicant: '',
    tmAddress: '',
    tmAgent: '',
    trialDate: { from: '', to: '' },
    regDate: { from: '', to: '' },
    privateDate: { from: '', to: '' },
    countries: ['CN'],
    status: [...DEFAULT_QUERY_STATUSES],
    degree: [...DEGREES],
    imageHash: '',
    pageNum: 1,
    pageSize: RESULTS_PAGE_SIZE,
  }
}

const FREE_TEXT_FIELDS = ['tradeMarkText', 'tmApplicant', 'tmAddress', 'tmAgent'] as const
const LIST_FIELDS = [
  ['niceChoosedStr', parseNiceClasses],
  ['groupChoosedStr', parseSimilarGroups],
  ['viennaChoosedStr', parseViennaCodes],
  ['applicationNumber', parseApplicationNumbers],
  ['registerNumber', parseRegistrationNumbers],
] as const satisfies readonly (readonly [keyof SearchQuery, (input: string) => ParseResult])[]
const DATE_FIELDS = ['trialDate', 'regDate', 'privateDate'] as const
/** The criteria of §5; classes, dates, countries and statuses only narrow a search. */
const CRITERIA = [
  'tradeMarkText',
  'imageHash',
  'viennaChoosedStr',
  'applicationNumber',
  'registerNumber',
  'tmApplicant',
  'tmAddress',
  'tmAgent',
] as const

const clean = (value: string): string => toHalfWidth(value).trim()

function dateRangeError(range: DateRange): MessageKey | undefined {
  if ((range.from && !isIsoDate(range.from)) || (range.to && !isIsoDate(range.to))) return 'validation:date'
  // ISO dates compare correctly as strings.
  if (range.from && range.to && range.from > range.to) return 'validation:dateRange'
  return undefined
}

/**
 * Checks a query against §5 and returns it normalised (half-width, trimmed, lists in canonical form such
 * as '03;09'), or the errors per field. No class chosen is not an error: all classes are searched.
 */
export function validateSearchQuery(input: SearchQuery): SearchQueryValidation {
  const query: SearchQuery = {
    ...input,
    trialDate: { from: clean(input.trialDate.from), to: clean(input.trialDate.to) },
    regDate: { from: clean(input.regDate.from), to: clean(input.regDate.to) },
    privateDate: { from: clean(input.privateDate.from), to: clean(input.privateDate.to) },
    imageHash: input.imageHash.trim(),
    countries: [...input.countries],
    status: [...input.status],
    degree: [...input.degree],
  }
  const errors: SearchQueryErrors = {}

  for (const field of FREE_TEXT_FIELDS) {
    query[field] = clean(input[field])
    const allowed = field === 'tradeMarkText' ? hasOnlyAllowedCharacters : isSearchablePartyText
    if (!allowed(query[field])) errors[field] = 'validation:specialCharacters'
  }
  for (const [field, parse] of LIST_FIELDS) {
    const result = parse(input[field])
    if (result.ok) query[field] = result.value.join(';')
    else errors[field] = result.error
  }
  // A similar group narrows the chosen classes, so it must lie in one of them (0901 needs class 09).
  if (!errors.niceChoosedStr && !errors.groupChoosedStr && query.groupChoosedStr && query.niceChoosedStr) {
    const outside = groupOutsideClasses(query.groupChoosedStr.split(';'), query.niceChoosedStr.split(';'))
    if (outside) errors.groupChoosedStr = 'validation:similarGroupClass'
  }
  for (const field of DATE_FIELDS) {
    const error = dateRangeError(query[field])
    if (error) errors[field] = error
  }
  if (query.countries.length === 0) errors.countries = 'validation:chooseCountryFirst'

  if (query.queryWay === 'image' && !query.imageHash) errors.imageHash = 'validation:imageRequired'
  else if (query.tradeMarkText && query.imageHash) errors.imageHash = 'validation:searchTextWithImage'

  // Counted on the raw input, so that a malformed field still counts as "entered".
  const entered = CRITERIA.filter((field) => clean(input[field]) !== '').length
  if (!errors.imageHash) {
    if (query.queryMode === 'strict' && entered !== 1) errors.criteria = 'validation:searchOneCriterion'
    if (query.queryMode === 'loose' && entered === 0) errors.criteria = 'validation:searchAtLeastOneCriterion'
  }

  return Object.keys(errors).length === 0 ? { ok: true, query } : { ok: false, errors }
}

// ---- URL search params -------------------------------------------------------------------------------
// Writing is here; reading (zod) is in search-params.ts, the key list in search-keys.ts (route definitions
// load up front and import only that).

export type SearchParams = Record<string, string>

const sameList = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((item, i) => item === b[i])

/** The query as compact URL search params: values equal to the defaults of `emptySearchQuery()` are left out. */
export function toSearchParams(query: SearchQuery): SearchParams {
  const defaults = emptySearchQuery()
  const params: SearchParams = {}
  const put = (key: string, value: string, fallback: string) => {
    if (value !== fallback) params[key] = value
  }
  put('queryMode', query.queryMode, defaults.queryMode)
  put('queryWay', query.queryWay, defaults.queryWay)
  for (const field of [
    ...FREE_TEXT_FIELDS,
    'viennaChoosedStr',
    'niceChoosedStr',
    'groupChoosedStr',
    'applicationNumber',
    'registerNumber',
    'imageHash',
  ] as const) {
    put(field, query[field], '')
  }
  for (const field of DATE_FIELDS) {
    put(`${field}From`, query[field].from, '')
    put(`${field}To`, query[field].to, '')
  }
  for (const field of ['countries', 'status', 'degree'] as const) {
    if (!sameList(query[field], defaults[field])) params[field] = query[field].join(',')
  }
  put('pageNum', String(query.pageNum), String(defaults.pageNum))
  put('pageSize', String(query.pageSize), String(defaults.pageSize))
  return params
}
