import { afterEach, describe, expect, it, vi } from 'vitest'
import { FX_LICENSEE } from '../../../tests/fixtures/services-licence'
import { FEE_SCHEDULES, OFFICIAL_FEES } from '../pricing'
import { oppositionLastDay, refusalReviewLastDay, supplementaryEvidenceLastDay } from '../procedure-deadlines'
import type { Applicant } from '../registration/types'
import { orderStepFor, stepById, stepIssues } from '../wizard/define'
import type { DocumentFile, Issue } from '../wizard/types'
import {
  CITED_MAX,
  CONTESTED_FLOWS,
  CONTESTED_MAX_MARKS,
  CONTESTED_SLUGS,
  CONTESTED_WIZARDS,
  EVIDENCE_PAGES_MAX,
  EVIDENCE_PROVES_MAX,
  EVIDENCE_TITLE_MAX,
  FACTS_MAX,
  FACTS_MIN,
  GROUNDS,
  INTEREST_MAX,
  cleanLongText,
  contestedInformationIssues,
  contestedParty,
  contestedQuote,
  evidenceForFiles,
  evidenceIssues,
  filingDeadline,
  hasMarkup,
  invalidationEligibility,
  invalidationWizard,
  isContestedSlug,
  nonUseCancellationWizard,
  nonUseEligibility,
  oppositionEligibility,
  oppositionWizard,
  refusalReviewWizard,
  reminderIssues,
  reviewEligibility,
  supplementaryEvidenceDue,
  targetGoods,
  type CitedMark,
  type ContestedDraft,
  type ContestedSlug,
  type EvidenceItem,
} from './contested'
import { partyIssues } from './parties'
import type { EligibilityContext, ServiceMark } from './types'

// --- Fixtures ------------------------------------------------------------------------------------------------

const NOW = '2026-09-20T02:00:00.000Z'
/** A day inside every period of the fixtures: opposition, deemed review, relative grounds. */
const TODAY = '2026-09-20'

const GOODS = [
  {
    classNo: '09',
    items: [
      { zh: '计算机', en: 'computers' },
      { zh: '手机', en: 'mobile phones' },
    ],
  },
  { classNo: '42', items: [{ zh: '软件即服务', en: 'software as a service [SaaS]' }] },
]
const COMPUTERS = GOODS[0]!.items[0]!
const SAAS = GOODS[1]!.items[0]!

const OTHER_HOLDER = {
  holderZh: '深圳前海星河数码有限公司',
  holderEn: 'Shenzhen Qianhai Xinghe Digital Co., Ltd.',
  holderAddressZh: '广东省深圳市南山区前海深港合作区前湾一路1号A栋201室',
  holderAddressEn: 'Room 201, Building A, No. 1 Qianwan 1st Road, Qianhai, Nanshan District, Shenzhen',
}

const facts = (over: Partial<NonNullable<ServiceMark['contested']>>) => ({
  applicationNo: '70012345',
  filedOn: '2025-06-18',
  goods: GOODS,
  publishedOn: null,
  gazetteIssue: null,
  refusedOn: null,
  refusalCites: [],
  ownMark: false,
  ...over,
})

/** Published for opposition on 1 July 2026: the period ends 1 October, rolled over National Day to 8 October. */
const PUBLISHED: ServiceMark = {
  regNo: '70012345',
  name: '星河云',
  image: null,
  classes: ['09', '42'],
  ...OTHER_HOLDER,
  applicantId: null,
  status: 3,
  registrationDate: null,
  expiryDate: null,
  region: 'mainland',
  country: 'CN',
  contested: facts({ publishedOn: '2026-07-01', gazetteIssue: '1998' }),
}

/** The account's own application, refused on 1 September 2026: deemed received 16 September, due 8 October. */
const REFUSED: ServiceMark = {
  ...PUBLISHED,
  regNo: '70098765',
  name: '青枫',
  holderZh: FX_LICENSEE.nameZh,
  holderEn: FX_LICENSEE.nameEn,
  holderAddressZh: FX_LICENSEE.addressZh,
  holderAddressEn: FX_LICENSEE.addressEn,
  applicantId: FX_LICENSEE.applicantId,
  status: 2,
  contested: facts({
    applicationNo: '70098765',
    refusedOn: '2026-09-01',
    refusalCites: ['12345678'],
    ownMark: true,
  }),
}

/** Registered 3 October 2021: relative grounds until 2 October 2026, rolled to 8 October. */
const REGISTERED: ServiceMark = {
  ...PUBLISHED,
  regNo: '50012345',
  status: 1,
  registrationDate: '2021-10-03',
  expiryDate: '2031-10-02',
  contested: facts({ applicationNo: '50012345', filedOn: '2020-05-20' }),
}

/** A prior mark held by the party (FX_LICENSEE), filed before every target. */
const CITED: CitedMark = {
  regNo: '12345678',
  name: '星河',
  classes: ['09'],
  holderZh: FX_LICENSEE.nameZh,
  holderEn: FX_LICENSEE.nameEn,
  filedOn: '2019-03-01',
  status: 1,
}
const THIRD_PARTY_CITED: CitedMark = {
  ...CITED,
  regNo: '23456789',
  name: '星河智联',
  holderZh: '北京星河智联科技有限公司',
  holderEn: 'Beijing Xinghe Zhilian Technology Co., Ltd.',
}

const FACTS =
  '被异议商标“星河云”与异议人在先注册的第12345678号“星河”商标文字构成近似，指定使用的计算机等商品与引证商标核定使用的商品属于同一种或类似商品，易使相关公众产生混淆误认。'

function draftOf(
  service: ContestedSlug,
  target: ServiceMark,
  own: Partial<ContestedDraft> = {},
): ContestedDraft {
  return {
    draftId: `d-${service}`,
    step: 'perfectInformation',
    orderId: null,
    orderNo: null,
    paid: false,
    completedAt: null,
    createdAt: NOW,
    updatedAt: NOW,
    revision: 1,
    service,
    region: 'mainland',
    productType: CONTESTED_FLOWS[service].productType,
    marks: [target],
    documents: {},
    originalsByPost: false,
    mailing: { company: '', trackingNumber: '' },
    notification: { email: true, sms: false, post: false },
    party: FX_LICENSEE,
    partySource: 'book',
    grounds: ['priorMark'],
    citedMarks: [CITED],
    interest: '',
    facts: FACTS,
    goods: [{ classNo: '09', items: [COMPUTERS] }],
    evidencePlan: 'now',
    receivedOn: '',
    evidence: [],
    ...own,
  }
}

const OPPOSITION = draftOf('opposition', PUBLISHED)
const REVIEW = draftOf('refusal', REFUSED, {
  party: null,
  grounds: ['marksDissimilar', 'goodsDissimilar'],
  citedMarks: [{ ...THIRD_PARTY_CITED, regNo: '12345678', filedOn: '2024-01-01' }],
  goods: [],
})
const NON_USE = draftOf('nonuseCancellation', REGISTERED, {
  grounds: ['nonUse'],
  citedMarks: [],
  evidencePlan: 'now',
})
const INVALIDATION = draftOf('Invalidation', REGISTERED)

