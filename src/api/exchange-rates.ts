import { ordersCalls } from './catalogue/orders'
import { callQueryOptions, queryKeys } from './query'

/** Today's exchange rates (kept apart from reference.ts: every price on screen loads this module). */
export const exchangeRatesKeys = queryKeys({ list: ordersCalls.tbOrderGetCurrencyList })

/** Today's exchange rates (tbOrder/getCurrencyList), shared by every price on screen; kept for an hour. */
export const exchangeRatesQuery = () => ({
  ...callQueryOptions(exchangeRatesKeys.list, {}),
  staleTime: 60 * 60_000,
})
