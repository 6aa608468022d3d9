import { endpoint, type PendingRequest, type PendingResponse } from './define'

const AREA = 'renewal'

/** The renewal calls. Payload shapes are settled by the issue that builds this area. */
export const renewalCalls = {
  trademarkGetExtend: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'trademark/getExtend',
    'json',
    AREA,
    false,
  ),
  trademarkQueryExtension: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'trademark/queryExtension',
    'json',
    AREA,
    true,
  ),
  trademarkInsertExtend: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'trademark/insertExtend',
    'json',
    AREA,
    true,
  ),
  trademarkInsertExtendDetail: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'trademark/insertExtendDetail',
    'json',
    AREA,
    true,
  ),
  trademarkInsertGlobalExtendDetail: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'trademark/insertGlobalExtendDetail',
    'json',
    AREA,
    true,
  ),
  trademarkInsertExtendValidate: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'trademark/insertExtendValidate',
    'json',
    AREA,
    true,
  ),
  trademarkGetGlobalExtendFormula: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'trademark/getGlobalExtendFormula',
    'json',
    AREA,
    true,
  ),
  trademarkRenewalToPay: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'trademark/renewalToPay',
    'json',
    AREA,
    false,
  ),
} as const