const ctx = (today: string, open: string[] = []): EligibilityContext => ({ today, openCases: new Set(open) })

const issueKey = (path: string, key: string) => `${path}:svcContested:issues.${key}`
const show = (issues: Issue[]) => issues.map((i) => `${i.path}:${i.message}`)
const info = (d: ContestedDraft, today = TODAY) =>
  show(contestedInformationIssues(CONTESTED_FLOWS[d.service], d, today))
const refusedFor = (key: string) => ({ ok: false, reason: `svcContested:eligibility.${key}` })

const file = (fileId: string): DocumentFile => ({
  fileId,
  fileName: `${fileId}.pdf`,
  size: 20480,
  contentType: 'application/pdf',
})
const described = (fileId: string, over: Partial<EvidenceItem> = {}): EvidenceItem => ({
  fileId,
  title: '引证商标注册证',
  proves: '异议人在先享有第12345678号商标专用权',
  pages: 2,
  ...over,
})

// --- Tests ---------------------------------------------------------------------------------------------------

describe('fixtures', () => {
  it('use a party that passes the applicant rules, so party issues come from the contested rules', () => {
    expect(partyIssues('party', FX_LICENSEE, TODAY)).toEqual([])
  })

  it('are complete drafts of each flow', () => {
    expect(info(OPPOSITION)).toEqual([])
    expect(info(REVIEW)).toEqual([])
    expect(info(NON_USE)).toEqual([])
    expect(info(INVALIDATION)).toEqual([])
  })
})

describe('the contested slugs and grounds', () => {
  it('name the four flows', () => {
    expect(CONTESTED_SLUGS).toEqual(['opposition', 'refusal', 'nonuseCancellation', 'Invalidation'])
    for (const slug of CONTESTED_SLUGS) expect(isContestedSlug(slug)).toBe(true)
    expect(isContestedSlug('logOff')).toBe(false)
    expect(isContestedSlug('invalidation')).toBe(false)
  })

  it('offer each flow its own grounds: improper means only in an invalidation, non-use only in a cancellation', () => {
    const { opposition, refusal, nonuseCancellation, Invalidation } = CONTESTED_FLOWS
    expect(opposition.grounds).not.toContain('improperMeans')
    expect(Invalidation.grounds).toContain('improperMeans')
    expect(nonuseCancellation.grounds).toEqual(['nonUse', 'generic'])
    expect(refusal.grounds.every((g) => GROUNDS[g].kind === 'review')).toBe(true)
    expect(opposition.grounds.every((g) => ['relative', 'absolute'].includes(GROUNDS[g].kind))).toBe(true)
  })

  it('file under product types 7, 14, 16 and 32', () => {
    expect(CONTESTED_SLUGS.map((s) => CONTESTED_FLOWS[s].productType)).toEqual([7, 14, 16, 32])
  })
})

describe('opposition: eligibility', () => {
  it('takes a published mark of someone else within the period, through the rolled last day', () => {
    expect(oppositionLastDay('2026-07-01')).toMatchObject({ nominal: '2026-10-01', due: '2026-10-08' })
    expect(oppositionEligibility(PUBLISHED, ctx('2026-07-01'))).toEqual({ ok: true })
    // After the nominal day, during the National Day holiday, and on the rolled day itself.
    expect(oppositionEligibility(PUBLISHED, ctx('2026-10-05'))).toEqual({ ok: true })
    expect(oppositionEligibility(PUBLISHED, ctx('2026-10-08'))).toEqual({ ok: true })
  })

  it('refuses once the period is over', () => {
    expect(oppositionEligibility(PUBLISHED, ctx('2026-10-09'))).toEqual(refusedFor('oppositionClosed'))
    expect(oppositionEligibility(PUBLISHED, ctx('2027-01-01'))).toEqual(refusedFor('oppositionClosed'))
  })

  it('refuses a mark not published for opposition', () => {
    expect(oppositionEligibility(REGISTERED, ctx(TODAY))).toEqual(refusedFor('notPublished'))
    expect(oppositionEligibility({ ...PUBLISHED, status: 1 }, ctx(TODAY))).toEqual(refusedFor('notPublished'))
    const noGazette = { ...PUBLISHED, contested: facts({ publishedOn: null }) }
    expect(oppositionEligibility(noGazette, ctx(TODAY))).toEqual(refusedFor('notPublished'))
    const { contested: _, ...bare } = PUBLISHED
    expect(oppositionEligibility(bare, ctx(TODAY))).toEqual(refusedFor('notPublished'))
  })

  it("refuses one's own mark, a mark already opposed and a mark outside the mainland", () => {
    const own = { ...PUBLISHED, contested: { ...PUBLISHED.contested!, ownMark: true } }
    expect(oppositionEligibility(own, ctx(TODAY))).toEqual(refusedFor('ownMark'))
    expect(oppositionEligibility(PUBLISHED, ctx(TODAY, [PUBLISHED.regNo]))).toEqual(
      refusedFor('alreadyOpposed'),
    )
    expect(oppositionEligibility(PUBLISHED, ctx(TODAY, ['99999999']))).toEqual({ ok: true })
    expect(oppositionEligibility({ ...PUBLISHED, region: 'madrid' }, ctx(TODAY))).toEqual(
      refusedFor('mainlandOnly'),
    )
  })
})

describe('refusal review: eligibility', () => {
  it('takes the own refused mark within the deemed-receipt period (dispatch + 15 + 15, rolled)', () => {
    expect(refusalReviewLastDay('2026-09-01')).toMatchObject({ nominal: '2026-10-01', due: '2026-10-08' })
    expect(reviewEligibility(REFUSED, ctx(TODAY))).toEqual({ ok: true })
    expect(reviewEligibility(REFUSED, ctx('2026-10-08'))).toEqual({ ok: true })
  })

  it('refuses once the period is over', () => {
    expect(reviewEligibility(REFUSED, ctx('2026-10-09'))).toEqual(refusedFor('reviewClosed'))
  })

  it("refuses someone else's mark, a mark not refused and one already under review", () => {
    const notMine = { ...REFUSED, contested: { ...REFUSED.contested!, ownMark: false } }
    expect(reviewEligibility(notMine, ctx(TODAY))).toEqual(refusedFor('notYours'))
    const { contested: _, ...bare } = REFUSED
    expect(reviewEligibility(bare, ctx(TODAY))).toEqual(refusedFor('notYours'))
    const notRefused = { ...REFUSED, contested: { ...REFUSED.contested!, refusedOn: null } }
    expect(reviewEligibility(notRefused, ctx(TODAY))).toEqual(refusedFor('notRefused'))
    expect(reviewEligibility(REFUSED, ctx(TODAY, [REFUSED.regNo]))).toEqual(refusedFor('alreadyReviewed'))
  })
})

