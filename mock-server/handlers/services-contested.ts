/**
 * The contested procedures (issue 13) as the mock serves them: opposition (tmOpposition/*), refusal review
 * (tmReview/*), non-use cancellation (tmRemoval/*, someone else's mark) and invalidation (tmInvalidation/*),
 * each the generic service mock with its mark source and its own server checks, plus their own calls: the
 * marks to cite, the applicant of a mark and the account's opponents. The catalogue's names are mapped in
 * src/domain/services/contested.ts.
 *
 * What only the server decides: the target's facts (its period, its goods, its holder) and the cited marks'
 * (their filing day) come from the register, never from the draft's copy; the filing party must be one of the
 * caller's applicants. The step rules are then run again on those facts, so a forged draft is refused.
 */
import { servicesCalls } from '../../src/api/catalogue/services'
import { searchCalls } from '../../src/api/catalogue/search'
import { servicesContestedSchemas } from '../../src/api/schemas/services-contested'
import { pickApplicant } from '../../src/domain/registration/applicant-rules'
import {
  CONTESTED_FLOWS,
  CONTESTED_REQUEST_FIELDS,
  CONTESTED_WIZARDS,
  contestedInformationIssues,
  contestedQuote,
  type CitedMark,
  type ContestedDraft,
  type ContestedSlug,
} from '../../src/domain/services/contested'
import type { ServiceMark } from '../../src/domain/services/types'
import type { Issue } from '../../src/domain/wizard/types'
import type { HandlerContext } from '../context'
import { defineHandlers } from '../define-handlers'
import { afterRegister } from '../register'
import { applicantsOf, findApplicant } from '../registration-applicants/store'
import {
  citedSearch,
  findCited,
  findTarget,
  oppositionTargets,
  refusedApplications,
  registeredTargets,
} from '../services/contested-marks'
import {
  markHolder,
  sameParty,
  serviceHandlers,
  serviceMock,
  type ServiceMarkSource,
} from '../wizards/services'

type Ctx = HandlerContext<unknown>

declare module '../db' {
  interface MockTables {
    /** The applicants each account has opposed with, most recently used first (tmOpposition/saveOpponent). */
    opponents?: { userId: string; applicantIds: string[] }[]
  }
}

const REGISTER_SOURCE = (list: typeof oppositionTargets): ServiceMarkSource => ({
  of: (ctx, _region, keyword) => list(ctx, keyword).marks,
  search: (ctx, _region, keyword) => list(ctx, keyword),
  find: (ctx, regNo) => findTarget(ctx, regNo),
})

const OWN_REFUSED: ServiceMarkSource = {
  of: (ctx, _region, keyword) => refusedApplications(ctx, keyword),
  find: (ctx, regNo) => refusedApplications(ctx).find((m) => m.regNo === regNo.trim()),
}

const SOURCES: Readonly<Record<ContestedSlug, ServiceMarkSource>> = {
  opposition: REGISTER_SOURCE(oppositionTargets),
  refusal: OWN_REFUSED,
  nonuseCancellation: REGISTER_SOURCE(registeredTargets),
  Invalidation: REGISTER_SOURCE(registeredTargets),
}

/**
 * The step rules run again on the server's facts: the target and the cited marks as the register has them.
 * A cited mark the register does not have, or a filing party that is not one of the caller's applicants, is
 * refused by its field.
 */
function contestedServerIssues(ctx: Ctx, draft: ContestedDraft): Issue[] {
  const spec = CONTESTED_FLOWS[draft.service]
  const target: ServiceMark | undefined = draft.marks[0]
    ? SOURCES[draft.service].find(ctx, draft.marks[0].regNo, draft.region)
    : undefined
  const out: Issue[] = []
  const cited: CitedMark[] = []
  draft.citedMarks.forEach((c, i) => {
    const known = findCited(ctx, c.regNo)
    if (known) cited.push(known)
    else out.push({ path: `citedMarks.${i}`, message: 'svcContested:issues.citedUnknown' })
  })
  if (spec.partyChosen && draft.party) {
    const user = ctx.requireUser()
    const p = draft.party
    const inBook = applicantsOf(ctx, user.id).some((a) => sameParty(a, p))
    if (!inBook) out.push({ path: 'party', message: 'svcContested:issues.partyUnknown' })
  }
  if (!target) return out
  const onServerFacts = { ...draft, marks: [target], citedMarks: cited }
  return [...out, ...contestedInformationIssues(spec, onServerFacts, ctx.today())]
}

