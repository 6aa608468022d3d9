/**
 * Renewal (slug `management`): a registered mark's ten-year term renewed within the 12 months before it ends,
 * or within the six months after with the late fee (商标法 Art 40; overview §4). Mainland marks are product
 * type 5, Madrid designations 18, marks registered abroad 11. At most 5 marks per filing.
 */
import type { ServiceQuote } from '../service-quote'
import { renewalDays, renewalPhaseOn } from '../mark-lifecycle'
import type { MessageKey } from '../message-key'
import type { Applicant } from '../registration/types'
import type { Issue } from '../wizard/types'
import { isHolderOf, partyIssues } from './parties'
import type { Eligibility, EligibilityContext, MarkRowTone, ServiceDraftBase, ServiceMark } from './types'
import { serviceDraftQuote } from './quote'
import { serviceWizard } from './wizard'

export const RENEWAL_MAX_MARKS = 5

export interface RenewalDraft extends ServiceDraftBase {
  service: 'management'
  /** The registered holder as the applicant book holds it (the renewal is filed in its name). */
  holder: Applicant | null
}

/**
 * A mark's renewal status on `today` (overview §4): scheduled before the window opens, normal in the 12
 * months up to the (rolled) last day of the term, grace in the six months after (with the late fee), unable
 * after that or for a mark that is not registered.
 */
export type RenewalStatus = 'scheduled' | 'normal' | 'grace' | 'unable'

export function renewalStatusOf(
  mark: Pick<ServiceMark, 'status' | 'expiryDate'>,
  today: string,
): RenewalStatus {
  if (!mark.expiryDate || (mark.status !== 1 && mark.status !== 10)) return 'unable'
  return PHASE_STATUS[renewalPhaseOn(mark.expiryDate, today).phase]
}

const PHASE_STATUS = { notYet: 'scheduled', window: 'normal', grace: 'grace', over: 'unable' } as const

/** The days of a mark's renewal: when the window opens, the term's last day and the grace period's. */
export function renewalDates(expiryDate: string) {
  const { window, expiry, graceEnds } = renewalDays(expiryDate)
  return { opens: window.opens, expiry: expiry.due, graceEnds: graceEnds.due }
}

const STATUS_WORDS: Readonly<Record<RenewalStatus, MessageKey>> = {
  scheduled: 'svcRenewal:status.scheduled',
  normal: 'svcRenewal:status.normal',
  grace: 'svcRenewal:status.grace',
  unable: 'svcRenewal:status.unable',
}
const STATUS_TONE: Readonly<Record<RenewalStatus, MarkRowTone>> = {
  scheduled: 'off',
  normal: 'ok',
  grace: 'warn',
  unable: 'off',
}

/** The words and tone of a renewal status on the mark list. */
export const renewalStatusRow = (status: RenewalStatus) => ({
  status: STATUS_WORDS[status],
  tone: STATUS_TONE[status],
})

/**
 * Whether a mark may be renewed now: it must be registered, inside the window or the grace period, and not
 * already submitted for renewal.
 */
export function renewalEligibility(mark: ServiceMark, context: EligibilityContext): Eligibility {
  if (context.openCases.has(mark.regNo)) return { ok: false, reason: 'svcRenewal:reasons.alreadySubmitted' }
  if (mark.status !== 1 && mark.status !== 10)
    return { ok: false, reason: 'svcRenewal:reasons.notRegistered' }
  const status = renewalStatusOf(mark, context.today)
  if (status === 'scheduled') return { ok: false, reason: 'svcRenewal:reasons.notYetOpen' }
  if (status === 'unable') return { ok: false, reason: 'svcRenewal:reasons.graceOver' }
  return { ok: true }
}

/** perfectInformation: the holder, chosen from the applicant book, is every chosen mark's registered holder. */
export function renewalInformationIssues(draft: RenewalDraft): Issue[] {
  if (!draft.holder) return [{ path: 'holder', message: 'svcRenewal:issues.holderRequired' }]
  const out = partyIssues('holder', draft.holder)
  const holder = draft.holder
  if (draft.marks.some((mark) => !isHolderOf(holder, mark)))
    out.push({ path: 'holder', message: 'svcRenewal:issues.notHolder' })
  return out
}

/**
 * The price of a renewal on `today` from the one price module (src/domain/service-quote.ts): each mark's
 * classes at the renewal fee of its product type (mainland 5, global 11, Madrid 18), and the late fee of a
 * mark in its grace period.
 */
export function renewalQuote(
  draft: Pick<RenewalDraft, 'marks' | 'productType'>,
  today: string,
): ServiceQuote {
  return serviceDraftQuote(draft, today, { fallback: 5 })
}

export const renewalWizard = serviceWizard<RenewalDraft>({
  slug: 'management',
  productTypes: { mainland: 5, madrid: 18, global: 11 },
  maxMarks: RENEWAL_MAX_MARKS,
  information: { edits: ['holder'], issues: renewalInformationIssues },
  documentsNeeded: (draft) => [
    { kind: 'powerOfAttorney', required: true },
    draft.holder?.kind === 'individual'
      ? { kind: 'idDocument', required: true }
      : { kind: 'businessLicence', required: true },
  ],
  eligibility: renewalEligibility,
  markStatus: (mark, today) => renewalStatusRow(renewalStatusOf(mark, today)),
  party: (draft) => draft.holder,
  ownFields: () => ({ holder: null }),
  detailPage: 'renewDetail',
})
