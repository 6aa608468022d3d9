// Reading a search query back from URL search params (zod). Kept apart from search-query.ts so that route
// definitions, which the router loads up front, need no zod.
import { z } from 'zod'
import {
  DEGREES,
  QUERY_MODES,
  QUERY_WAYS,
  emptySearchQuery,
  type DateRange,
  type SearchQuery,
} from './search-query'

/** URL values arrive as strings, or as numbers when the router has JSON-parsed them. */
const text = z.union([z.string(), z.number()]).transform(String).catch('').optional()
const list = <T>(items: z.ZodType<T, string>) =>
  z
    .union([z.string(), z.number()])
    .transform((value) => String(value).split(',').filter(Boolean))
    .pipe(z.array(items))
    .optional()
    .catch(undefined)

/** Shape of the search params of a result URL; every key is optional, a missing key means its default. */
export const searchParamsSchema = z.object({
  queryMode: z.enum(QUERY_MODES).optional().catch(undefined),
  queryWay: z.enum(QUERY_WAYS).optional().catch(undefined),
  tradeMarkText: text,
  viennaChoosedStr: text,
  niceChoosedStr: text,
  groupChoosedStr: text,
  applicationNumber: text,
  registerNumber: text,
  tmApplicant: text,
  tmAddress: text,
  tmAgent: text,
  trialDateFrom: text,
  trialDateTo: text,
  regDateFrom: text,
  regDateTo: text,
  privateDateFrom: text,
  privateDateTo: text,
  countries: list(z.string().regex(/^[A-Z]{2,3}$/)),
  status: list(z.coerce.number<string>().int().min(1).max(13)),
  degree: list(z.enum(DEGREES)),
  imageHash: text,
  pageNum: z.coerce.number().int().min(1).optional().catch(undefined),
  pageSize: z.coerce.number().int().min(1).max(200).optional().catch(undefined),
})

/**
 * Reads a query back from URL search params (as given by URLSearchParams or the router). Missing or malformed
 * values fall back to their defaults, so a hand-edited link still opens; validateSearchQuery judges the rest.
 */
export function fromSearchParams(record: Record<string, unknown>): SearchQuery {
  const p = searchParamsSchema.parse(record)
  const q = emptySearchQuery()
  const range = (from: string | undefined, to: string | undefined): DateRange => ({
    from: from ?? '',
    to: to ?? '',
  })
  return {
    queryMode: p.queryMode ?? q.queryMode,
    queryWay: p.queryWay ?? q.queryWay,
    tradeMarkText: p.tradeMarkText ?? '',
    viennaChoosedStr: p.viennaChoosedStr ?? '',
    niceChoosedStr: p.niceChoosedStr ?? '',
    groupChoosedStr: p.groupChoosedStr ?? '',
    applicationNumber: p.applicationNumber ?? '',
    registerNumber: p.registerNumber ?? '',
    tmApplicant: p.tmApplicant ?? '',
    tmAddress: p.tmAddress ?? '',
    tmAgent: p.tmAgent ?? '',
    trialDate: range(p.trialDateFrom, p.trialDateTo),
    regDate: range(p.regDateFrom, p.regDateTo),
    privateDate: range(p.privateDateFrom, p.privateDateTo),
    countries: p.countries ?? q.countries,
    status: p.status ?? q.status,
    degree: p.degree ?? q.degree,
    imageHash: p.imageHash ?? '',
    pageNum: p.pageNum ?? q.pageNum,
    pageSize: p.pageSize ?? q.pageSize,
  }
}
