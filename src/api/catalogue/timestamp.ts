import { endpoint, type PendingRequest, type PendingResponse, type Req, type Res } from './define'
import type { timestampSchemas } from '../schemas/timestamp'

const AREA = 'timestamp'

/** The timestamp calls. Payload shapes are settled by the issue that builds this area. */
export const timestampCalls = {
  timestampGetUsableNum: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'timestamp/getUsableNum',
    'json',
    AREA,
    false,
  ),
  timestampGetTsAccount: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'timestamp/getTsAccount',
    'json',
    AREA,
    false,
  ),
  timestampInsertTsAppInfo: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'timestamp/insertTsAppInfo',
    'json',
    AREA,
    true,
  ),
  timestampGetTimeStampOrder: endpoint<
    Req<typeof timestampSchemas.timestampGetTimeStampOrder>,
    Res<typeof timestampSchemas.timestampGetTimeStampOrder>
  >('POST', 'timestamp/getTimeStampOrder', 'json', AREA, false),
  timestampGetTsAppInfo: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'timestamp/getTsAppInfo',
    'json',
    AREA,
    false,
  ),
  timestampCreateOrder: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'timestamp/createOrder',
    'json',
    AREA,
    true,
  ),
} as const
