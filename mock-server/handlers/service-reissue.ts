/**
 * The certificate reissues (/reissueProve/extension, product type 29; /replacementAndRenewal/extension, 30) as
 * the mock serves them: the generic service mock of each, bound to insert (save and read), insertDetail (order,
 * complete, delete), validate (the chosen marks' eligibility with the certificates on their record) and the
 * shared mark list tmInfo/queryTmInfoToBiz. Eligibility is src/domain/services/reissue.ts's rule on the
 * caller's marks as the mock's record has them (status and term from the mark's events, the change, transfer
 * and renewal certificates it shows).
 */
import { servicesCalls } from '../../src/api/catalogue/services'
import { serviceReissueSchemas } from '../../src/api/schemas/service-reissue'
import { searchCalls } from '../../src/api/catalogue/search'
import { serviceQuote } from '../../src/domain/service-quote'
import {
  certificatesOnRecord,
  REISSUE_FIELDS,
  reissueEligibility,
  reissueProveWizard,
  reissueQuoteInput,
  replacementAndRenewalWizard,
  type RecordCertificate,
  type ReissueDraft,
  type ReissueProductType,
} from '../../src/domain/services/reissue'
import type { ServiceMark, ServiceRegion } from '../../src/domain/services/types'
import type { ServiceWizard } from '../../src/domain/services/wizard'
import { findServiceMark, serviceMarksOf } from '../services/marks'
import { serviceHandlers, serviceMock, type ServiceMarkSource } from '../wizards/services'
import { perRequest, type HandlerContext } from '../context'
import { defineHandlers } from '../define-handlers'
import { lifecycleOf, portfolioOf } from '../reference-data/portfolio'

/**
 * The caller's mark as the record has it: the facts eligibility reads and its certificates on record (read
 * once per request: validate answers both from it).
 */
export const reissueRecord = perRequest(readReissueRecord)

function readReissueRecord(
  ctx: HandlerContext<unknown>,
  regNo: string,
): {
  mark: Pick<ServiceMark, 'region' | 'status' | 'expiryDate' | 'registrationDate'>
  onRecord: RecordCertificate[]
} | null {
  const today = ctx.today()
  const own = ctx.user ? portfolioOf(ctx.user.id, today) : []
  const record = own.find((m) => m.regNo === regNo)
  if (!record) return null
  const life = lifecycleOf(record, today)
  return {
    mark: {
      region: 'mainland',
      status: life.status,
      expiryDate: life.expiryDate,
      registrationDate: life.registrationDate,
    },
    onRecord: certificatesOnRecord(record.events.filter((e) => e.date.slice(0, 10) <= today)),
  }
}

/** A reissue's marks: the account's, judged by the reissue's rule with the certificates on their record. */
const reissueMarks = (productType: ReissueProductType): ServiceMarkSource => ({
  of: (ctx, region, keyword) => serviceMarksOf(ctx, region, keyword),
  find: (ctx, regNo) => findServiceMark(ctx, regNo),
  eligibility: (ctx, mark) => {
    const found = reissueRecord(ctx, mark.regNo)
    if (!found) return { ok: false, reason: 'services:issues.markUnknown' }
    return reissueEligibility(productType, found.mark, found.onRecord, ctx.today())
  },
})

const reissueMock = (wizard: ServiceWizard<ReissueDraft>, productType: ReissueProductType) =>
  serviceMock<ReissueDraft>({
    wizard,
    marks: reissueMarks(productType),
    lines: (ctx, draft) => serviceQuote(reissueQuoteInput(draft), ctx.today()).lines,
    fixedOncePaid: REISSUE_FIELDS,
  })

export const reissueProveMock = reissueMock(reissueProveWizard, 29)
export const replacementAndRenewalMock = reissueMock(replacementAndRenewalWizard, 30)
const register = serviceHandlers(reissueProveMock)
const others = serviceHandlers(replacementAndRenewalMock)

/** validate: the generic eligibility answer, with the certificates on each mark's record. */
const validate =
  (h: ReturnType<typeof serviceHandlers<ReissueDraft>>) =>
  async (ctx: HandlerContext<{ region: ServiceRegion; regNos: string[]; draftId?: string }>) => {
    const reply = await h.eligibility(ctx)
    if (reply.kind !== 'ok') return reply
    return ctx.ok({
      results: reply.data.results.map((r) => ({
        ...r,
        onRecord: reissueRecord(ctx, r.regNo)?.onRecord ?? [],
      })),
    })
  }

export const serviceReissueHandlers = [
  ...defineHandlers(servicesCalls, serviceReissueSchemas, {
    tmReissueRegisterInsert: register.main(['mainland']),
    tmReissueRegisterInsertDetail: register.act(['mainland']),
    tmReissueRegisterValidate: validate(register),
    tmReissueOthersInsert: others.main(['mainland']),
    tmReissueOthersInsertDetail: others.act(['mainland']),
    tmReissueOthersValidate: validate(others),
  }),
  ...defineHandlers(searchCalls, serviceReissueSchemas, {
    // One list for both reissues: the flow asking says which rule judges the marks.
    tmInfoQueryTmInfoToBiz: (ctx) =>
      ctx.body.service === 'replacementAndRenewal' ? others.marks(ctx) : register.marks(ctx),
  }),
]
