import { catalogueArea } from './define'
import type { noticesSchemas as S } from '../schemas/notices'

const endpoint = catalogueArea('notices')

/** The notices calls; payload shapes in ../schemas/notices. */
export const noticesCalls = {
  memberMessageGetNoticeList: endpoint<typeof S.memberMessageGetNoticeList>('POST memberMessage/getNoticeList', { body: 'json', loading: false }),
  memberMessageGetNoticeCount: endpoint<typeof S.memberMessageGetNoticeCount>('POST memberMessage/getNoticeCount', { body: 'json', loading: false }),
  memberMessageGetNoticeType: endpoint<typeof S.memberMessageGetNoticeType>('POST memberMessage/getNoticeType', { body: 'json', loading: false }),
} as const
