import { catalogueArea } from './define'
import type { renewalSchemas as R } from '../schemas/renewal'

const endpoint = catalogueArea('renewal')

/** The renewal calls. Payload shapes are settled by the issue that builds this area. */
export const renewalCalls = {
  trademarkGetExtend: endpoint('POST trademark/getExtend', { body: 'json', loading: false }),
  trademarkQueryExtension: endpoint('POST trademark/queryExtension', { body: 'json' }),
  trademarkInsertExtend: endpoint<typeof R.trademarkInsertExtend>('POST trademark/insertExtend', { body: 'json' }),
  trademarkInsertExtendDetail: endpoint<typeof R.trademarkInsertExtendDetail>('POST trademark/insertExtendDetail', { body: 'json' }),
  trademarkInsertGlobalExtendDetail: endpoint<typeof R.trademarkInsertGlobalExtendDetail>('POST trademark/insertGlobalExtendDetail', { body: 'json' }),
  trademarkInsertExtendValidate: endpoint<typeof R.trademarkInsertExtendValidate>('POST trademark/insertExtendValidate', { body: 'json' }),
  trademarkGetGlobalExtendFormula: endpoint('POST trademark/getGlobalExtendFormula', { body: 'json' }),
  trademarkRenewalToPay: endpoint<typeof R.trademarkRenewalToPay>('POST trademark/renewalToPay', { body: 'json', loading: false }),
} as const
