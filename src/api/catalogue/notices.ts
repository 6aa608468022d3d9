import { endpoint, type Req, type Res } from './define'
import type { noticesSchemas } from '../schemas/notices'

const AREA = 'notices'

/** The notices calls; payload shapes in ../schemas/notices. */
export const noticesCalls = {
  memberMessageGetNoticeList: endpoint<
    Req<typeof noticesSchemas.memberMessageGetNoticeList>,
    Res<typeof noticesSchemas.memberMessageGetNoticeList>
  >('POST', 'memberMessage/getNoticeList', 'json', AREA, false),
  memberMessageGetNoticeCount: endpoint<
    Req<typeof noticesSchemas.memberMessageGetNoticeCount>,
    Res<typeof noticesSchemas.memberMessageGetNoticeCount>
  >('POST', 'memberMessage/getNoticeCount', 'json', AREA, false),
  memberMessageGetNoticeType: endpoint<
    Req<typeof noticesSchemas.memberMessageGetNoticeType>,
    Res<typeof noticesSchemas.memberMessageGetNoticeType>
  >('POST', 'memberMessage/getNoticeType', 'json', AREA, false),
} as const
