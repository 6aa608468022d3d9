import { COMBINED_STATUSES, type CombinedStatus } from '../../../domain/trademark-status'

export interface StatusGroup {
  /** The status ids joined by commas, as the URL carries them ('1,10'). */
  value: string
  label: CombinedStatus
  count: number
}

/**
 * Per-status counts merged the way the combined status filter merges them (overview §4: 1 with 10, 2 with 9,
 * 3 with 11), so a portfolio spanning China and other countries shows "Registered" once. Empty groups drop.
 */
export function statusGroups(byStatus: readonly { value: string; count: number }[]): StatusGroup[] {
  const count = new Map(byStatus.map((b) => [Number(b.value), b.count]))
  return COMBINED_STATUSES.map((s) => ({
    value: s.ids.join(','),
    label: s,
    count: s.ids.reduce((sum, id) => sum + (count.get(id) ?? 0), 0),
  })).filter((g) => g.count > 0)
}
