/**
 * The licence record (/brandPermit/extension) and the removal (/logOff/extension) as the mock serves them: the
 * generic service mock with each one's price, bound to tmLicenseMain / tmCancellationMain (the owner's removal is
 * tmCancellation/* in the catalogue), the tmInfo mark lists (queryTmInfoByApplicantPlus1,
 * queryTmInfoForCancellation) and isCanAlter; and their own calls: the chosen marks
 * with their registered goods (queryTmInfo) and the mark's registered holder.
 */
import { servicesCalls } from '../../src/api/catalogue/services'
import { servicesLicenceSchemas } from '../../src/api/schemas/services-licence'
import { searchCalls } from '../../src/api/catalogue/search'
import {
  licenceEligibility,
  licenceQuote,
  licenceWizard,
  type LicenceDraft,
} from '../../src/domain/services/licence'
import {
  removalEligibility,
  removalQuote,
  removalWizard,
  type RemovalDraft,
} from '../../src/domain/services/removal'
import { markHolder, serviceHandlers, serviceMock } from '../wizards/services'
import type { Eligibility } from '../../src/domain/services/types'
import type { HandlerContext } from '../context'
import type { UserRecord } from '../db'
import { defineHandlers, type Handler } from '../define-handlers'
import { heldMark, heldMarks, matchesKeyword, removalInProgress, type HeldMark } from '../services/held-marks'

type Schemas = typeof servicesLicenceSchemas
type Ctx = HandlerContext<unknown>
type Rule = (ctx: Ctx, user: UserRecord, held: HeldMark) => Eligibility

const licenceRule: Rule = (ctx, _user, held) => licenceEligibility(held.mark, { today: ctx.today() })
const removalRule: Rule = (ctx, user, held) =>
  removalEligibility(held.mark, {
    today: ctx.today(),
    openCases: new Set(removalInProgress(ctx, user.id, held.mark.regNo) ? [held.mark.regNo] : []),
  })

const NOT_HELD = ['您的账户下没有这件商标', 'This mark is not among your account’s marks'] as const

const queryTmInfo =
  (rule: Rule): Handler<Schemas['tmLicenseQueryTmInfo']> =>
  (ctx) => {
    const user = ctx.requireUser()
    const { keyword, regNos, onlyEligible, pageNum, pageSize } = ctx.body
    const rows = heldMarks(ctx, user)
      .filter((h) => (regNos ? regNos.includes(h.mark.regNo) : matchesKeyword(h.mark, keyword)))
      .map((h) => ({ ...h, eligibility: rule(ctx, user, h) }))
      .filter((r) => !onlyEligible || r.eligibility.ok)
    const pages = Math.max(1, Math.ceil(rows.length / pageSize))
    const page = Math.min(pageNum, pages)
    return ctx.ok({
      list: rows.slice((page - 1) * pageSize, page * pageSize),
      total: rows.length,
      pageNum: page,
      pageSize,
    })
  }

export const licenceMock = serviceMock<LicenceDraft>({
  wizard: licenceWizard,
  lines: (ctx, draft) => licenceQuote(draft, ctx.today()).lines,
  fixedOncePaid: ['licensee', 'licenceType', 'startDate', 'endDate', 'goods'],
})

export const removalMock = serviceMock<RemovalDraft>({
  wizard: removalWizard,
  lines: (ctx, draft) => removalQuote(draft, ctx.today()).lines,
  fixedOncePaid: ['removals', 'reason', 'reasonNote'],
})

const licence = serviceHandlers(licenceMock)
const removal = serviceHandlers(removalMock)

/** The registered holder of one of the caller's marks, with its applicant-book entry when there is one. */
const holder: Handler<Schemas['tmLicenseGetApplicantInformation']> = markHolder(
  { find: (ctx, regNo) => heldMark(ctx, ctx.requireUser(), regNo)?.mark },
  NOT_HELD,
)

export const servicesLicenceHandlers = [
  ...defineHandlers(searchCalls, servicesLicenceSchemas, {
    tmInfoQueryTmInfoByApplicantPlus1: licence.marks,
    tmInfoQueryTmInfoForCancellation: removal.marks,
  }),
  ...defineHandlers(servicesCalls, servicesLicenceSchemas, {
    tmLicenseTmLicenseMain: licence.main(['mainland']),
    tmCancellationTmCancellationMain: removal.main(['mainland']),
    tmLicenseQueryTmInfo: queryTmInfo(licenceRule),
    tmLicenseIsCanAlter: licence.eligibility,
    tmLicenseGetApplicantInformation: holder,
    tmRemovalQueryTmInfo: queryTmInfo(removalRule),
    tmCancellationIsCanAlter: removal.eligibility,
    tmRemovalGetApplicantInformation: holder,
    tmCancellationGetApplicantInformation: holder,
  }),
]
