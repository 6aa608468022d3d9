import { searchCalls } from '../../../api/catalogue/search'
import { callQueryOptions } from '../../../api/query'
import type { QueryWay } from '../../../domain/search-query'

/** Past queries shown per page. */
export const HISTORY_PAGE_SIZE = 10

/** One page of the user's search history, newest first, optionally of one mode. */
export const historyQuery = (pageNum: number, queryWay?: QueryWay) =>
  callQueryOptions(searchCalls.tmInfoGetTrademarkQueryHistory, {
    pageNum,
    pageSize: HISTORY_PAGE_SIZE,
    ...(queryWay ? { queryWay } : {}),
  })
