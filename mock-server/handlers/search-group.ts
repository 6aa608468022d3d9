import type { BoundHandler } from '../define-handlers'
import { afterRegister } from '../register'
import { withLivingRegister } from '../search/living-register'
import { classificationHandlers } from './classification'
import { searchHandlers } from './search'
import { searchExportsHandlers } from './search-exports'
import { searchExtraHandlers, viennaHandlers } from './search-extra'
import { searchHistoryHandlers } from './search-history'
import { courtRecordsHandlers, searchRecordsHandlers } from './search-records'
import { searchReportDownloadHandlers } from './search-report'
import { statisticsHandlers } from './statistics'

/**
 * The search area's handlers: the demo loads them on their own on a search page's first request (index.ts),
 * without the registration and service areas. Their entries are SEARCH_GROUP_IDS (search-group.data.ts,
 * checked by search-group.test.ts), so the mock knows which load to wait for before loading any of them.
 * The ones that read the register wait for its build, then see the living register too (the gazette's marks
 * published by the request's day).
 */
const onRegister = (handlers: BoundHandler[]) => afterRegister(withLivingRegister(handlers))

export const searchGroupHandlers: BoundHandler[] = [
  ...classificationHandlers,
  ...viennaHandlers,
  ...onRegister([
    ...searchHandlers,
    ...searchRecordsHandlers,
    ...courtRecordsHandlers,
    ...searchExportsHandlers,
    ...searchHistoryHandlers,
    ...searchExtraHandlers,
    ...searchReportDownloadHandlers,
    ...statisticsHandlers,
  ]),
]
