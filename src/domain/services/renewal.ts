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
  /**
   * A Madrid mark's designations renewed, by registration number, when not all of them are: WIPO renews an
   * international registration for the contracting parties the holder names (Common Regulations Rule 30).
   * A mark absent here renews every designation it has.
   */
  designationsRenewed?: Record<string, string[]>
}

/** The designations a draft renews for a Madrid mark (every one it has, unless the holder chose fewer). */
export function renewedDesignations(
  draft: Pick<RenewalDraft, 'designationsRenewed'>,
  mark: Pick<ServiceMark, 'regNo' | 'designations'>,
): string[] {
  return draft.designationsRenewed?.[mark.regNo] ?? mark.designations ?? []
}

/** Each Madrid mark must renew at least one of its designations, and only designations it has. */
export function designationIssues(draft: Pick<RenewalDraft, 'marks' | 'designationsRenewed'>): Issue[] {
  return draft.marks.flatMap((mark): Issue[] => {
    if (mark.region !== 'madrid' || !mark.designations?.length) return []
    const chosen = renewedDesignations(draft, mark)
    if (chosen.length === 0)
      return [{ path: `designations.${mark.regNo}`, message: 'svcRenewal:issues.designationsNone' }]
    if (chosen.some((code) => !mark.designations!.includes(code)))
      return [{ path: `designations.${mark.regNo}`, message: 'svcRenewal:issues.designationUnknown' }]
    return []
  })
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
  if (!draft.holder)
    return [{ path: 'holder', message: 'svcRenewal:issues.holderRequired' }, ...designationIssues(draft)]
  const out = partyIssues('holder', draft.holder)
  const holder = draft.holder
  if (draft.marks.some((mark) => !isHolderOf(holder, mark)))
    out.push({ path: 'holder', message: 'svcRenewal:issues.notHolder' })
  return [...out, ...designationIssues(draft)]
}

/**
 * The price of a renewal on `today` from the one price module (src/domain/service-quote.ts): each mark's
 * classes at the renewal fee of its product type (mainland 5, global 11, Madrid 18), the late fee of a mark
 * in its grace period, and for a Madrid mark each designation renewed (its complementary or individual fee).
 */
export function renewalQuote(
  draft: Pick<RenewalDraft, 'marks' | 'productType' | 'designationsRenewed'>,
  today: string,
): ServiceQuote {
  const marks = draft.marks.map((m) =>
    m.region === 'madrid' ? { ...m, designations: renewedDesignations(draft, m) } : m,
  )
  return serviceDraftQuote(draft, today, { fallback: 5, marks })
}

export const renewalWizard = serviceWizard<RenewalDraft>({
  slug: 'management',
  productTypes: { mainland: 5, madrid: 18, global: 11 },
  maxMarks: RENEWAL_MAX_MARKS,
  information: { edits: ['holder', 'designationsRenewed'], issues: renewalInformationIssues },
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
