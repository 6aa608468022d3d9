import { queryOptions } from '@tanstack/react-query'
import { searchCalls } from './catalogue/search'
import { requestBlob } from './client'
import { queryKeys } from './query'
import { analysisReportSchema } from './schemas/search-analysis'

const keys = queryKeys({ report: searchCalls.tmInfoQueryResultDownload })

/**
 * A delivered availability-analysis report as data (the download call with format 'json'), for reading it on
 * the page; a report not delivered yet fails with the server's reason. Delivered reports never change.
 */
export const analysisReportQuery = (orderId: string) => {
  const input = { orderId, format: 'json' } as const
  // Reading a report in the page is not a download the user asked for: no loading overlay.
  const ep = { ...keys.report.endpoint, loading: false }
  // The key holds the input; the endpoint copy only drops the overlay.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: [...keys.report(input), 'data'] as const,
    queryFn: async ({ signal }) => {
      const { blob } = await requestBlob(ep, input, { signal })
      return analysisReportSchema.parse(JSON.parse(await blob.text()))
    },
    staleTime: Infinity,
    retry: false,
  })
}
