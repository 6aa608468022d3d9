/**
 * The registration wizards as the mock serves them: their configurations (shared with the client), the Madrid
 * basis checks only the server can make, and the order each draft makes.
 */
import { businessDate } from '../../src/domain/clock'
import { REGISTRATION_FLOWS } from '../../src/domain/registration/flows'
import { registrationQuote, registrationQuoteInput } from '../../src/domain/registration/price'
import type { RegistrationDraft, RegistrationRegion } from '../../src/domain/registration/types'
import { REGISTRATION_WIZARDS } from '../../src/domain/registration/wizards'
import type { Issue } from '../../src/domain/wizard/types'
import { marksOf } from '../reference-data/brands'
import { getRegister, partyById } from '../register'
import type { Ctx, MockWizard } from './mock-wizard'
import type { WizardDraftRecord } from './store'

/** The basic mark of a Madrid application: one of the account's own marks, or a mark of the register at CNIPA. */
function findBasis(ctx: Ctx, number: string): { holderZh: string; holderEn: string } | null {
  const user = ctx.requireUser()
  const n = number.trim().toUpperCase()
  if (marksOf(user.id).some((m) => m.regNo === n))
    return { holderZh: user.companyName || user.name, holderEn: user.companyNameEn || user.nameEn }
  const mark = getRegister().marks.find(
    (m) => m.country === 'CN' && (m.applicationNo === n || m.registrationNo === n),
  )
  if (!mark) return null
  const party = partyById(mark.applicantId)
  return { holderZh: party?.nameZh ?? '', holderEn: party?.nameEn ?? '' }
}

const same = (a: string, b: string) =>
  a.replace(/\s+/g, '').toLowerCase() === b.replace(/\s+/g, '').toLowerCase()

/** What only the server can check: a Madrid basis must exist, be the applicant's and not be used twice. */
function madridBasisIssues(
  ctx: Ctx,
  draft: RegistrationDraft,
  others: readonly WizardDraftRecord<RegistrationDraft>[],
): Issue[] {
  const out: Issue[] = []
  const main = draft.applicants.main
  const usedElsewhere = new Set(
    others
      .filter((r) => r.draft.orderId)
      .flatMap((r) => r.draft.trademarks.map((m) => m.basis?.number.trim().toUpperCase() ?? '')),
  )
  draft.trademarks.forEach((m, i) => {
    if (!m.basis?.number.trim()) return
    const path = `trademarks.${i}.basis.number`
    const basis = findBasis(ctx, m.basis.number)
    if (!basis) out.push({ path, message: 'registration:issues.basisNotFound' })
    else if (main && !same(basis.holderZh, main.nameZh) && !same(basis.holderEn, main.nameEn))
      out.push({ path, message: 'registration:issues.basisApplicantMismatch' })
    else if (usedElsewhere.has(m.basis.number.trim().toUpperCase()))
      out.push({ path, message: 'registration:issues.basisUsed' })
  })
  return out
}

function registrationMock(region: RegistrationRegion): MockWizard<RegistrationDraft> {
  const facts = REGISTRATION_FLOWS[region]
  return {
    config: REGISTRATION_WIZARDS[region],
    serverIssues: region === 'madrid' ? madridBasisIssues : undefined,
    order: (_ctx, draft) => {
      const main = draft.applicants.main!
      return {
        trademarkName: draft.trademarks.map((m) => m.name || m.image?.fileName || '').join(' / '),
        applicantName: main.nameZh || main.nameEn,
        applicantNameEn: main.nameEn || main.nameZh,
        niceClasses: [...new Set(draft.trademarks.flatMap((m) => m.classes.map((c) => c.classNo)))].sort(),
        countries: facts.countries === 'none' ? [region === 'hk' ? 'HK' : 'CN'] : draft.countries,
        lines: registrationQuote(registrationQuoteInput(draft)).lines,
        payload: { draftId: draft.draftId, region },
      }
    },
    completed: (_ctx, draft, order) => {
      if (!order || !draft.completedAt) return
      order.status = 'processing'
      const steps = order.caseSteps ?? []
      if (!steps.some((s) => s.key === 'documentsReady'))
        order.caseSteps = [...steps, { key: 'documentsReady', date: businessDate(draft.completedAt) }]
    },
    fixedOncePaid: ['trademarks', 'applicants', 'countries'],
  }
}

export const REGISTRATION_MOCKS: Readonly<Record<RegistrationRegion, MockWizard<RegistrationDraft>>> = {
  mainland: registrationMock('mainland'),
  hk: registrationMock('hk'),
  global: registrationMock('global'),
  madrid: registrationMock('madrid'),
}

/** Whether a wizard id is a registration's. */
export const isRegistrationFlow = (flow: string) => flow.startsWith('registration.')
