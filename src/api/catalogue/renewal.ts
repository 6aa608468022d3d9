import { catalogueArea } from './define'
import type { renewalListSchemas as L } from '../schemas/renewal-list'

const endpoint = catalogueArea('renewal')

/** The renewal calls. Payload shapes are settled by the issue that builds this area. */
export const renewalCalls = {
  trademarkGetExtend: endpoint<typeof L.trademarkGetExtend>('POST trademark/getExtend', { body: 'json', loading: false }),
  trademarkQueryExtension: endpoint<typeof L.trademarkQueryExtension>('POST trademark/queryExtension', { body: 'json' }),
  trademarkInsertExtend: endpoint('POST trademark/insertExtend', { body: 'json' }),
  trademarkInsertExtendDetail: endpoint('POST trademark/insertExtendDetail', { body: 'json' }),
  trademarkInsertGlobalExtendDetail: endpoint('POST trademark/insertGlobalExtendDetail', { body: 'json' }),
  trademarkInsertExtendValidate: endpoint('POST trademark/insertExtendValidate', { body: 'json' }),
  trademarkGetGlobalExtendFormula: endpoint('POST trademark/getGlobalExtendFormula', { body: 'json' }),
  trademarkRenewalToPay: endpoint('POST trademark/renewalToPay', { body: 'json', loading: false }),
} as const