describe('non-use cancellation: eligibility', () => {
  const young = { ...REGISTERED, registrationDate: '2023-05-10' }

  it('refuses a mark registered less than 3 years, takes it from the third anniversary', () => {
    expect(nonUseEligibility(young, ctx('2026-05-09'))).toEqual(refusedFor('underThreeYears'))
    expect(nonUseEligibility(young, ctx('2026-05-10'))).toEqual({ ok: true })
    expect(nonUseEligibility(REGISTERED, ctx(TODAY))).toEqual({ ok: true })
  })

  it('takes a registered mark with a case pending against it (status 7)', () => {
    expect(nonUseEligibility({ ...REGISTERED, status: 7 }, ctx(TODAY))).toEqual({ ok: true })
  })

  it('refuses a mark not registered, own, already attacked or outside the mainland', () => {
    expect(nonUseEligibility(PUBLISHED, ctx(TODAY))).toEqual(refusedFor('notRegistered'))
    expect(nonUseEligibility({ ...REGISTERED, registrationDate: null }, ctx(TODAY))).toEqual(
      refusedFor('notRegistered'),
    )
    const own = { ...REGISTERED, contested: { ...REGISTERED.contested!, ownMark: true } }
    expect(nonUseEligibility(own, ctx(TODAY))).toEqual(refusedFor('ownMark'))
    expect(nonUseEligibility(REGISTERED, ctx(TODAY, [REGISTERED.regNo]))).toEqual(
      refusedFor('alreadyRequested'),
    )
    expect(nonUseEligibility({ ...REGISTERED, region: 'global' }, ctx(TODAY))).toEqual(
      refusedFor('mainlandOnly'),
    )
  })
})

describe('invalidation: eligibility', () => {
  it('takes a registered mark, however old (the 5-year limit depends on the grounds)', () => {
    expect(invalidationEligibility(REGISTERED, ctx(TODAY))).toEqual({ ok: true })
    expect(invalidationEligibility(REGISTERED, ctx('2035-01-01'))).toEqual({ ok: true })
    expect(invalidationEligibility({ ...REGISTERED, status: 7 }, ctx(TODAY))).toEqual({ ok: true })
  })

  it('refuses a mark not registered, own, already attacked or outside the mainland', () => {
    expect(invalidationEligibility(PUBLISHED, ctx(TODAY))).toEqual(refusedFor('notRegistered'))
    expect(invalidationEligibility({ ...REGISTERED, status: 2 }, ctx(TODAY))).toEqual(
      refusedFor('notRegistered'),
    )
    const own = { ...REGISTERED, contested: { ...REGISTERED.contested!, ownMark: true } }
    expect(invalidationEligibility(own, ctx(TODAY))).toEqual(refusedFor('ownMark'))
    expect(invalidationEligibility(REGISTERED, ctx(TODAY, [REGISTERED.regNo]))).toEqual(
      refusedFor('alreadyRequested'),
    )
    expect(invalidationEligibility({ ...REGISTERED, region: 'madrid' }, ctx(TODAY))).toEqual(
      refusedFor('mainlandOnly'),
    )
  })
})

describe('contestedInformationIssues: the party', () => {
  it('requires a party where the flow chooses one', () => {
    for (const d of [OPPOSITION, NON_USE, INVALIDATION])
      expect(info({ ...d, party: null })).toContain(issueKey('party', 'partyRequired'))
  })

  it('never asks a refusal review for a party (the applicant files it)', () => {
    expect(info({ ...REVIEW, party: null })).toEqual([])
  })

  it('refuses a party the applicant rules refuse', () => {
    const bad: Applicant = { ...FX_LICENSEE, postalCode: '3100' }
    expect(partyIssues('party', bad, TODAY)).not.toEqual([])
    expect(info({ ...OPPOSITION, party: bad })).toEqual([issueKey('party', 'partyIncomplete')])
  })

  it('refuses the holder of the target as the party, by Chinese or English name (spaces and case aside)', () => {
    const holderZh: Applicant = { ...FX_LICENSEE, nameZh: ` ${OTHER_HOLDER.holderZh} ` }
    expect(info({ ...OPPOSITION, party: holderZh })).toContain(issueKey('party', 'partyIsHolder'))
    const holderEn: Applicant = { ...FX_LICENSEE, nameEn: 'SHENZHEN QIANHAI  XINGHE DIGITAL CO., LTD.' }
    expect(info({ ...INVALIDATION, party: holderEn })).toContain(issueKey('party', 'partyIsHolder'))
    expect(info(OPPOSITION)).not.toContain(issueKey('party', 'partyIsHolder'))
  })
})

describe('contestedInformationIssues: the grounds', () => {
  it('requires at least one ground', () => {
    for (const d of [OPPOSITION, REVIEW, NON_USE, INVALIDATION])
      expect(info({ ...d, grounds: [], citedMarks: [] })).toContain(issueKey('grounds', 'groundsRequired'))
  })

  it('refuses a ground the flow does not offer', () => {
    expect(info({ ...OPPOSITION, grounds: ['nonUse'] })).toContain(issueKey('grounds', 'groundUnknown'))
    expect(info({ ...OPPOSITION, grounds: ['priorMark', 'improperMeans'] })).toContain(
      issueKey('grounds', 'groundUnknown'),
    )
    expect(info({ ...INVALIDATION, grounds: ['priorMark', 'improperMeans'] })).toEqual([])
    expect(info({ ...REVIEW, grounds: ['priorMark'] })).toContain(issueKey('grounds', 'groundUnknown'))
    expect(info({ ...NON_USE, grounds: ['marksDissimilar'] })).toContain(issueKey('grounds', 'groundUnknown'))
    expect(info({ ...NON_USE, grounds: ['nonUse', 'generic'] })).toEqual([])
  })

  it('refuses relative grounds in an invalidation after 5 years from registration, unless bad faith is claimed', () => {
    const late = '2026-10-09'
    // Last day 2 October 2026, rolled over National Day to 8 October.
    expect(info(INVALIDATION, '2026-10-08')).toEqual([])
    expect(info(INVALIDATION, late)).toEqual([issueKey('grounds', 'relativeTooLate')])
    expect(info({ ...INVALIDATION, grounds: ['priorMark', 'badFaith'] }, late)).toEqual([])
    expect(info({ ...INVALIDATION, grounds: ['wellKnown', 'nonDistinctive'] }, late)).toEqual([
      issueKey('grounds', 'relativeTooLate'),
    ])
  })

  it('takes absolute grounds in an invalidation at any time', () => {
    const absolute = { ...INVALIDATION, grounds: ['nonDistinctive' as const, 'improperMeans' as const] }
    expect(info(absolute, '2026-10-09')).toEqual([])
    expect(info({ ...absolute, citedMarks: [] }, '2035-01-01')).toEqual([])
  })

  it('applies the 5-year limit only to invalidations', () => {
    const registeredLongAgo = { ...PUBLISHED, registrationDate: '2010-01-01' }
    expect(info({ ...OPPOSITION, marks: [registeredLongAgo] })).toEqual([])
  })
})

