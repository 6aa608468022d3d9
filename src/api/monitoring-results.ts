import type { QueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { monitoringCalls as M } from './catalogue/monitoring'
import { callData } from './client'
import { callMutationOptions, callQueryOptions, queryKeys } from './query'
import type { monitoringSchemas } from './schemas/monitoring'

type DetailsRequest = z.input<typeof monitoringSchemas.monitoringGetMemberMonitoringDetails.req>
type ReportRequest = z.input<typeof monitoringSchemas.monitoringGetMemberMonitoringReport.req>

/**
 * A watch's results, the watch report and the monitoring account's alert settings (issue 16). Every key sits
 * under the 'monitoring' area: reading hits or publishing an issue refreshes the whole area (`['monitoring']`).
 */
export const watchResultKeys = queryKeys({
  details: M.monitoringGetMemberMonitoringDetails,
  report: M.monitoringGetMemberMonitoringReport,
  settings: M.memberGetMonitoring,
})

/** A watch with its hits grouped by gazette issue, ranked, filtered by issue, tier and unread. */
export const watchDetailsQuery = (input: DetailsRequest) => callQueryOptions(watchResultKeys.details, input)

/** The watch report of the issues published in a date range, for one watch or all. */
export const watchReportQuery = (input: ReportRequest) => callQueryOptions(watchResultKeys.report, input)

/** The alert settings with the monitoring account's summary counts. */
export const alertSettingsQuery = () => callQueryOptions(watchResultKeys.settings, {})

const changesMonitoring = { invalidates: [['monitoring'] as const] }

/** Marks hits read (given ones, or all of a watch): the unread counts move everywhere. */
export const markHitsReadMutation = () =>
  callMutationOptions(M.monitoringMonitoringResultRead, changesMonitoring)

const changesSettings = { invalidates: [watchResultKeys.settings()] }
export const addRecipientMutation = () => callMutationOptions(M.memberGetMonitoringPost, changesSettings)
export const removeRecipientMutation = () => callMutationOptions(M.memberGetMonitoringDelete, changesSettings)
export const updateAlertsMutation = () => callMutationOptions(M.memberGetMonitoringPut, changesSettings)

/** True in the demo build with the mock running: only there can the next gazette issue be published at will. */
export const canDemoPublishGazette = (): boolean =>
  import.meta.env.VITE_MOCK === '1' &&
  typeof window !== 'undefined' &&
  typeof window.server?.simulate === 'function'

const unreadTotal = async () =>
  (await callData(M.monitoringGetMemberMonitorings, { pageNum: 1, pageSize: 1 }, { background: true }))
    .unreadTotal

/**
 * The demo's "publish the next gazette issue" (mock simulation 'monitoring.publishGazette'): the issue appears
 * now, dated today; every monitoring query asks again. `hits` is how many new (unread) hits it brought the
 * member's watches.
 */
export async function demoPublishGazette(
  client: QueryClient,
): Promise<{ issueNo: number; publishedOn: string; hits: number }> {
  if (!canDemoPublishGazette()) throw new Error('Publishing a gazette issue runs only in the demo build')
  const before = await unreadTotal()
  const issue = (await window.server!.simulate('monitoring.publishGazette')) as {
    issueNo: number
    publishedOn: string
  }
  await client.invalidateQueries({ queryKey: ['monitoring'] })
  const after = await unreadTotal()
  return { issueNo: issue.issueNo, publishedOn: issue.publishedOn, hits: Math.max(0, after - before) }
}
