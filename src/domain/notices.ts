import type { OfficialDocumentKind } from './official-documents'
import { oneOfParam, pageParam } from './url-params'

/**
 * The message centre's rules: the notice types, which of them are official (what the offices did with the
 * member's marks) and which are other (bills, the portal's own news), the tabs, and the page a notice opens.
 */

export const NOTICE_TYPE_CODES = ['gazette', 'caseStatus', 'payment', 'renewal', 'system'] as const
export type NoticeTypeCode = (typeof NOTICE_TYPE_CODES)[number]

export type NoticeGroup = 'official' | 'other'

/** Official: the register and the offices (gazettes, case steps, renewals); other: bills and the portal. */
export const NOTICE_GROUP_OF_TYPE: Readonly<Record<NoticeTypeCode, NoticeGroup>> = {
  gazette: 'official',
  caseStatus: 'official',
  renewal: 'official',
  payment: 'other',
  system: 'other',
}

/** The message centre's tabs, in order; each has its own page. */
export const NOTICE_TABS = ['all', 'official', 'other'] as const
export type NoticeTab = (typeof NOTICE_TABS)[number]

export const NOTICE_TAB_PATHS = {
  all: '/AllNotice',
  official: '/OfficialNotice',
  other: '/OtherNotice',
} as const satisfies Record<NoticeTab, string>

/** The types a tab shows; [] for all of them. */
export function typesOfTab(tab: NoticeTab): NoticeTypeCode[] {
  if (tab === 'all') return []
  return NOTICE_TYPE_CODES.filter((type) => NOTICE_GROUP_OF_TYPE[type] === tab)
}

/** Totals of one tab from the per-type counts (memberMessage/getNoticeCount), the bell's source too. */
export function tabCounts(
  tab: NoticeTab,
  byType: Partial<Record<NoticeTypeCode, { total: number; unread: number }>>,
): { total: number; unread: number } {
  const types: readonly NoticeTypeCode[] = tab === 'all' ? NOTICE_TYPE_CODES : typesOfTab(tab)
  return types.reduce<{ total: number; unread: number }>(
    (sum, type) => ({
      total: sum.total + (byType[type]?.total ?? 0),
      unread: sum.unread + (byType[type]?.unread ?? 0),
    }),
    { total: 0, unread: 0 },
  )
}

/** What a notice is about, as the server resolves it today (null when nothing to open, e.g. maintenance). */
export type NoticeTarget = { kind: 'mark'; applicationNo: string } | { kind: 'order'; orderId: string }

/** The official document a notice came with (a refusal, a certificate), found on the documents page. */
export interface NoticeDocument {
  applicationNo: string
  kind: OfficialDocumentKind
}

export const NOTICE_READ_FILTERS = ['unread', 'read'] as const
export type NoticeReadFilter = (typeof NOTICE_READ_FILTERS)[number]

export type NoticeLink =
  | { to: '/trademarkArchives'; search: { applicationNo: string } }
  | { to: '/orderDetail'; search: { orderId: string } }

/** The page a notice opens, as a router location; null when the notice is all there is. */
export function noticeLink(target: NoticeTarget | null): NoticeLink | null {
  if (!target) return null
  return target.kind === 'mark'
    ? { to: '/trademarkArchives', search: { applicationNo: target.applicationNo } }
    : { to: '/orderDetail', search: { orderId: target.orderId } }
}

/** The documents page showing the document a notice came with. */
export const noticeDocumentLink = (doc: NoticeDocument) =>
  ({ to: '/personal/OfficialManagement', search: { q: doc.applicationNo, kind: doc.kind } }) as const

/** Notices per page of the message centre. */
export const NOTICES_PAGE_SIZE = 10

/** A message centre page's URL state: read or unread only, and the page. */
export interface NoticeSearch {
  read?: NoticeReadFilter
  page?: number
}

/** Reads the message centre's URL state; unknown values are dropped. */
export function parseNoticeSearch(search: Record<string, unknown>): NoticeSearch {
  const read = oneOfParam(search.read, NOTICE_READ_FILTERS, undefined)
  const page = pageParam(search.page, undefined)
  return { ...(read && { read }), ...(page && { page }) }
}
