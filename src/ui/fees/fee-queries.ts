import { filingCalls } from '../../api/catalogue/filing'
import { ordersCalls } from '../../api/catalogue/orders'
import { callQueryOptions } from '../../api/query'
import type { RequestOf } from '../../api/catalogue/define'

/** The price lists (trademark/queryFeeShedule); prices change rarely, so a page keeps them for an hour. */
export const feeScheduleOptions = (input: RequestOf<typeof filingCalls.trademarkQueryFeeShedule> = {}) => ({
  ...callQueryOptions(filingCalls.trademarkQueryFeeShedule, input),
  staleTime: 60 * 60_000,
})

/** One page of the per-country price list (trademark/getTmFeeCountry). */
export const countryPricesOptions = (input: RequestOf<typeof filingCalls.trademarkGetTmFeeCountry>) => ({
  ...callQueryOptions(filingCalls.trademarkGetTmFeeCountry, input),
  staleTime: 60 * 60_000,
})

/** The monitoring plans and their period prices (tbOrder/getMonitoringPrice). */
export const monitoringPriceOptions = () => ({
  ...callQueryOptions(ordersCalls.tbOrderGetMonitoringPrice, {}),
  staleTime: 60 * 60_000,
})
