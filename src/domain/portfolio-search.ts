// The URL state of "My trademarks" (/myTrademark): which followed applicant, the filters and the page, so a
// filtered view survives a reload and can be shared or bookmarked. Anything unknown in a hand-edited URL is
// dropped rather than breaking the page.
import { COMBINED_STATUSES } from './trademark-status'

/** "Expiring within N days" choices. */
export const EXPIRING_DAYS = [90, 180, 365] as const
export const MARK_KEYWORD_MAX = 60

export interface MarkSearch {
  /** A followed applicant's id; none = every followed applicant. */
  applicant?: string
  q?: string
  /** Index into COMBINED_STATUSES. */
  status?: number
  /** A Nice class, two digits. */
  class?: string
  label?: string
  expiring?: (typeof EXPIRING_DAYS)[number]
  page?: number
}

const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : undefined
const int = (value: unknown) => {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN
  return Number.isInteger(n) ? n : undefined
}

export function parseMarkSearch(search: Record<string, unknown>): MarkSearch {
  const status = int(search.status)
  const cls = int(search.class)
  const page = int(search.page)
  return {
    applicant: text(search.applicant, 60),
    q: text(search.q, MARK_KEYWORD_MAX),
    status: status !== undefined && status >= 0 && status < COMBINED_STATUSES.length ? status : undefined,
    class: cls !== undefined && cls >= 1 && cls <= 45 ? String(cls).padStart(2, '0') : undefined,
    label: text(search.label, 40),
    expiring: EXPIRING_DAYS.find((d) => d === int(search.expiring)),
    page: page !== undefined && page > 1 ? page : undefined,
  }
}
