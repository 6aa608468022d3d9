import { searchOrdersSchemas } from './search-orders'
import { z } from 'zod'
import {
  groupStatisticsRequestSchema,
  groupStatisticsResponseSchema,
  imageSearchRequestSchema,
  imageSearchResponseSchema,
  searchResultItemSchema,
  textSearchRequestSchema,
  textSearchResponseSchema,
  trademarkDetailSchema,
} from './search-shared'
import { searchCountriesSchemas } from './search-countries'
import { searchExportsSchemas } from './search-exports'
import { searchHistorySchemas } from './search-history'
import { searchRecordsSchemas } from './search-records'

export * from './search-shared'

export const searchSchemas = {
  /** The text search of every text mode, one page (overview §3, §5); counts against the trial limit. */
  tmInfoQueryTmInfoTextByMulCountry: { req: textSearchRequestSchema, res: textSearchResponseSchema },
  /** Counts per result-filter dimension over the text search's result before `filters` (top 20 each). */
  tmInfoGroupStatistics: { req: groupStatisticsRequestSchema, res: groupStatisticsResponseSchema },
  /** Image search by perceptual hash, nearest first; counts against the trial limit. */
  tmInfoQueryTmInfoGraphByMulCountry: { req: imageSearchRequestSchema, res: imageSearchResponseSchema },
  /** Full records of the given marks, in the order asked; unknown ids are left out. */
  tmInfoQueryTmInfoByIds: {
    req: z.object({ ids: z.array(z.string()).min(1).max(100) }),
    res: z.object({ list: z.array(trademarkDetailSchema) }),
  },
  /** Marks whose names are similar to the given mark's, in its classes (top 20, the mark itself excluded). */
  tmInfoQueryTmSimilarGroup: {
    req: z.object({ id: z.string().min(1) }),
    res: z.object({ mark: searchResultItemSchema, list: z.array(searchResultItemSchema) }),
  },
  ...searchRecordsSchemas,
  ...searchExportsSchemas,
  ...searchHistorySchemas,
  ...searchCountriesSchemas,
  ...searchOrdersSchemas,
} as const