describe('contestedInformationIssues: cited marks', () => {
  it('requires a cited mark for the grounds that rest on one', () => {
    expect(info({ ...OPPOSITION, citedMarks: [], interest: '异议人为引证商标的独占被许可人' })).toEqual([
      issueKey('citedMarks', 'citedRequired'),
    ])
    expect(info({ ...REVIEW, citedMarks: [] })).toEqual([issueKey('citedMarks', 'citedRequired')])
    expect(info({ ...REVIEW, grounds: ['acquiredDistinctiveness'], citedMarks: [] })).toEqual([])
    expect(info({ ...OPPOSITION, grounds: ['nonDistinctive'], citedMarks: [] })).toEqual([])
    // A prior right (copyright, trade name …) is relative but rests on no mark.
    expect(
      info({ ...OPPOSITION, grounds: ['priorRight'], citedMarks: [], interest: '异议人享有在先著作权' }),
    ).toEqual([])
  })

  it(`takes at most ${CITED_MAX} cited marks`, () => {
    const many = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ ...CITED, regNo: String(12345600 + i) }))
    expect(info({ ...OPPOSITION, citedMarks: many(CITED_MAX) })).toEqual([])
    expect(info({ ...OPPOSITION, citedMarks: many(CITED_MAX + 1) })).toEqual([
      issueKey('citedMarks', 'citedTooMany'),
    ])
  })

  it('refuses the target as its own cited mark', () => {
    const self = { ...CITED, regNo: PUBLISHED.regNo }
    expect(info({ ...OPPOSITION, citedMarks: [CITED, self] })).toEqual([
      issueKey('citedMarks.1', 'citedIsTarget'),
    ])
  })

  it('refuses a mark cited twice', () => {
    expect(info({ ...OPPOSITION, citedMarks: [CITED, THIRD_PARTY_CITED, { ...CITED }] })).toEqual([
      issueKey('citedMarks.2', 'citedTwice'),
    ])
  })

  it('refuses as a prior mark one filed after the target, except in a refusal review', () => {
    const later = { ...CITED, filedOn: '2025-07-01' }
    expect(info({ ...OPPOSITION, citedMarks: [later] })).toEqual([issueKey('citedMarks.0', 'citedNotPrior')])
    expect(info({ ...INVALIDATION, citedMarks: [CITED, { ...later, regNo: '87654321' }] })).toEqual([
      issueKey('citedMarks.1', 'citedNotPrior'),
    ])
    // Only the prior-mark ground needs the cited mark to be earlier.
    expect(info({ ...OPPOSITION, grounds: ['wellKnown'], citedMarks: [later] })).toEqual([])
    // A refusal review answers the marks the office cited, whenever they were filed.
    expect(info({ ...REVIEW, citedMarks: [{ ...later, holderZh: '某公司', holderEn: 'Some Co.' }] })).toEqual(
      [],
    )
    expect(info({ ...OPPOSITION, citedMarks: [{ ...CITED, filedOn: '2025-06-17' }] })).toEqual([])
  })
})

describe('contestedInformationIssues: standing for relative grounds', () => {
  it('requires the interest when the party holds none of the cited marks', () => {
    const stranger = { ...OPPOSITION, citedMarks: [THIRD_PARTY_CITED] }
    expect(info(stranger)).toEqual([issueKey('interest', 'interestRequired')])
    expect(info({ ...stranger, interest: '   ' })).toEqual([issueKey('interest', 'interestRequired')])
    expect(info({ ...stranger, interest: '异议人是引证商标的独占被许可人，许可合同已备案。' })).toEqual([])
    expect(info({ ...INVALIDATION, citedMarks: [THIRD_PARTY_CITED] })).toEqual([
      issueKey('interest', 'interestRequired'),
    ])
  })

  it('takes the holding of any one cited mark as standing, by either name', () => {
    expect(info({ ...OPPOSITION, citedMarks: [THIRD_PARTY_CITED, CITED] })).toEqual([])
    const byEnglish = { ...CITED, holderZh: '另一中文名', holderEn: FX_LICENSEE.nameEn.toUpperCase() }
    expect(info({ ...OPPOSITION, citedMarks: [byEnglish] })).toEqual([])
  })

  it('asks no interest for absolute grounds, non-use, or a refusal review', () => {
    expect(info({ ...OPPOSITION, grounds: ['prohibitedSign'], citedMarks: [THIRD_PARTY_CITED] })).toEqual([])
    expect(info({ ...NON_USE, citedMarks: [THIRD_PARTY_CITED] })).toEqual([])
    expect(info(REVIEW)).toEqual([])
  })

  it(`limits the interest to ${INTEREST_MAX} characters and refuses markup in it`, () => {
    expect(info({ ...OPPOSITION, interest: '利'.repeat(INTEREST_MAX) })).toEqual([])
    expect(info({ ...OPPOSITION, interest: `  ${'利'.repeat(INTEREST_MAX)}  ` })).toEqual([])
    expect(info({ ...OPPOSITION, interest: '利'.repeat(INTEREST_MAX + 1) })).toEqual([
      issueKey('interest', 'interestTooLong'),
    ])
    expect(info({ ...OPPOSITION, interest: '被许可人 <b>独占</b>' })).toEqual([
      issueKey('interest', 'markup'),
    ])
  })
})

describe('contestedInformationIssues: facts and reasons', () => {
  it('requires the facts', () => {
    expect(info({ ...OPPOSITION, facts: '' })).toEqual([issueKey('facts', 'factsRequired')])
    expect(info({ ...OPPOSITION, facts: ' \n\t ' })).toEqual([issueKey('facts', 'factsRequired')])
    expect(info({ ...OPPOSITION, facts: '\u0000\u0007' })).toEqual([issueKey('facts', 'factsRequired')])
  })

  it(`takes between ${FACTS_MIN} and ${FACTS_MAX} characters, counted once cleaned`, () => {
    expect(info({ ...OPPOSITION, facts: '理'.repeat(FACTS_MIN - 1) })).toEqual([
      issueKey('facts', 'factsTooShort'),
    ])
    expect(info({ ...OPPOSITION, facts: '理'.repeat(FACTS_MIN) })).toEqual([])
    // Surrounding blanks and control characters do not count.
    expect(info({ ...OPPOSITION, facts: `  ${'理'.repeat(FACTS_MIN - 1)}\u0001\u001F  ` })).toEqual([
      issueKey('facts', 'factsTooShort'),
    ])
    expect(info({ ...OPPOSITION, facts: '理'.repeat(FACTS_MAX) })).toEqual([])
    expect(info({ ...OPPOSITION, facts: '理'.repeat(FACTS_MAX + 1) })).toEqual([
      issueKey('facts', 'factsTooLong'),
    ])
    // A CRLF counts as one line break.
    expect(info({ ...OPPOSITION, facts: `${'理'.repeat(FACTS_MAX - 2)}\r\n理` })).toEqual([])
  })

  it('refuses markup in the facts', () => {
    expect(info({ ...OPPOSITION, facts: `${FACTS}<script>alert(1)</script>` })).toEqual([
      issueKey('facts', 'markup'),
    ])
    expect(info({ ...OPPOSITION, facts: `${FACTS}<!-- x -->` })).toEqual([issueKey('facts', 'markup')])
    expect(info({ ...OPPOSITION, facts: `${FACTS} javascript:void(0)` })).toEqual([
      issueKey('facts', 'markup'),
    ])
    expect(info({ ...OPPOSITION, facts: `${FACTS} 销量 3 < 5，价格 > 100 元` })).toEqual([])
  })
})

