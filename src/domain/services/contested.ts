/**
 * The contested procedures (issue 13) as configurations of the services' one shape: opposition (异议, product
 * type 7), review of a refusal (驳回复审, 14), non-use cancellation (撤三, 16) and invalidation (无效宣告, 32).
 * One draft type, one set of rules and one builder serve the four; each flow says which grounds it offers,
 * which marks it may be filed against and when, and which documents its case needs. Their deadlines come from
 * the one deadline engine (src/domain/procedure-deadlines.ts).
 *
 * The catalogue's names, mapped once (calls-catalogue.md "tmRemoval, tmCancellation …"):
 * - tmOpposition/*   → opposition ('opposition');
 * - tmReview/*       → refusal review ('refusal');
 * - tmRemoval/*      → NON-USE CANCELLATION of someone else's mark ('nonuseCancellation', 撤销). The one
 *                      exception: tmRemoval/queryTmInfo and getApplicantInformation also answer the owner's
 *                      removal's goods and holder lookups (src/api/services-licence.ts), as they did before;
 * - tmCancellation/* → the owner's own REMOVAL of its mark ('logOff', 注销; src/domain/services/removal.ts);
 * - tmInvalidation/* → invalidation ('Invalidation').
 *
 * Everything here is pure: the page, the wizard machine and the mock run the same checks.
 */
import { businessToday } from '../clock'
import { isIsoDate } from '../dates'
import type { KeysUnder } from '../message-key'
import {
  nonUseOpensOn,
  oppositionLastDay,
  refusalReviewLastDay,
  relativeGroundsLastDay,
  supplementaryEvidenceLastDay,
} from '../procedure-deadlines'
import type { RolledDeadline } from '../deadline-calendar'
import type { ProductTypeId } from '../product-types'
import type { Applicant } from '../registration/types'
import type { ServiceQuote } from '../service-quote'
import type { DocumentNeed, DraftField, Issue } from '../wizard/types'
import { goodsCount, isSubsetOf, type ClassGoods } from './mark-goods'
import { partyIssues } from './parties'
import { serviceDraftQuote } from './quote'
import type { Eligibility, EligibilityContext, ServiceDraftBase, ServiceMark, ServiceSlug } from './types'
import { serviceWizard, type ServiceParty } from './wizard'

export const CONTESTED_SLUGS = ['opposition', 'refusal', 'nonuseCancellation', 'Invalidation'] as const
export type ContestedSlug = (typeof CONTESTED_SLUGS)[number]
export const isContestedSlug = (slug: string): slug is ContestedSlug =>
  (CONTESTED_SLUGS as readonly string[]).includes(slug)

/**
 * The statutory grounds, with the article each rests on (商标法). Relative grounds protect a prior right and
 * may be raised only by its holder or an interested party; absolute grounds by anyone. Non-use has its own
 * two grounds (Art 49), and a refusal review answers the refusal's reasons.
 */
export const GROUNDS = {
  priorMark: { kind: 'relative', articles: '30, 31' },
  wellKnown: { kind: 'relative', articles: '13' },
  agentPreemption: { kind: 'relative', articles: '15' },
  priorRight: { kind: 'relative', articles: '32' },
  badFaith: { kind: 'relative', articles: '32, 45' },
  noIntentToUse: { kind: 'absolute', articles: '4' },
  prohibitedSign: { kind: 'absolute', articles: '10' },
  nonDistinctive: { kind: 'absolute', articles: '11' },
  functionalShape: { kind: 'absolute', articles: '12' },
  improperMeans: { kind: 'absolute', articles: '44' },
  nonUse: { kind: 'nonUse', articles: '49' },
  generic: { kind: 'nonUse', articles: '49' },
  marksDissimilar: { kind: 'review', articles: '30, 34' },
  goodsDissimilar: { kind: 'review', articles: '30, 34' },
  citedMarkLapsed: { kind: 'review', articles: '34' },
  coexistenceConsent: { kind: 'review', articles: '34' },
  acquiredDistinctiveness: { kind: 'review', articles: '11' },
} as const
export type GroundId = keyof typeof GROUNDS
export type GroundKind = (typeof GROUNDS)[GroundId]['kind']
export const GROUND_IDS = Object.keys(GROUNDS) as GroundId[]
export const isRelative = (g: GroundId) => GROUNDS[g].kind === 'relative'

