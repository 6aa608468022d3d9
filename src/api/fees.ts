import type { RequestOf } from './catalogue/define'
import { filingCalls } from './catalogue/filing'
import { ordersCalls } from './catalogue/orders'
import { callQueryOptions, queryKeys } from './query'

/** The fees feature: the price lists, the per-country prices and the monitoring plans. */
export const feesKeys = queryKeys({
  schedule: filingCalls.trademarkQueryFeeShedule,
  countryPrices: filingCalls.trademarkGetTmFeeCountry,
  monitoringPrice: ordersCalls.tbOrderGetMonitoringPrice,
})

// Prices change rarely, so a page keeps them for an hour.
const HOUR = { staleTime: 60 * 60_000 } as const

/** The price lists (trademark/queryFeeShedule). */
export const feeScheduleOptions = (input: RequestOf<typeof filingCalls.trademarkQueryFeeShedule> = {}) => ({
  ...callQueryOptions(feesKeys.schedule, input),
  ...HOUR,
})

/** One page of the per-country price list (trademark/getTmFeeCountry). */
export const countryPricesOptions = (input: RequestOf<typeof filingCalls.trademarkGetTmFeeCountry>) => ({
  ...callQueryOptions(feesKeys.countryPrices, input),
  ...HOUR,
})

/** The monitoring plans and their period prices (tbOrder/getMonitoringPrice). */
export const monitoringPriceOptions = () => ({
  ...callQueryOptions(feesKeys.monitoringPrice, {}),
  ...HOUR,
})
