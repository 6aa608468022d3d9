import { endpoint, type Req, type Res } from './define'
import type { registrationRegionsSchemas } from '../schemas/registration-regions'
import type { registrationDraftsSchemas } from '../schemas/registration-drafts'

const AREA = 'madrid'

/** The madrid calls. Payload shapes are settled by the issue that builds this area. */
export const madridCalls = {
  madridGetApplyFormula: endpoint<
    Req<typeof registrationRegionsSchemas.madridGetApplyFormula>,
    Res<typeof registrationRegionsSchemas.madridGetApplyFormula>
  >('POST', 'madrid/getApplyFormula', 'json', AREA, true),
  madridGetMadridList: endpoint<
    Req<typeof registrationRegionsSchemas.madridGetMadridList>,
    Res<typeof registrationRegionsSchemas.madridGetMadridList>
  >('POST', 'madrid/getMadridList', 'json', AREA, true),
  madridCreateTrademark: endpoint<
    Req<typeof registrationDraftsSchemas.madridCreateTrademark>,
    Res<typeof registrationDraftsSchemas.madridCreateTrademark>
  >('POST', 'madrid/createTrademark', 'json', AREA, true),
  madridGetOrder: endpoint<
    Req<typeof registrationDraftsSchemas.madridGetOrder>,
    Res<typeof registrationDraftsSchemas.madridGetOrder>
  >('GET', 'madrid/getOrder/{orderId}/{trademarkId}', 'json', AREA, false),
} as const
