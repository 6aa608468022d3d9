import type { Res } from '../../../api/catalogue/define'
import type { searchSchemas } from '../../../api/schemas/search'

export type TextSearchResponse = Res<typeof searchSchemas.tmInfoQueryTmInfoTextByMulCountry>
export type ImageSearchResponse = Res<typeof searchSchemas.tmInfoQueryTmInfoGraphByMulCountry>

/** The answer to the search the page shows. */
export type ResultOutcome =
  { kind: 'text'; data: TextSearchResponse } | { kind: 'image'; data: ImageSearchResponse }

/** The result URL's params as the route hands them over: scalars as the router parsed them, `view` one of two. */
export type ResultSearchParams = { [key: string]: string | number | boolean | undefined } & {
  view?: 'table' | 'icon'
}

/** Where the search machine is, as the page shows it. */
export type ResultPhase = 'searching' | 'results' | 'empty' | 'error' | 'limitReached' | 'invalid'