/** The grounds that rest on a cited mark: the request must name at least one. */
const CITING_GROUNDS: readonly GroundId[] = [
  'priorMark',
  'wellKnown',
  'agentPreemption',
  'marksDissimilar',
  'goodsDissimilar',
  'citedMarkLapsed',
  'coexistenceConsent',
]

/** How the evidence is filed: all of it with the request, or some reserved for later (3 months). */
export type EvidencePlan = 'now' | 'reserve'

/** A mark the request relies on or answers (a prior mark, the marks a refusal cited), from the register. */
export interface CitedMark {
  regNo: string
  name: string
  classes: string[]
  holderZh: string
  holderEn: string
  /** Filing day of the cited mark ('YYYY-MM-DD'): a prior mark must be filed before the contested one. */
  filedOn: string
  status: number
}

/** One evidence file described: what it is, what it proves and how many pages it has. */
export interface EvidenceItem {
  fileId: string
  title: string
  proves: string
  pages: number | null
}

export interface ContestedDraft extends ServiceDraftBase {
  service: ContestedSlug
  /** The party filing (opponent, requester); a refusal review is filed by the mark's own applicant. */
  party: Applicant | null
  partySource: 'book' | 'new'
  grounds: GroundId[]
  citedMarks: CitedMark[]
  /** How the party has standing for relative grounds when it holds none of the cited marks (a licensee …). */
  interest: string
  /** The facts and reasons, plain text (markup is refused, control characters dropped). */
  facts: string
  /** The goods of the target mark the request concerns (the whole list by default). */
  goods: ClassGoods[]
  evidencePlan: EvidencePlan | ''
  /** Refusal review: the day the refusal was actually received, '' for deemed receipt. */
  receivedOn: string
  evidence: EvidenceItem[]
}

export const FACTS_MIN = 30
export const FACTS_MAX = 5000
export const INTEREST_MAX = 500
export const CITED_MAX = 10
export const EVIDENCE_TITLE_MAX = 100
export const EVIDENCE_PROVES_MAX = 300
export const EVIDENCE_PAGES_MAX = 5000

// C0 controls except tab and line breaks, DEL and C1 controls.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g
const MARKUP = /<\/?[a-zA-Z][^>]*>|<!--|javascript:/i

/** Long text as it is stored: control characters dropped, line breaks made \n, ends trimmed. */
export const cleanLongText = (text: string): string =>
  text.replace(/\r\n?/g, '\n').replace(CONTROL, '').trim()

/** Whether a text carries markup (tags, comments, script links), which a filing refuses. */
export const hasMarkup = (text: string): boolean => MARKUP.test(text)

const issue = (path: string, key: KeysUnder<'svcContested:issues.'>): Issue => ({
  path,
  message: `svcContested:issues.${key}`,
})
const refusal = (key: KeysUnder<'svcContested:eligibility.'>): Eligibility => ({
  ok: false,
  reason: `svcContested:eligibility.${key}`,
})

const isDay = (v: string) => isIsoDate(v)

/** The target of the draft (contested requests are filed against one mark). */
export const targetOf = (draft: Pick<ContestedDraft, 'marks'>): ServiceMark | undefined => draft.marks[0]

/** A target's registered or applied-for goods, as the draft's goods step offers them. */
export const targetGoods = (mark: ServiceMark | undefined): ClassGoods[] =>
  (mark?.contested?.goods ?? []).map((c) => ({ classNo: c.classNo, items: c.items.map((i) => ({ ...i })) }))

// --- The flows' own rules -----------------------------------------------------------------------------------

