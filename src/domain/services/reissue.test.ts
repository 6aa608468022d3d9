import { describe, expect, it } from 'vitest'
import { serviceQuote } from '../service-quote'
import {
  certificatesOnRecord,
  emptyReissueFields,
  reissueDocumentIssues,
  reissueDocuments,
  reissueEligibility,
  reissueInformationIssues,
  reissueMarkIssues,
  reissueQuoteInput,
  type ReissueDraft,
} from './reissue'
import type { ServiceMark } from './types'

const TODAY = '2026-11-26'
const mark: ServiceMark = {
  regNo: '50236784',
  name: '北辰医疗',
  image: null,
  classes: ['05', '10', '44'],
  holderZh: '北辰医疗科技有限公司',
  holderEn: 'Beichen Medical Technology Co., Ltd.',
  holderAddressZh: '北京市',
  holderAddressEn: 'Beijing',
  applicantId: null,
  status: 1,
  registrationDate: '2006-09-20',
  expiryDate: '2026-09-19',
  region: 'mainland',
  country: 'CN',
}
const onRecord = [
  { kind: 'renewal' as const, date: '2016-05-20' },
  { kind: 'change' as const, date: '2026-03-18' },
]
const draft = (fields: Partial<ReissueDraft>) =>
  ({ productType: 30, marks: [mark], ...emptyReissueFields(), onRecord, ...fields }) as ReissueDraft
const paths = (issues: { path: string; message: string }[]) => issues.map((i) => `${i.path}:${i.message}`)

describe('certificatesOnRecord', () => {
  it('reads change, transfer and renewal approvals from the mark’s events, oldest first', () => {
    expect(
      certificatesOnRecord([
        { code: 'registered', date: '2006-09-20' },
        { code: 'change', date: '2026-03-18T10:00:00' },
        { code: 'renewed', date: '2016-05-20' },
        { code: 'assignment', date: '2020-01-02' },
      ]),
    ).toEqual([
      { kind: 'renewal', date: '2016-05-20' },
      { kind: 'transfer', date: '2020-01-02' },
      { kind: 'change', date: '2026-03-18' },
    ])
  })
})

describe('reissueEligibility', () => {
  it('allows a registered mainland mark in force, also in its grace period', () => {
    expect(reissueEligibility(29, mark, [], TODAY)).toEqual({ ok: true })
    expect(reissueEligibility(30, mark, onRecord, TODAY)).toEqual({ ok: true })
  })
  it('refuses a mark not registered, not in force, or abroad, with the reason', () => {
    expect(reissueEligibility(29, { ...mark, status: 6 }, [], TODAY)).toEqual({
      ok: false,
      reason: 'svcReissue:ineligible.notRegistered',
    })
    // The term ended on 2026-03-19, so its grace period ended in September.
    expect(reissueEligibility(29, { ...mark, expiryDate: '2026-03-19' }, [], TODAY)).toEqual({
      ok: false,
      reason: 'svcReissue:ineligible.notInForce',
    })
    expect(reissueEligibility(29, { ...mark, region: 'madrid' }, [], TODAY).ok).toBe(false)
  })
  it('type 30 needs a change, transfer or renewal certificate on the record', () => {
    expect(reissueEligibility(30, mark, [], TODAY)).toEqual({
      ok: false,
      reason: 'svcReissue:ineligible.noCertificate',
    })
  })
})

