import type { renewalPricingSchemas as P } from '../schemas/service-pricing'
import { catalogueArea } from './define'

const endpoint = catalogueArea('renewal')

/** The renewal calls. Payload shapes are settled by the issue that builds this area. */
export const renewalCalls = {
  trademarkGetExtend: endpoint('POST trademark/getExtend', { body: 'json', loading: false }),
  trademarkQueryExtension: endpoint('POST trademark/queryExtension', { body: 'json' }),
  trademarkInsertExtend: endpoint('POST trademark/insertExtend', { body: 'json' }),
  trademarkInsertExtendDetail: endpoint('POST trademark/insertExtendDetail', { body: 'json' }),
  trademarkInsertGlobalExtendDetail: endpoint('POST trademark/insertGlobalExtendDetail', { body: 'json' }),
  trademarkInsertExtendValidate: endpoint('POST trademark/insertExtendValidate', { body: 'json' }),
  trademarkGetGlobalExtendFormula: endpoint<typeof P.trademarkGetGlobalExtendFormula>('POST trademark/getGlobalExtendFormula', { body: 'json' }),
  trademarkRenewalToPay: endpoint('POST trademark/renewalToPay', { body: 'json', loading: false }),
} as const