/** Registered: China's status 1, or 7 (a cancellation or invalidation is pending against it). */
const isRegistered = (m: ServiceMark) => (m.status === 1 || m.status === 7) && m.registrationDate !== null

/** The opposition period of a mark published for opposition (3 months from the gazette day). */
export const oppositionPeriod = (mark: ServiceMark): RolledDeadline | null =>
  mark.contested?.publishedOn ? oppositionLastDay(mark.contested.publishedOn) : null

/** The refusal review period: from deemed receipt, or from the actual receipt when the user gives it. */
export const reviewPeriod = (mark: ServiceMark, receivedOn = ''): RolledDeadline | null =>
  mark.contested?.refusedOn
    ? refusalReviewLastDay(mark.contested.refusedOn, receivedOn && isDay(receivedOn) ? receivedOn : null)
    : null

/** The last day relative grounds may be raised in an invalidation (5 years from registration). */
export const relativeGroundsPeriod = (mark: ServiceMark): RolledDeadline | null =>
  mark.registrationDate ? relativeGroundsLastDay(mark.registrationDate) : null

const openCase = (mark: ServiceMark, context: EligibilityContext) => context.openCases.has(mark.regNo)

export function oppositionEligibility(mark: ServiceMark, context: EligibilityContext): Eligibility {
  const period = oppositionPeriod(mark)
  if (mark.region !== 'mainland') return refusal('mainlandOnly')
  if (!period || mark.status !== 3) return refusal('notPublished')
  if (context.today > period.due) return refusal('oppositionClosed')
  if (mark.contested?.ownMark) return refusal('ownMark')
  if (openCase(mark, context)) return refusal('alreadyOpposed')
  return { ok: true }
}

export function reviewEligibility(mark: ServiceMark, context: EligibilityContext): Eligibility {
  const period = reviewPeriod(mark)
  if (!mark.contested?.ownMark) return refusal('notYours')
  if (!period) return refusal('notRefused')
  if (context.today > period.due) return refusal('reviewClosed')
  if (openCase(mark, context)) return refusal('alreadyReviewed')
  return { ok: true }
}

export function nonUseEligibility(mark: ServiceMark, context: EligibilityContext): Eligibility {
  if (mark.region !== 'mainland') return refusal('mainlandOnly')
  if (!isRegistered(mark)) return refusal('notRegistered')
  if (context.today < nonUseOpensOn(mark.registrationDate!)) return refusal('underThreeYears')
  if (mark.contested?.ownMark) return refusal('ownMark')
  if (openCase(mark, context)) return refusal('alreadyRequested')
  return { ok: true }
}

export function invalidationEligibility(mark: ServiceMark, context: EligibilityContext): Eligibility {
  if (mark.region !== 'mainland') return refusal('mainlandOnly')
  if (!isRegistered(mark)) return refusal('notRegistered')
  if (mark.contested?.ownMark) return refusal('ownMark')
  if (openCase(mark, context)) return refusal('alreadyRequested')
  return { ok: true }
}

// --- The information step --------------------------------------------------------------------------------

/** What differs between the four flows: grounds offered, who files, the evidence plan, the receipt day. */
export interface ContestedFlowSpec {
  slug: ContestedSlug
  productType: ProductTypeId
  grounds: readonly GroundId[]
  /** The filing party is chosen from the book (opposition, cancellation, invalidation), else the holder. */
  partyChosen: boolean
  /** The request concerns some of the target's goods (not a refusal review: it answers the whole refusal). */
  goodsConcerned: boolean
  /** The evidence plan is asked (not for non-use: the registrant proves use, the requester need not). */
  evidencePlan: boolean
  /** The evidence plan is asked on the reminder step (opposition) rather than with the information. */
  reminder: boolean
  eligibility: (mark: ServiceMark, context: EligibilityContext) => Eligibility
  documentsNeeded: (draft: ContestedDraft) => DocumentNeed<ContestedDocumentKind>[]
  detailPage: 'oppsitonDetail' | 'fileAddPublicDetile' | 'cancellationDetail'
}