describe('reissue issues', () => {
  it('selectTrademark takes exactly one mark', () => {
    expect(paths(reissueMarkIssues({ marks: [] }))).toEqual(['marks:svcReissue:issues.markRequired'])
    expect(paths(reissueMarkIssues({ marks: [mark, mark] }))).toEqual(['marks:svcReissue:issues.oneMark'])
    expect(reissueMarkIssues({ marks: [mark] })).toEqual([])
  })
  it('asks for the reason and an explanation of 10 to 300 characters', () => {
    const issues = reissueInformationIssues(draft({ productType: 29 }), TODAY)
    expect(paths(issues)).toEqual([
      'reason:svcReissue:issues.reasonRequired',
      'explanation:svcReissue:issues.explanationRequired',
    ])
    expect(
      paths(
        reissueInformationIssues(draft({ productType: 29, reason: 'lost', explanation: 'lost it' }), TODAY),
      ),
    ).toEqual(['explanation:svcReissue:issues.explanationLength'])
    expect(
      reissueInformationIssues(
        draft({ productType: 29, reason: 'lost', explanation: 'Lost while moving office' }),
        TODAY,
      ),
    ).toEqual([])
  })
  it('type 30 checks the certificate against the record: kind, number and issue date', () => {
    const base = { reason: 'damaged' as const, explanation: 'Torn in half and water-stained' }
    expect(paths(reissueInformationIssues(draft(base), TODAY))).toEqual([
      'certificateKind:svcReissue:issues.kindRequired',
      'certificateNo:svcReissue:issues.numberRequired',
      'certificateDate:svcReissue:issues.dateRequired',
    ])
    const wrong = draft({
      ...base,
      certificateKind: 'transfer',
      certificateNo: 'ZH-12',
      certificateDate: '2027-01-01',
    })
    expect(paths(reissueInformationIssues(wrong, TODAY))).toEqual([
      'certificateKind:svcReissue:issues.kindNotOnRecord',
      'certificateNo:svcReissue:issues.numberFormat',
      'certificateDate:svcReissue:issues.dateFuture',
    ])
    const early = draft({
      ...base,
      certificateKind: 'renewal',
      certificateNo: 'X1',
      certificateDate: '2001-01-01',
    })
    expect(paths(reissueInformationIssues(early, TODAY))).toEqual([
      'certificateDate:svcReissue:issues.dateBeforeRegistration',
    ])
    const otherDay = draft({
      ...base,
      certificateKind: 'renewal',
      certificateNo: 'X1',
      certificateDate: '2016-05-21',
    })
    expect(paths(reissueInformationIssues(otherDay, TODAY))).toEqual([
      'certificateDate:svcReissue:issues.dateNotOnRecord',
    ])
    const bad = draft({
      ...base,
      certificateKind: 'renewal',
      certificateNo: 'X1',
      certificateDate: '2016-02-30',
    })
    expect(paths(reissueInformationIssues(bad, TODAY))).toEqual([
      'certificateDate:svcReissue:issues.dateFormat',
    ])
    const right = draft({
      ...base,
      certificateKind: 'renewal',
      certificateNo: 'X1',
      certificateDate: '2016-05-20',
    })
    expect(reissueInformationIssues(right, TODAY)).toEqual([])
  })
  it('a damaged certificate needs its scan and the original sent by post', () => {
    expect(reissueDocuments({ reason: 'lost' }).map((d) => d.kind)).toEqual(['powerOfAttorney', 'holderId'])
    const file = [{ fileId: 'f', fileName: 'a.pdf', size: 1, contentType: 'application/pdf' }]
    const docs = { powerOfAttorney: file, holderId: file }
    const mailing = { company: '', trackingNumber: '' }
    expect(
      paths(reissueDocumentIssues({ reason: 'damaged', documents: docs, originalsByPost: false, mailing })),
    ).toEqual([
      'documents.originalCertificate:svcReissue:issues.document.originalCertificate',
      'originalsByPost:svcReissue:issues.returnOriginal',
    ])
    expect(
      reissueDocumentIssues({
        reason: 'damaged',
        documents: { ...docs, originalCertificate: file },
        originalsByPost: true,
        mailing: { company: 'SF Express', trackingNumber: 'SF1234567890' },
      }),
    ).toEqual([])
  })
})

describe('reissue price', () => {
  it('one certificate: 450 online for a registration certificate, 45 for the others, whatever the classes', () => {
    expect(serviceQuote(reissueQuoteInput(draft({ productType: 29 })), TODAY).official).toBe(450)
    expect(serviceQuote(reissueQuoteInput(draft({ productType: 30 })), TODAY).official).toBe(45)
  })
})

describe('the two reissue configurations', () => {
  it('have the service steps, one mark, their product type and the information issues', async () => {
    const { reissueProveWizard, replacementAndRenewalWizard } = await import('./reissue')
    expect(reissueProveWizard.steps.map((s) => s.id)).toEqual([
      'selectTrademark',
      'perfectInformation',
      'payment',
      'provideDocument',
      'confirm',
    ])
    const fresh = replacementAndRenewalWizard.newDraft('d-1', '2026-11-26T08:00:00.000Z')
    expect(fresh).toMatchObject({
      service: 'replacementAndRenewal',
      productType: 30,
      reason: '',
      onRecord: [],
    })
    expect(reissueProveWizard.newDraft('d-2', '2026-11-26T08:00:00.000Z').productType).toBe(29)
    const info = replacementAndRenewalWizard.steps.find((s) => s.id === 'perfectInformation')!
    expect(info.issues({ ...fresh, marks: [mark] }).map((i) => i.path)).toEqual([
      'reason',
      'explanation',
      'certificateKind',
      'certificateNo',
      'certificateDate',
    ])
    expect(reissueProveWizard.maxMarks).toBe(1)
    expect(
      reissueProveWizard.eligibility({ ...mark, status: 6 }, { today: TODAY, openCases: new Set() }).ok,
    ).toBe(false)
  })
})
