import { endpoint, type PendingRequest, type PendingResponse } from './define'

const AREA = 'madrid'

/** The madrid calls. Payload shapes are settled by the issue that builds this area. */
export const madridCalls = {
  madridGetApplyFormula: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'madrid/getApplyFormula',
    'json',
    AREA,
    true,
  ),
  madridGetMadridList: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'madrid/getMadridList',
    'json',
    AREA,
    true,
  ),
  madridCreateTrademark: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'madrid/createTrademark',
    'json',
    AREA,
    true,
  ),
  madridGetOrder: endpoint<PendingRequest, PendingResponse>(
    'GET',
    'madrid/getOrder/{orderId}/{trademarkId}',
    'json',
    AREA,
    false,
  ),
} as const