export type ContestedDocumentKind =
  | 'oppositionApplication'
  | 'reviewApplication'
  | 'cancellationApplication'
  | 'invalidationApplication'
  | 'requesterId'
  | 'refusalNotice'
  | 'gazettePage'
  | 'priorRightProof'
  | 'evidence'
  | 'powerOfAttorney'

/** The party files for relative grounds: it holds a cited mark, or it says how it is an interested party. */
export const holdsCited = (draft: Pick<ContestedDraft, 'party' | 'citedMarks'>) => {
  const squash = (v: string) => v.replace(/\s+/g, '').toLowerCase()
  const p = draft.party
  if (!p) return false
  return draft.citedMarks.some(
    (c) =>
      (p.nameZh !== '' && squash(p.nameZh) === squash(c.holderZh)) ||
      (p.nameEn !== '' && squash(p.nameEn) === squash(c.holderEn)),
  )
}

/** Whether the draft raises relative grounds (then standing and prior-right proof are needed). */
export const raisesRelative = (draft: Pick<ContestedDraft, 'grounds'>) => draft.grounds.some(isRelative)

export function contestedInformationIssues(
  spec: Pick<
    ContestedFlowSpec,
    'grounds' | 'partyChosen' | 'goodsConcerned' | 'evidencePlan' | 'reminder' | 'slug'
  >,
  draft: ContestedDraft,
  today: string = businessToday(),
): Issue[] {
  const out: Issue[] = []
  const target = targetOf(draft)
  if (spec.partyChosen) {
    if (!draft.party) out.push(issue('party', 'partyRequired'))
    else {
      if (partyIssues('party', draft.party, today).length > 0) out.push(issue('party', 'partyIncomplete'))
      if (target && holderIs(draft.party, target)) out.push(issue('party', 'partyIsHolder'))
    }
  }
  // Grounds: at least one, each offered by this flow.
  if (draft.grounds.length === 0) out.push(issue('grounds', 'groundsRequired'))
  else if (draft.grounds.some((g) => !spec.grounds.includes(g))) out.push(issue('grounds', 'groundUnknown'))
  // An invalidation on relative grounds: within 5 years of registration unless bad faith is claimed.
  if (
    spec.slug === 'Invalidation' &&
    target &&
    raisesRelative(draft) &&
    !draft.grounds.includes('badFaith')
  ) {
    const period = relativeGroundsPeriod(target)
    if (period && today > period.due) out.push(issue('grounds', 'relativeTooLate'))
  }
  // Cited marks: needed by the grounds that rest on one; never the target itself, never twice.
  if (draft.grounds.some((g) => CITING_GROUNDS.includes(g)) && draft.citedMarks.length === 0)
    out.push(issue('citedMarks', 'citedRequired'))
  if (draft.citedMarks.length > CITED_MAX) out.push(issue('citedMarks', 'citedTooMany'))
  const seen = new Set<string>()
  draft.citedMarks.forEach((c, i) => {
    if (target && c.regNo === target.regNo) out.push(issue(`citedMarks.${i}`, 'citedIsTarget'))
    else if (seen.has(c.regNo)) out.push(issue(`citedMarks.${i}`, 'citedTwice'))
    else if (
      draft.grounds.includes('priorMark') &&
      spec.slug !== 'refusal' &&
      target?.contested &&
      c.filedOn >= target.contested.filedOn
    )
      out.push(issue(`citedMarks.${i}`, 'citedNotPrior'))
    seen.add(c.regNo)
  })
  // Standing for relative grounds (商标法 Art 33, 45): the party holds a cited mark or explains its interest.
  const interest = draft.interest.trim()
  if (spec.partyChosen && raisesRelative(draft) && !holdsCited(draft) && interest === '')
    out.push(issue('interest', 'interestRequired'))
  if (interest.length > INTEREST_MAX) out.push(issue('interest', 'interestTooLong'))
  if (hasMarkup(draft.interest)) out.push(issue('interest', 'markup'))
  // Facts and reasons.
  const facts = cleanLongText(draft.facts)
  if (facts === '') out.push(issue('facts', 'factsRequired'))
  else if (facts.length < FACTS_MIN) out.push(issue('facts', 'factsTooShort'))
  else if (facts.length > FACTS_MAX) out.push(issue('facts', 'factsTooLong'))
  if (hasMarkup(draft.facts)) out.push(issue('facts', 'markup'))
  // Goods concerned: some of the target's.
  if (spec.goodsConcerned && target) {
    if (goodsCount(draft.goods) === 0) out.push(issue('goods', 'goodsRequired'))
    else if (!isSubsetOf(draft.goods, targetGoods(target))) out.push(issue('goods', 'goodsNotTarget'))
  }
  // Refusal review: the actual receipt day, when given, is a real day between dispatch and today, and the
  // review period it starts has not ended.
  if (spec.slug === 'refusal' && draft.receivedOn !== '') {
    const sent = target?.contested?.refusedOn ?? ''
    if (!isDay(draft.receivedOn)) out.push(issue('receivedOn', 'receivedInvalid'))
    else if (draft.receivedOn > today) out.push(issue('receivedOn', 'receivedFuture'))
    else if (sent && draft.receivedOn < sent) out.push(issue('receivedOn', 'receivedBeforeSent'))
    else if (target) {
      const period = reviewPeriod(target, draft.receivedOn)
      if (period && today > period.due) out.push(issue('receivedOn', 'reviewPeriodOver'))
    }
  }
  if (spec.evidencePlan && !spec.reminder && draft.evidencePlan === '')
    out.push(issue('evidencePlan', 'evidencePlanRequired'))
  return out
}

