import type { BoundHandler } from '../define-handlers'
import { afterRegister } from '../register'
import { classificationHandlers } from './classification'
import { searchHandlers } from './search'
import { searchExportsHandlers } from './search-exports'
import { searchExtraHandlers, viennaHandlers } from './search-extra'
import { searchHistoryHandlers } from './search-history'
import { courtRecordsHandlers, searchRecordsHandlers } from './search-records'
import { searchReportDownloadHandlers } from './search-report'
import { statisticsHandlers } from './statistics'
// The living register's gazette (monitoring): the record pages find its marks by id too.
import '../monitoring/gazette'

/**
 * The search area's handlers: the demo loads them on their own on a search page's first request (index.ts),
 * without the registration and service areas. Their entries are SEARCH_GROUP_IDS (search-group.data.ts,
 * checked by search-group.test.ts), so the mock knows which load to wait for before loading any of them.
 */
export const searchGroupHandlers: BoundHandler[] = [
  ...classificationHandlers,
  ...viennaHandlers,
  ...afterRegister(searchHandlers),
  ...afterRegister(searchRecordsHandlers),
  ...afterRegister(courtRecordsHandlers),
  ...afterRegister(searchExportsHandlers),
  ...afterRegister(searchHistoryHandlers),
  ...afterRegister(searchExtraHandlers),
  ...afterRegister(searchReportDownloadHandlers),
  ...afterRegister(statisticsHandlers),
]