describe('contestedInformationIssues: goods concerned', () => {
  it("requires some goods, of the target's", () => {
    expect(info({ ...OPPOSITION, goods: [] })).toEqual([issueKey('goods', 'goodsRequired')])
    expect(info({ ...OPPOSITION, goods: [{ classNo: '09', items: [] }] })).toEqual([
      issueKey('goods', 'goodsRequired'),
    ])
    expect(info({ ...OPPOSITION, goods: GOODS })).toEqual([])
    expect(info({ ...NON_USE, goods: [] })).toEqual([issueKey('goods', 'goodsRequired')])
    expect(info({ ...INVALIDATION, goods: [] })).toEqual([issueKey('goods', 'goodsRequired')])
  })

  it('refuses goods the target does not have, or has in another class', () => {
    const cafe = [{ classNo: '43', items: [{ zh: '咖啡馆', en: 'cafés' }] }]
    expect(info({ ...OPPOSITION, goods: cafe })).toEqual([issueKey('goods', 'goodsNotTarget')])
    expect(info({ ...OPPOSITION, goods: [{ classNo: '42', items: [COMPUTERS] }] })).toEqual([
      issueKey('goods', 'goodsNotTarget'),
    ])
    expect(info({ ...OPPOSITION, goods: [{ classNo: '09', items: [COMPUTERS, SAAS] }] })).toEqual([
      issueKey('goods', 'goodsNotTarget'),
    ])
  })

  it('does not ask a refusal review for goods (it answers the whole refusal)', () => {
    expect(info({ ...REVIEW, goods: [] })).toEqual([])
    expect(info({ ...REVIEW, goods: [{ classNo: '43', items: [{ zh: '咖啡馆', en: 'cafés' }] }] })).toEqual(
      [],
    )
  })
})

describe('contestedInformationIssues: the refusal receipt day', () => {
  // Refusal dispatched 1 September 2026.
  it('takes no receipt day (deemed receipt) or a real day between the dispatch and today', () => {
    expect(info({ ...REVIEW, receivedOn: '' })).toEqual([])
    expect(info({ ...REVIEW, receivedOn: '2026-09-05' })).toEqual([])
    // Received on the dispatch day itself: the period runs to 16 September.
    expect(info({ ...REVIEW, receivedOn: '2026-09-01' }, '2026-09-16')).toEqual([])
    expect(info({ ...REVIEW, receivedOn: TODAY })).toEqual([])
  })

  it('refuses a day that is not a day', () => {
    for (const bad of [
      '2026/09/05',
      '5 Sept 2026',
      '2026-9-5',
      '2026-13-01',
      '2026-00-10',
      '2026-09-05T10:00',
    ])
      expect(info({ ...REVIEW, receivedOn: bad })).toEqual([issueKey('receivedOn', 'receivedInvalid')])
  })

  // Date.parse would roll 2026-09-31 over to 1 October: the check is the calendar's (dates.ts isIsoDate).
  it('refuses an impossible calendar day such as 31 September', () => {
    expect(info({ ...REVIEW, receivedOn: '2026-09-31' }, '2026-10-05')).toEqual([
      issueKey('receivedOn', 'receivedInvalid'),
    ])
  })

  it('refuses a day in the future', () => {
    expect(info({ ...REVIEW, receivedOn: '2026-09-21' })).toEqual([issueKey('receivedOn', 'receivedFuture')])
  })

  it('refuses a day before the dispatch', () => {
    expect(info({ ...REVIEW, receivedOn: '2026-08-31' })).toEqual([
      issueKey('receivedOn', 'receivedBeforeSent'),
    ])
  })

  it('refuses a receipt whose 15-day period is over, though the deemed one is not', () => {
    // Received 2 September: last day 17 September. Deemed receipt would run until 8 October.
    expect(reviewEligibility(REFUSED, ctx(TODAY))).toEqual({ ok: true })
    expect(info({ ...REVIEW, receivedOn: '2026-09-02' })).toEqual([
      issueKey('receivedOn', 'reviewPeriodOver'),
    ])
    expect(info({ ...REVIEW, receivedOn: '2026-09-02' }, '2026-09-17')).toEqual([])
    // Received 10 September: 25 September is the Mid-Autumn holiday, the period runs to Monday 28 September.
    expect(info({ ...REVIEW, receivedOn: '2026-09-10' }, '2026-09-28')).toEqual([])
    expect(info({ ...REVIEW, receivedOn: '2026-09-10' }, '2026-09-29')).toEqual([
      issueKey('receivedOn', 'reviewPeriodOver'),
    ])
  })

  it('is checked in a refusal review only', () => {
    expect(info({ ...OPPOSITION, receivedOn: 'nonsense' })).toEqual([])
  })
})

describe('the evidence plan', () => {
  it('is asked with the information of a refusal review and an invalidation', () => {
    expect(info({ ...REVIEW, evidencePlan: '' })).toEqual([issueKey('evidencePlan', 'evidencePlanRequired')])
    expect(info({ ...INVALIDATION, evidencePlan: '' })).toEqual([
      issueKey('evidencePlan', 'evidencePlanRequired'),
    ])
    expect(info({ ...INVALIDATION, evidencePlan: 'reserve' })).toEqual([])
  })

  it('is asked on the reminder step of an opposition, not with its information', () => {
    expect(info({ ...OPPOSITION, evidencePlan: '' })).toEqual([])
    expect(show(reminderIssues({ ...OPPOSITION, evidencePlan: '' }))).toEqual([
      issueKey('evidencePlan', 'evidencePlanRequired'),
    ])
    expect(reminderIssues({ ...OPPOSITION, evidencePlan: 'reserve' })).toEqual([])
    expect(reminderIssues({ ...OPPOSITION, evidencePlan: 'now' })).toEqual([])
  })

  it('is not asked of a non-use cancellation', () => {
    expect(info({ ...NON_USE, evidencePlan: '' })).toEqual([])
  })

  it('sets the supplementary evidence deadline only when evidence is reserved', () => {
    expect(supplementaryEvidenceDue({ evidencePlan: 'reserve' }, '2026-07-01')).toEqual(
      supplementaryEvidenceLastDay('2026-07-01'),
    )
    expect(supplementaryEvidenceDue({ evidencePlan: 'reserve' }, '2026-07-01')?.due).toBe('2026-10-08')
    expect(supplementaryEvidenceDue({ evidencePlan: 'now' }, '2026-07-01')).toBeNull()
    expect(supplementaryEvidenceDue({ evidencePlan: '' }, '2026-07-01')).toBeNull()
  })
})