const holderIs = (party: Applicant, mark: ServiceMark) => {
  const squash = (v: string) => v.replace(/\s+/g, '').toLowerCase()
  return (
    (party.nameZh !== '' && squash(party.nameZh) === squash(mark.holderZh)) ||
    (party.nameEn !== '' && squash(party.nameEn) === squash(mark.holderEn))
  )
}

/** The reminder step (opposition): the evidence plan is chosen. */
export const reminderIssues = (draft: ContestedDraft): Issue[] =>
  draft.evidencePlan === '' ? [issue('evidencePlan', 'evidencePlanRequired')] : []

/** The documents step: every evidence file described (what it is, what it proves, its pages). */
export function evidenceIssues(draft: ContestedDraft): Issue[] {
  const out: Issue[] = []
  for (const file of draft.documents.evidence ?? []) {
    const item = draft.evidence.find((e) => e.fileId === file.fileId)
    const at = `evidence.${file.fileId}`
    const title = item?.title.trim() ?? ''
    const proves = item?.proves.trim() ?? ''
    if (title === '') out.push(issue(`${at}.title`, 'evidenceTitleRequired'))
    else if (title.length > EVIDENCE_TITLE_MAX) out.push(issue(`${at}.title`, 'evidenceTitleTooLong'))
    if (proves === '') out.push(issue(`${at}.proves`, 'evidenceProvesRequired'))
    else if (proves.length > EVIDENCE_PROVES_MAX) out.push(issue(`${at}.proves`, 'evidenceProvesTooLong'))
    if (hasMarkup(title)) out.push(issue(`${at}.title`, 'markup'))
    else if (hasMarkup(proves)) out.push(issue(`${at}.proves`, 'markup'))
    const pages = item?.pages ?? null
    if (pages === null) out.push(issue(`${at}.pages`, 'evidencePagesRequired'))
    else if (!Number.isInteger(pages) || pages < 1 || pages > EVIDENCE_PAGES_MAX)
      out.push(issue(`${at}.pages`, 'evidencePagesRange'))
  }
  return out
}

