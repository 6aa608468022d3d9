import type { RequestOf } from './catalogue/define'
import { renewalCalls } from './catalogue/renewal'
import { callQueryOptions, queryKeys } from './query'

/**
 * The renewal list feature: the account's marks with their renewal facts, and one mark's renewal date info.
 * A call that files or cancels a renewal invalidates `renewalListKeys.all`.
 */
export const renewalListKeys = queryKeys({
  list: renewalCalls.trademarkQueryExtension,
  dateInfo: renewalCalls.trademarkGetExtend,
})

/** The account's marks for the renewal list (trademark/queryExtension). */
export const renewalListOptions = (input: RequestOf<typeof renewalCalls.trademarkQueryExtension>) =>
  callQueryOptions(renewalListKeys.list, input)

/** One mark's renewal date info (trademark/getExtend). */
export const renewalDateInfoOptions = (regNo: string) => callQueryOptions(renewalListKeys.dateInfo, { regNo })