describe('evidenceIssues', () => {
  const withFiles = (evidence: EvidenceItem[], ids = ['f1']): ContestedDraft => ({
    ...OPPOSITION,
    documents: { evidence: ids.map(file) },
    evidence,
  })

  it('takes every uploaded evidence file described', () => {
    expect(evidenceIssues(withFiles([described('f1'), described('f2')], ['f1', 'f2']))).toEqual([])
    expect(evidenceIssues(OPPOSITION)).toEqual([])
    // A description left from a removed file is not checked.
    expect(evidenceIssues(withFiles([described('f1'), described('gone', { title: '' })]))).toEqual([])
  })

  it('asks a file without a description for its title, what it proves and its pages', () => {
    expect(show(evidenceIssues(withFiles([described('f1')], ['f1', 'f2'])))).toEqual([
      issueKey('evidence.f2.title', 'evidenceTitleRequired'),
      issueKey('evidence.f2.proves', 'evidenceProvesRequired'),
      issueKey('evidence.f2.pages', 'evidencePagesRequired'),
    ])
    expect(
      show(evidenceIssues(withFiles([described('f1', { title: '  ', proves: '', pages: null })]))),
    ).toEqual([
      issueKey('evidence.f1.title', 'evidenceTitleRequired'),
      issueKey('evidence.f1.proves', 'evidenceProvesRequired'),
      issueKey('evidence.f1.pages', 'evidencePagesRequired'),
    ])
  })

  it('limits the title and what it proves', () => {
    expect(evidenceIssues(withFiles([described('f1', { title: '题'.repeat(EVIDENCE_TITLE_MAX) })]))).toEqual(
      [],
    )
    expect(
      show(evidenceIssues(withFiles([described('f1', { title: '题'.repeat(EVIDENCE_TITLE_MAX + 1) })]))),
    ).toEqual([issueKey('evidence.f1.title', 'evidenceTitleTooLong')])
    expect(
      evidenceIssues(withFiles([described('f1', { proves: '证'.repeat(EVIDENCE_PROVES_MAX) })])),
    ).toEqual([])
    expect(
      show(evidenceIssues(withFiles([described('f1', { proves: '证'.repeat(EVIDENCE_PROVES_MAX + 1) })]))),
    ).toEqual([issueKey('evidence.f1.proves', 'evidenceProvesTooLong')])
  })

  it('refuses markup in the title or in what it proves', () => {
    const markup = (item: EvidenceItem) =>
      evidenceIssues(withFiles([item])).filter((i) => i.message === 'svcContested:issues.markup')
    expect(markup(described('f1', { title: '<img src=x onerror=alert(1)>' }))).toHaveLength(1)
    expect(show(markup(described('f1', { proves: '证明 <a href="x">链接</a>' })))).toEqual([
      issueKey('evidence.f1.proves', 'markup'),
    ])
  })

  it(`takes a whole number of pages from 1 to ${EVIDENCE_PAGES_MAX}`, () => {
    const pages = (n: number) => show(evidenceIssues(withFiles([described('f1', { pages: n })])))
    expect(pages(1)).toEqual([])
    expect(pages(EVIDENCE_PAGES_MAX)).toEqual([])
    for (const bad of [0, -3, EVIDENCE_PAGES_MAX + 1, 2.5, Number.NaN])
      expect(pages(bad)).toEqual([issueKey('evidence.f1.pages', 'evidencePagesRange')])
  })
})

describe('evidenceForFiles', () => {
  it('keeps one entry per uploaded file, in the files’ order, new files with an empty entry', () => {
    const a = described('a')
    const b = described('b', { title: 'B' })
    expect(evidenceForFiles([a, b, described('gone')], ['b', 'new', 'a'])).toEqual([
      b,
      { fileId: 'new', title: '', proves: '', pages: null },
      a,
    ])
    expect(evidenceForFiles([a], [])).toEqual([])
  })
})

describe('cleanLongText and hasMarkup', () => {
  it('drops control characters, makes line breaks \\n and trims, keeping tabs and inner line breaks', () => {
    expect(cleanLongText('  第一段\r\n第二段\r第三段\n  ')).toBe('第一段\n第二段\n第三段')
    expect(cleanLongText('a\u0000b\u0008c\u000Bd\u000Ce\u001Ff\u007Fg\u0085h\u009Fi')).toBe('abcdefghi')
    expect(cleanLongText('列一\t列二')).toBe('列一\t列二')
    expect(cleanLongText('\u0000  ')).toBe('')
  })

  it('finds tags, comments and script links, not comparisons', () => {
    for (const text of [
      '<b>粗</b>',
      '</div>',
      '<IMG SRC=x>',
      '<!-- c',
      'JavaScript:alert(1)',
      '<svg/onload=1>',
    ])
      expect(hasMarkup(text)).toBe(true)
    for (const text of ['3 < 5', 'a <= b', '价格>100', '<< 商标法 >>', '《商标法》第三十条', 'java script'])
      expect(hasMarkup(text)).toBe(false)
  })
})