/** The evidence list kept to the files still uploaded, one entry each (a new file gets an empty entry). */
export function evidenceForFiles(
  evidence: readonly EvidenceItem[],
  fileIds: readonly string[],
): EvidenceItem[] {
  return fileIds.map(
    (fileId) => evidence.find((e) => e.fileId === fileId) ?? { fileId, title: '', proves: '', pages: null },
  )
}

/** The last day of the supplementary evidence when the request is filed on `filedOn` and evidence reserved. */
export const supplementaryEvidenceDue = (draft: Pick<ContestedDraft, 'evidencePlan'>, filedOn: string) =>
  draft.evidencePlan === 'reserve' ? supplementaryEvidenceLastDay(filedOn) : null

/** The deadline the filing itself must meet, for the draft's target (none for a cancellation). */
export function filingDeadline(draft: ContestedDraft): RolledDeadline | null {
  const target = targetOf(draft)
  if (!target) return null
  if (draft.service === 'opposition') return oppositionPeriod(target)
  if (draft.service === 'refusal') return reviewPeriod(target, draft.receivedOn)
  return null
}

// --- Documents ---------------------------------------------------------------------------------------------

const need = (kind: ContestedDocumentKind, required = true): DocumentNeed<ContestedDocumentKind> => ({
  kind,
  required,
})
/** Evidence is required with the request unless the party reserved it for later. */
const evidenceNeed = (draft: ContestedDraft) => need('evidence', draft.evidencePlan === 'now')

// --- The four flows ----------------------------------------------------------------------------------------

const RELATIVE: readonly GroundId[] = ['priorMark', 'wellKnown', 'agentPreemption', 'priorRight', 'badFaith']
const ABSOLUTE: readonly GroundId[] = ['noIntentToUse', 'prohibitedSign', 'nonDistinctive', 'functionalShape']

export const CONTESTED_FLOWS: Readonly<Record<ContestedSlug, ContestedFlowSpec>> = {
  opposition: {
    slug: 'opposition',
    productType: 7,
    grounds: [...RELATIVE, ...ABSOLUTE],
    partyChosen: true,
    goodsConcerned: true,
    evidencePlan: true,
    reminder: true,
    eligibility: oppositionEligibility,
    documentsNeeded: (d) => [
      need('oppositionApplication'),
      need('requesterId'),
      need('gazettePage'),
      ...(raisesRelative(d) ? [need('priorRightProof')] : []),
      evidenceNeed(d),
      need('powerOfAttorney'),
    ],
    detailPage: 'oppsitonDetail',
  },
  refusal: {
    slug: 'refusal',
    productType: 14,
    grounds: [
      'marksDissimilar',
      'goodsDissimilar',
      'citedMarkLapsed',
      'coexistenceConsent',
      'acquiredDistinctiveness',
    ],
    partyChosen: false,
    goodsConcerned: false,
    evidencePlan: true,
    reminder: false,
    eligibility: reviewEligibility,
    documentsNeeded: (d) => [
      need('reviewApplication'),
      need('refusalNotice'),
      need('requesterId'),
      evidenceNeed(d),
      need('powerOfAttorney'),
    ],
    detailPage: 'fileAddPublicDetile',
  },
  nonuseCancellation: {
    slug: 'nonuseCancellation',
    productType: 16,
    grounds: ['nonUse', 'generic'],
    partyChosen: true,
    goodsConcerned: true,
    evidencePlan: false,
    reminder: false,
    eligibility: nonUseEligibility,
    documentsNeeded: () => [
      need('cancellationApplication'),
      need('requesterId'),
      // The registrant must prove use; the requester's own investigation is recommended, not required.
      need('evidence', false),
      need('powerOfAttorney'),
    ],
    detailPage: 'cancellationDetail',
  },
  Invalidation: {
    slug: 'Invalidation',
    productType: 32,
    grounds: [...RELATIVE, ...ABSOLUTE, 'improperMeans'],
    partyChosen: true,
    goodsConcerned: true,
    evidencePlan: true,
    reminder: false,
    eligibility: invalidationEligibility,
    documentsNeeded: (d) => [
      need('invalidationApplication'),
      need('requesterId'),
      ...(raisesRelative(d) ? [need('priorRightProof')] : []),
      evidenceNeed(d),
      need('powerOfAttorney'),
    ],
    detailPage: 'oppsitonDetail',
  },
}