const mockOf = (slug: ContestedSlug) =>
  serviceMock<ContestedDraft>({
    wizard: CONTESTED_WIZARDS[slug],
    marks: SOURCES[slug],
    lines: (ctx, draft) => contestedQuote(draft, ctx.today()).lines,
    fixedOncePaid: [...CONTESTED_REQUEST_FIELDS, 'evidencePlan'],
    serverIssues: contestedServerIssues,
  })

export const contestedMocks = {
  opposition: mockOf('opposition'),
  refusal: mockOf('refusal'),
  nonuseCancellation: mockOf('nonuseCancellation'),
  Invalidation: mockOf('Invalidation'),
}

const opposition = serviceHandlers(contestedMocks.opposition)
const review = serviceHandlers(contestedMocks.refusal)
const nonUse = serviceHandlers(contestedMocks.nonuseCancellation)
const invalidation = serviceHandlers(contestedMocks.Invalidation)

const OPPONENTS_KEPT = 10

function opponentsRow(ctx: Ctx, userId: string) {
  ctx.db.opponents ??= []
  let row = ctx.db.opponents.find((o) => o.userId === userId)
  if (!row) ctx.db.opponents.push((row = { userId, applicantIds: [] }))
  return row
}

// Every contested call waits for the register (register/index.ts afterRegister).
export const servicesContestedHandlers = afterRegister([
  ...defineHandlers(searchCalls, servicesContestedSchemas, {
    tmInfoGetTrademarkList: opposition.marks,
    tmInfoGetCustomerTrademarks: review.marks,
    tmInfoTmCrossSearch: nonUse.marks,
    tmInfoQueryTmCrossSearch: invalidation.marks,
  }),
  ...defineHandlers(servicesCalls, servicesContestedSchemas, {
    tmOppositionMain: opposition.main(['mainland']),
    tmOppositionCreateOrder: opposition.act(['mainland']),
    tmOppositionIsCanOpposition: opposition.eligibility,
    tmOppositionGetApplicantInformation: markHolder(SOURCES.opposition),
    tmOppositionSaveOpponent(ctx) {
      const user = ctx.requireUser()
      const record = findApplicant(ctx, user.id, ctx.body.applicantId)
      const row = opponentsRow(ctx, user.id)
      row.applicantIds = [
        record.applicantId,
        ...row.applicantIds.filter((id) => id !== record.applicantId),
      ].slice(0, OPPONENTS_KEPT)
      return ctx.ok({ applicant: pickApplicant(record) })
    },
    tmOppositionGetOpponentInfo(ctx) {
      const user = ctx.requireUser()
      const book = applicantsOf(ctx, user.id)
      const ids = ctx.db.opponents?.find((o) => o.userId === user.id)?.applicantIds ?? []
      // An applicant deleted from the book since is no longer offered.
      const opponents = ids.flatMap((id) => {
        const record = book.find((a) => a.applicantId === id)
        return record ? [pickApplicant(record)] : []
      })
      return ctx.ok({ opponents })
    },
    tmReviewTmReviewMain: review.main(['mainland']),
    tmReviewIsCanReview: review.eligibility,
    tmReviewGetApplicantInformation: markHolder(SOURCES.refusal),
    tmRemovalTmRemovalMain: nonUse.main(['mainland']),
    tmRemovalIsCanAlter: nonUse.eligibility,
    tmInvalidationInsert: invalidation.main(['mainland']),
    tmInvalidationInsertDetail: invalidation.act(['mainland']),
    tmInvalidationValidate: invalidation.eligibility,
    tmInvalidationQueryReferenceTrademark(ctx) {
      ctx.requireUser()
      const { keyword, excludeRegNo, pageSize } = ctx.body
      return ctx.ok(citedSearch(ctx, keyword, pageSize, excludeRegNo))
    },
  }),
])
