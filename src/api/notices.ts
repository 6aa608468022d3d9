import { noticesCalls } from './catalogue/notices'
import type { RequestOf } from './catalogue/define'
import { callQueryOptions } from './query'

type NoticeListInput = RequestOf<typeof noticesCalls.memberMessageGetNoticeList>

/** Unread and total notices, overall and per type (the header badge). */
export const noticeCountQuery = () => callQueryOptions(noticesCalls.memberMessageGetNoticeCount, {})

/** A page of notices, newest first; pass `readIds` to mark notices read in the same call. */
export const noticeListQuery = (input: NoticeListInput = {}) =>
  callQueryOptions(noticesCalls.memberMessageGetNoticeList, input)

/** The notice types with their names and counts (the tabs). */
export const noticeTypesQuery = () => callQueryOptions(noticesCalls.memberMessageGetNoticeType, {})

/** Query key prefix of every notice call: invalidate it after marking notices read. */
export const noticesQueryKey = [noticesCalls.memberMessageGetNoticeCount.area] as const
