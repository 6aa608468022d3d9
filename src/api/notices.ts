import { noticesCalls } from './catalogue/notices'
import type { RequestOf } from './catalogue/define'
import { callData } from './client'
import { callQueryOptions, queryKeys, type MutationEffects } from './query'

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

/** The notice types with their names and counts (the tabs). */
export const noticeTypesQuery = () => callQueryOptions(noticesKeys.types, {})

/** Marks one notice read (the list call with `readIds`, as the server expects); the badge and lists follow. */
export const markNoticeReadMutation = () => ({
  mutationKey: [...noticesKeys.list(), 'read'] as const,
  mutationFn: (id: string) =>
    callData(noticesCalls.memberMessageGetNoticeList, { pageNum: 1, pageSize: 1, readIds: [id] }),
  meta: { invalidates: noticesKeys.all } satisfies MutationEffects,
})