/** The party named on the filing: the chosen party, or for a refusal review the mark's own applicant. */
export function contestedParty(draft: ContestedDraft): ServiceParty | null {
  if (draft.service === 'refusal') {
    const m = targetOf(draft)
    return m
      ? { nameZh: m.holderZh, nameEn: m.holderEn, addressZh: m.holderAddressZh, addressEn: m.holderAddressEn }
      : null
  }
  const p = draft.party
  return p ? { nameZh: p.nameZh, nameEn: p.nameEn, addressZh: p.addressZh, addressEn: p.addressEn } : null
}

/** The classes the request is priced for: those of the goods concerned, or all the target's. */
export function contestedQuote(draft: ContestedDraft, today: string): ServiceQuote {
  const spec = CONTESTED_FLOWS[draft.service]
  const classesOf = (m: ServiceMark) =>
    spec.goodsConcerned && goodsCount(draft.goods) > 0
      ? [...new Set(draft.goods.filter((g) => g.items.length > 0).map((g) => g.classNo))].sort()
      : m.classes
  return serviceDraftQuote(draft, today, {
    fallback: spec.productType as 7 | 14 | 16 | 32,
    marks: draft.marks.map((m) => ({ regNo: m.regNo, classes: classesOf(m) })),
  })
}

/** Contested requests are filed against one mark each. */
export const CONTESTED_MAX_MARKS = 1

/** The request's own fields, as the information step edits them (the evidence plan on the step that asks it). */
export const CONTESTED_REQUEST_FIELDS = [
  'party',
  'partySource',
  'grounds',
  'citedMarks',
  'interest',
  'facts',
  'goods',
  'receivedOn',
] as const satisfies readonly DraftField<ContestedDraft>[]

function contestedWizard(spec: ContestedFlowSpec) {
  const infoEdits: DraftField<ContestedDraft>[] = [
    ...CONTESTED_REQUEST_FIELDS,
    ...(spec.evidencePlan && !spec.reminder ? (['evidencePlan'] as const) : []),
  ]
  return serviceWizard<ContestedDraft>({
    slug: spec.slug as ServiceSlug,
    productTypes: { mainland: spec.productType },
    maxMarks: CONTESTED_MAX_MARKS,
    information: {
      edits: infoEdits,
      issues: (draft) => contestedInformationIssues(spec, draft),
    },
    ...(spec.reminder ? { reminder: { edits: ['evidencePlan'], issues: reminderIssues } } : {}),
    documentEdits: ['evidence'],
    documentsNeeded: (draft) => spec.documentsNeeded(draft),
    documentIssues: evidenceIssues,
    eligibility: spec.eligibility,
    party: contestedParty,
    ownFields: () => ({
      party: null,
      partySource: 'book',
      grounds: [],
      citedMarks: [],
      interest: '',
      facts: '',
      goods: [],
      evidencePlan: spec.evidencePlan ? '' : 'now',
      receivedOn: '',
      evidence: [],
    }),
    detailPage: spec.detailPage,
  })
}

export const oppositionWizard = contestedWizard(CONTESTED_FLOWS.opposition)
export const refusalReviewWizard = contestedWizard(CONTESTED_FLOWS.refusal)
export const nonUseCancellationWizard = contestedWizard(CONTESTED_FLOWS.nonuseCancellation)
export const invalidationWizard = contestedWizard(CONTESTED_FLOWS.Invalidation)

export const CONTESTED_WIZARDS = {
  opposition: oppositionWizard,
  refusal: refusalReviewWizard,
  nonuseCancellation: nonUseCancellationWizard,
  Invalidation: invalidationWizard,
} as const
