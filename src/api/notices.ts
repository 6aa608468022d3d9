import { noticesCalls } from './catalogue/notices'
import type { RequestOf } from './catalogue/define'
import { callData } from './client'
import { callQueryOptions, queryKeys, type MutationEffects } from './query'
import { NOTICES_PAGE_SIZE, typesOfTab, type NoticeSearch, type NoticeTab } from '../domain/notices'

type NoticeListInput = RequestOf<typeof noticesCalls.memberMessageGetNoticeList>

/** The notices feature: the unread counts, the list and the types; reading a notice changes all three. */
export const noticesKeys = queryKeys({
  count: noticesCalls.memberMessageGetNoticeCount,
  list: noticesCalls.memberMessageGetNoticeList,
  types: noticesCalls.memberMessageGetNoticeType,
})

/** Unread and total notices, overall and per type (the header badge). */
export const noticeCountQuery = () => callQueryOptions(noticesKeys.count, {})

/** A page of notices, newest first; pass `readIds` to mark notices read in the same call. */
export const noticeListQuery = (input: NoticeListInput = {}) => callQueryOptions(noticesKeys.list, input)

/** The page of a message centre tab its URL state shows (the route's loader and the page alike). */
export const noticePageQuery = (tab: NoticeTab, s: NoticeSearch) =>
  noticeListQuery({
    pageNum: s.page ?? 1,
    pageSize: NOTICES_PAGE_SIZE,
    types: typesOfTab(tab),
    ...(s.read && { read: s.read === 'read' }),
  })

/** The notice types with their names and counts (the tabs). */
export const noticeTypesQuery = () => callQueryOptions(noticesKeys.types, {})

/** Marks one notice read (the list call with `readIds`, as the server expects); the badge and lists follow. */
export const markNoticeReadMutation = () => ({
  mutationKey: [...noticesKeys.list(), 'read'] as const,
  mutationFn: (id: string) =>
    callData(noticesCalls.memberMessageGetNoticeList, { pageNum: 1, pageSize: 1, readIds: [id] }),
  meta: { invalidates: noticesKeys.all } satisfies MutationEffects,
})

/**
 * Marks every notice of some types read ("mark all read" on a tab; [] for all types), through the list call's
 * `readAll` as the server expects; the badge, the tabs and the lists follow.
 */
export const markAllNoticesReadMutation = () => ({
  mutationKey: [...noticesKeys.list(), 'readAll'] as const,
  mutationFn: (types: NoticeListInput['types']) =>
    callData(noticesCalls.memberMessageGetNoticeList, { pageNum: 1, pageSize: 1, types, readAll: true }),
  meta: { invalidates: noticesKeys.all } satisfies MutationEffects,
})