describe('contestedQuote', () => {
  const s7 = FEE_SCHEDULES[7]

  it('prices an opposition per class of the goods concerned: 450 official per class and the agency fees', () => {
    const q = contestedQuote({ ...OPPOSITION, goods: GOODS }, TODAY)
    expect(OFFICIAL_FEES.opposition.online).toBe(450)
    expect(q.productType).toBe(7)
    expect(q.official).toBe(2 * OFFICIAL_FEES.opposition.online)
    expect(q.service).toBe(s7.serviceFirstClass + s7.serviceExtraClass)
    expect(q.total).toBe(4200)
    expect(q.quotedOn).toBe(TODAY)
    expect(q.basis.map((b) => b.id)).toEqual(['opposition'])
    expect(q.lines.map((l) => [l.kind, l.quantity, l.classNo ?? null])).toEqual([
      ['firstClass', 1, '09'],
      ['extraClass', 1, null],
    ])
  })

  it('prices only the classes that have goods concerned, in class order', () => {
    const one = contestedQuote({ ...OPPOSITION, goods: [{ classNo: '42', items: [SAAS] }] }, TODAY)
    expect(one.total).toBe(OFFICIAL_FEES.opposition.online + s7.serviceFirstClass)
    expect(one.lines).toHaveLength(1)
    expect(one.lines[0]).toMatchObject({ kind: 'firstClass', classNo: '42', regNo: PUBLISHED.regNo })
    const reversed = contestedQuote(
      {
        ...OPPOSITION,
        goods: [
          { classNo: '42', items: [SAAS] },
          { classNo: '09', items: [COMPUTERS] },
          { classNo: '35', items: [] },
        ],
      },
      TODAY,
    )
    expect(reversed.lines[0]).toMatchObject({ kind: 'firstClass', classNo: '09' })
    expect(reversed.total).toBe(4200)
  })

  it("falls back to the target's classes before goods are chosen", () => {
    expect(contestedQuote({ ...OPPOSITION, goods: [] }, TODAY).total).toBe(4200)
  })

  it("prices a refusal review for all the target's classes at the review fee", () => {
    const s14 = FEE_SCHEDULES[14]
    const q = contestedQuote({ ...REVIEW, goods: [{ classNo: '09', items: [COMPUTERS] }] }, TODAY)
    expect(q.productType).toBe(14)
    expect(q.official).toBe(2 * OFFICIAL_FEES.review.online)
    expect(q.service).toBe(s14.serviceFirstClass + s14.serviceExtraClass)
    expect(q.basis.map((b) => b.id)).toEqual(['review'])
  })

  it('prices a non-use cancellation and an invalidation on their own schedules', () => {
    const nonUse = contestedQuote(NON_USE, TODAY)
    expect(nonUse.productType).toBe(16)
    expect(nonUse.total).toBe(OFFICIAL_FEES.nonUseCancellation.online + FEE_SCHEDULES[16].serviceFirstClass)
    expect(nonUse.basis.map((b) => b.id)).toEqual(['nonUseCancellation'])
    const s32 = FEE_SCHEDULES[32]
    const invalidation = contestedQuote({ ...INVALIDATION, goods: GOODS }, TODAY)
    expect(invalidation.productType).toBe(32)
    expect(invalidation.total).toBe(
      2 * OFFICIAL_FEES.review.online + s32.serviceFirstClass + s32.serviceExtraClass,
    )
  })

  it("uses the flow's product type when the draft's is not a service's", () => {
    expect(contestedQuote({ ...OPPOSITION, productType: 0 }, TODAY).productType).toBe(7)
    expect(contestedQuote({ ...INVALIDATION, productType: 1 }, TODAY).productType).toBe(32)
  })
})

describe('the documents each flow needs', () => {
  const needs = (d: ContestedDraft) =>
    CONTESTED_FLOWS[d.service].documentsNeeded(d).map((n) => `${n.kind}${n.required ? '' : '?'}`)

  it('opposition: the prior-right proof only with relative grounds, the evidence required only when filed now', () => {
    expect(needs(OPPOSITION)).toEqual([
      'oppositionApplication',
      'requesterId',
      'gazettePage',
      'priorRightProof',
      'evidence',
      'powerOfAttorney',
    ])
    expect(needs({ ...OPPOSITION, grounds: ['nonDistinctive'], evidencePlan: 'reserve' })).toEqual([
      'oppositionApplication',
      'requesterId',
      'gazettePage',
      'evidence?',
      'powerOfAttorney',
    ])
    expect(needs({ ...OPPOSITION, evidencePlan: '' })).toContain('evidence?')
  })

  it('refusal review: the refusal notice, never a prior-right proof', () => {
    expect(needs(REVIEW)).toEqual([
      'reviewApplication',
      'refusalNotice',
      'requesterId',
      'evidence',
      'powerOfAttorney',
    ])
    expect(needs({ ...REVIEW, evidencePlan: 'reserve' })).toContain('evidence?')
  })

  it('non-use cancellation: evidence optional whatever the plan', () => {
    const expected = ['cancellationApplication', 'requesterId', 'evidence?', 'powerOfAttorney']
    expect(needs(NON_USE)).toEqual(expected)
    expect(needs({ ...NON_USE, evidencePlan: '' })).toEqual(expected)
  })

  it('invalidation: the prior-right proof with relative grounds', () => {
    expect(needs(INVALIDATION)).toEqual([
      'invalidationApplication',
      'requesterId',
      'priorRightProof',
      'evidence',
      'powerOfAttorney',
    ])
    expect(needs({ ...INVALIDATION, grounds: ['badFaith'], evidencePlan: 'reserve' })).toEqual([
      'invalidationApplication',
      'requesterId',
      'priorRightProof',
      'evidence?',
      'powerOfAttorney',
    ])
    expect(needs({ ...INVALIDATION, grounds: ['improperMeans'] })).not.toContain('priorRightProof')
  })
})

describe('filingDeadline', () => {
  it('is the opposition period of the target', () => {
    expect(filingDeadline(OPPOSITION)).toEqual({
      nominal: '2026-10-01',
      due: '2026-10-08',
      calendar: 'official',
    })
  })

  it('is the review period, from the actual receipt day when given and valid', () => {
    expect(filingDeadline(REVIEW)).toEqual({ nominal: '2026-10-01', due: '2026-10-08', calendar: 'official' })
    expect(filingDeadline({ ...REVIEW, receivedOn: '2026-09-10' })).toEqual({
      nominal: '2026-09-25',
      due: '2026-09-28',
      calendar: 'official',
    })
    // An unreadable day or one before the dispatch falls back to the deemed receipt.
    expect(filingDeadline({ ...REVIEW, receivedOn: 'soon' })?.due).toBe('2026-10-08')
    expect(filingDeadline({ ...REVIEW, receivedOn: '2026-08-01' })?.due).toBe('2026-10-08')
  })

  it('is none for a cancellation, an invalidation or a draft without a target', () => {
    expect(filingDeadline(NON_USE)).toBeNull()
    expect(filingDeadline(INVALIDATION)).toBeNull()
    expect(filingDeadline({ ...OPPOSITION, marks: [] })).toBeNull()
    expect(filingDeadline({ ...OPPOSITION, marks: [REGISTERED] })).toBeNull()
  })
})

describe('contestedParty and targetGoods', () => {
  it('names the mark holder for a refusal review and the chosen party otherwise', () => {
    expect(contestedParty(REVIEW)).toEqual({
      nameZh: REFUSED.holderZh,
      nameEn: REFUSED.holderEn,
      addressZh: REFUSED.holderAddressZh,
      addressEn: REFUSED.holderAddressEn,
    })
    expect(contestedParty({ ...REVIEW, marks: [] })).toBeNull()
    expect(contestedParty(OPPOSITION)).toEqual({
      nameZh: FX_LICENSEE.nameZh,
      nameEn: FX_LICENSEE.nameEn,
      addressZh: FX_LICENSEE.addressZh,
      addressEn: FX_LICENSEE.addressEn,
    })
    expect(contestedParty({ ...INVALIDATION, party: null })).toBeNull()
  })

  it("copies the target's goods, so editing the copy leaves the mark alone", () => {
    const copy = targetGoods(PUBLISHED)
    expect(copy).toEqual(GOODS)
    copy[0]!.items[0]!.zh = '改'
    expect(PUBLISHED.contested!.goods[0]!.items[0]!.zh).toBe('计算机')
    expect(targetGoods(undefined)).toEqual([])
  })
})

