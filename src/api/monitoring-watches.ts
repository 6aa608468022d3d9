import { monitoringCalls as M } from './catalogue/monitoring'
import { downloadFile } from './download'
import { callMutationOptions, callQueryOptions, queryKeys } from './query'
import type { monitoringSchemas, WatchKind, WatchStatus } from './schemas/monitoring'
import { oneOfParam, pageParam, textParam } from '../domain/url-params'
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

// The routes' validateSearch reads what follows before any page loads: no zod, the schemas' types only.

const STATUSES = ['trial', 'unpaid', 'active', 'stopped', 'expired'] as const satisfies readonly WatchStatus[]
const KINDS = ['mark', 'applicant', 'status'] as const satisfies readonly WatchKind[]
/** The list's text filter takes at most this many characters (WATCH_NAME_MAX of the schemas). */
const TEXT_MAX = 50
export const WATCHES_PAGE_SIZE = 10

/** The list's filters as the URL keeps them. */
export interface WatchSearch {
  status?: WatchStatus
  kind?: WatchKind
  q?: string
  page?: number
}

/** The watch list's filters from a URL: unknown values are dropped, the text is cut to what the list takes. */
export function watchSearchOf(search: Record<string, unknown>): WatchSearch {
  const status = oneOfParam(search.status, STATUSES, undefined)
  const kind = oneOfParam(search.kind, KINDS, undefined)
  const q = textParam(search.q).slice(0, TEXT_MAX)
  const page = pageParam(search.page, undefined)
  return { ...(status && { status }), ...(kind && { kind }), ...(q && { q }), ...(page && { page }) }
}

/** The request of the list for the URL's filters. */
export const watchListInput = (s: WatchSearch) => ({
  status: s.status,
  kind: s.kind,
  text: s.q ?? '',
  pageNum: s.page ?? 1,
  pageSize: WATCHES_PAGE_SIZE,
})
