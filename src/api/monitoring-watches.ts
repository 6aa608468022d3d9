import { monitoringCalls as M } from './catalogue/monitoring'
import { downloadFile } from './download'
import { callMutationOptions, callQueryOptions, queryKeys } from './query'
import type { monitoringSchemas } from './schemas/monitoring'
import type { z } from 'zod'

type ListRequest = z.input<typeof monitoringSchemas.monitoringGetMemberMonitorings.req>
type OwnMarksRequest = z.input<typeof monitoringSchemas.monitoringGetByTmtabData.req>
type PriceRequest = z.input<typeof monitoringSchemas.monitoringGetTrademarkMonitoringPrice.req>

/**
 * Buying and managing trademark watches (issue 16): the member's watches, trials, offices, quotes and own
 * marks. Every key sits under the 'monitoring' area, so a change elsewhere in monitoring (hits read, a new
 * gazette issue) refreshes these with `['monitoring']`.
 */
export const watchKeys = queryKeys({
  list: M.monitoringGetMemberMonitorings,
  trials: M.monitoringGetAllTrialnums,
  memberTrials: M.monitoringGetMemberTrialnums,
  offices: M.monitorYearsGetMonitorYearsCountry,
  price: M.monitoringGetTrademarkMonitoringPrice,
  ownMarks: M.monitoringGetByTmtabData,
  order: M.monitorYearsGetMonitorYearsOrder,
})

/** The member's watches, filtered and paged, with the counts per status and the unread total. */
export const watchListQuery = (input: ListRequest) => callQueryOptions(watchKeys.list, input)

/** All of the member's watches (one page of the most a list call gives), for the picker. */
export const RESULT_WATCHES = { pageNum: 1, pageSize: 100 } as const

/** What the product grants as trials. */
export const trialOfferQuery = () => ({ ...callQueryOptions(watchKeys.trials, {}), staleTime: Infinity })

/** The member's trials: granted, used, remaining. */
export const memberTrialsQuery = () => callQueryOptions(watchKeys.memberTrials, {})

/** The offices a watch can cover, with their price factor. */
export const watchOfficesQuery = () => ({ ...callQueryOptions(watchKeys.offices, {}), staleTime: Infinity })

/** One watch's price for its offices: a line per office and the total. */
export const watchPriceQuery = (input: PriceRequest) => ({
  ...callQueryOptions(watchKeys.price, input),
  staleTime: 5 * 60_000,
})

/** The member's own marks a watch can start from. */
export const ownMarksQuery = (input: OwnMarksRequest) => callQueryOptions(watchKeys.ownMarks, input)

/** An order's watches, a line per watch and the total. */
export const watchOrderQuery = (orderId: string) => callQueryOptions(watchKeys.order, { orderId })

const changesWatches = { invalidates: watchKeys.all }

export const checkWatchMutation = () => callMutationOptions(M.monitorYearsIsCanMonitor)
export const createWatchMutation = () => callMutationOptions(M.monitoringCreateMonitoring, changesWatches)
export const imageUrlMutation = () => callMutationOptions(M.monitoringImageUrlTransfrom)
export const stopWatchesMutation = () => callMutationOptions(M.monitoringStopMonitoringTask, changesWatches)
export const deleteWatchesMutation = () => callMutationOptions(M.monitoringDelMonitoringTask, changesWatches)
export const renewWatchMutation = () => callMutationOptions(M.monitorYearsPerFormMonitor, changesWatches)
export const createWatchesMutation = () =>
  callMutationOptions(M.monitorYearsCreateStandardMonitor, changesWatches)
export const createWatchOrderMutation = () => callMutationOptions(M.monitorYearsCreateOrder, changesWatches)
export const importMarkRowsMutation = () => callMutationOptions(M.monitorYearsMonitorExcelImport)
export const importApplicantRowsMutation = () =>
  callMutationOptions(M.monitorYearsMonitorApplicantExcelImport)

/** The mark-watch import template (.xlsx). */
export const downloadMarkTemplate = (fallbackName: string) =>
  downloadFile(M.monitorYearsDownloadExcel, {}, fallbackName)

/** The competitor-watch import template (.xlsx). */
export const downloadApplicantTemplate = (fallbackName: string) =>
  downloadFile(M.monitorYearsDownloadMonitoringApplicantExcel, {}, fallbackName)

// The list's URL filters live in ./watch-search, which the routes' validateSearch reads before any page loads.
export { WATCHES_PAGE_SIZE, watchListInput, watchSearchOf, type WatchSearch } from './watch-search'