describe('the four wizards', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('have the steps of routes.tsv', () => {
    expect(oppositionWizard.steps.map((s) => s.id)).toEqual([
      'selectTrademark',
      'perfectInformation',
      'reminder',
      'payment',
      'provideDocument',
      'confirm',
    ])
    for (const w of [refusalReviewWizard, nonUseCancellationWizard, invalidationWizard])
      expect(w.steps.map((s) => s.id)).toEqual([
        'selectTrademark',
        'perfectInformation',
        'payment',
        'provideDocument',
        'confirm',
      ])
    expect(CONTESTED_WIZARDS).toEqual({
      opposition: oppositionWizard,
      refusal: refusalReviewWizard,
      nonuseCancellation: nonUseCancellationWizard,
      Invalidation: invalidationWizard,
    })
  })

  it('file under their product types, for mainland marks only, one mark each', () => {
    expect(CONTESTED_SLUGS.map((s) => [CONTESTED_WIZARDS[s].slug, CONTESTED_WIZARDS[s].productType])).toEqual(
      [
        ['opposition', 7],
        ['refusal', 14],
        ['nonuseCancellation', 16],
        ['Invalidation', 32],
      ],
    )
    for (const w of Object.values(CONTESTED_WIZARDS)) {
      expect(w.regions).toEqual(['mainland'])
      expect(w.maxMarks).toBe(CONTESTED_MAX_MARKS)
    }
    expect(CONTESTED_MAX_MARKS).toBe(1)
    expect(
      show(stepIssues(oppositionWizard, { ...OPPOSITION, marks: [PUBLISHED, REFUSED] }, 'selectTrademark')),
    ).toContain('marks:services:issues.tooManyMarks')
    expect(stepIssues(oppositionWizard, OPPOSITION, 'selectTrademark')).toEqual([])
  })

  it('order from the reminder in an opposition, from the information in the others', () => {
    expect(orderStepFor(oppositionWizard, OPPOSITION)).toBe('reminder')
    expect(orderStepFor(refusalReviewWizard, REVIEW)).toBe('perfectInformation')
    expect(oppositionWizard.reopenableBeforePayment).toEqual([
      'selectTrademark',
      'perfectInformation',
      'reminder',
    ])
  })

  it('edit the evidence plan where it is asked, and the evidence list on the documents step', () => {
    const edits = (w: (typeof CONTESTED_WIZARDS)[ContestedSlug], id: string) => stepById(w, id)?.edits ?? []
    expect(edits(oppositionWizard, 'perfectInformation')).not.toContain('evidencePlan')
    expect(edits(oppositionWizard, 'reminder')).toEqual(['evidencePlan'])
    expect(edits(refusalReviewWizard, 'perfectInformation')).toContain('evidencePlan')
    expect(edits(invalidationWizard, 'perfectInformation')).toContain('evidencePlan')
    expect(edits(nonUseCancellationWizard, 'perfectInformation')).not.toContain('evidencePlan')
    for (const w of Object.values(CONTESTED_WIZARDS))
      expect(edits(w, 'provideDocument')).toContain('evidence')
  })

  it('start a draft with an empty evidence plan where it is asked, "now" for non-use', () => {
    const fresh = (slug: ContestedSlug) => CONTESTED_WIZARDS[slug].newDraft('d-new', NOW)
    expect(fresh('opposition')).toMatchObject({
      service: 'opposition',
      productType: 7,
      region: 'mainland',
      marks: [],
      party: null,
      grounds: [],
      citedMarks: [],
      goods: [],
      evidencePlan: '',
      receivedOn: '',
      evidence: [],
    })
    expect(fresh('refusal').evidencePlan).toBe('')
    expect(fresh('Invalidation').evidencePlan).toBe('')
    expect(fresh('nonuseCancellation').evidencePlan).toBe('now')
  })

  it('use the flow eligibility', () => {
    expect(oppositionWizard.eligibility).toBe(oppositionEligibility)
    expect(refusalReviewWizard.eligibility).toBe(reviewEligibility)
    expect(nonUseCancellationWizard.eligibility).toBe(nonUseEligibility)
    expect(invalidationWizard.eligibility).toBe(invalidationEligibility)
  })

  it('check the evidence plan on the reminder step and the documents and evidence on provideDocument', () => {
    expect(show(stepIssues(oppositionWizard, { ...OPPOSITION, evidencePlan: '' }, 'reminder'))).toEqual([
      issueKey('evidencePlan', 'evidencePlanRequired'),
    ])
    const required = (d: ContestedDraft) =>
      show(stepIssues(oppositionWizard, d, 'provideDocument')).filter((i) => i.includes('documentRequired'))
    expect(required(OPPOSITION)).toEqual([
      'documents.oppositionApplication:services:issues.documentRequired',
      'documents.requesterId:services:issues.documentRequired',
      'documents.gazettePage:services:issues.documentRequired',
      'documents.priorRightProof:services:issues.documentRequired',
      'documents.evidence:services:issues.documentRequired',
      'documents.powerOfAttorney:services:issues.documentRequired',
    ])
    expect(required({ ...OPPOSITION, evidencePlan: 'reserve' })).not.toContain(
      'documents.evidence:services:issues.documentRequired',
    )
    const documents = Object.fromEntries(
      CONTESTED_FLOWS.opposition.documentsNeeded(OPPOSITION).map((n) => [n.kind, [file(`f-${n.kind}`)]]),
    )
    const filed = { ...OPPOSITION, documents }
    expect(show(stepIssues(oppositionWizard, filed, 'provideDocument'))).toEqual([
      issueKey('evidence.f-evidence.title', 'evidenceTitleRequired'),
      issueKey('evidence.f-evidence.proves', 'evidenceProvesRequired'),
      issueKey('evidence.f-evidence.pages', 'evidencePagesRequired'),
    ])
    expect(
      stepIssues(oppositionWizard, { ...filed, evidence: [described('f-evidence')] }, 'provideDocument'),
    ).toEqual([])
  })

  it("judge the information step on today's business day in Beijing", () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    // 23:59:59 on 8 October in Beijing: still the last day for relative grounds.
    vi.setSystemTime(new Date('2026-10-08T15:59:59Z'))
    expect(stepIssues(invalidationWizard, INVALIDATION, 'perfectInformation')).toEqual([])
    // 00:00 on 9 October in Beijing (still 8 October in UTC).
    vi.setSystemTime(new Date('2026-10-08T16:00:00Z'))
    expect(show(stepIssues(invalidationWizard, INVALIDATION, 'perfectInformation'))).toEqual([
      issueKey('grounds', 'relativeTooLate'),
    ])
  })
})
