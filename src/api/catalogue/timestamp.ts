import { catalogueArea } from './define'
import type { timestampSchemas as S } from '../schemas/timestamp'

const endpoint = catalogueArea('timestamp')

/** The timestamp calls. Payload shapes are settled by the issue that builds this area. */
export const timestampCalls = {
  timestampGetUsableNum: endpoint('POST timestamp/getUsableNum', { body: 'json', loading: false }),
  timestampGetTsAccount: endpoint('POST timestamp/getTsAccount', { body: 'json', loading: false }),
  timestampInsertTsAppInfo: endpoint('POST timestamp/insertTsAppInfo', { body: 'json' }),
  timestampGetTimeStampOrder: endpoint<typeof S.timestampGetTimeStampOrder>('POST timestamp/getTimeStampOrder', { body: 'json', loading: false }),
  timestampGetTsAppInfo: endpoint('POST timestamp/getTsAppInfo', { body: 'json', loading: false }),
  timestampCreateOrder: endpoint('POST timestamp/createOrder', { body: 'json' }),
} as const
