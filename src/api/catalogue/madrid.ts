import { catalogueArea } from './define'
import type { registrationRegionsSchemas as regions } from '../schemas/registration-regions'
import type { registrationDraftsSchemas as drafts } from '../schemas/registration-drafts'

const endpoint = catalogueArea('madrid')

/** The madrid calls. Payload shapes are settled by the issue that builds this area. */
export const madridCalls = {
  madridGetApplyFormula: endpoint<typeof regions.madridGetApplyFormula>('POST madrid/getApplyFormula', { body: 'json' }),
  madridGetMadridList: endpoint<typeof regions.madridGetMadridList>('POST madrid/getMadridList', { body: 'json' }),
  madridCreateTrademark: endpoint<typeof drafts.madridCreateTrademark>('POST madrid/createTrademark', { body: 'json' }),
  madridGetOrder: endpoint<typeof drafts.madridGetOrder>('GET madrid/getOrder/{orderId}/{trademarkId}', { body: 'json', loading: false }),
} as const
