import { describe, expect, it } from 'vitest'
import {
  changedMarks,
  changeEligibility,
  documentsNeeded,
  informationIssues,
  needsSupplement,
  newChangeFields,
  particularsAfter,
  holderIssues,
  supplementIssues,
  type ChangeDraft,
  type ChangeHolder,
} from './change'
import type { ServiceMark } from './types'

const holder: ChangeHolder = {
  kind: 'enterprise',
  country: 'CN',
  applicantId: 'app-demo-01',
  nameZh: '上海云杉智能科技有限公司',
  nameEn: 'Shanghai Yunshan Intelligent Technology Co., Ltd.',
  addressZh: '上海市浦东新区张江路88号2号楼501室',
  addressEn: 'Room 501, Building 2, No. 88 Zhangjiang Road, Pudong New Area, Shanghai',
  agent: '',
}

const mark = (regNo: string, over: Partial<ServiceMark> = {}): ServiceMark => ({
  regNo,
  name: 'YUNSHAN',
  image: null,
  classes: ['09'],
  holderZh: holder.nameZh,
  holderEn: holder.nameEn,
  holderAddressZh: holder.addressZh,
  holderAddressEn: holder.addressEn,
  applicantId: 'app-demo-01',
  status: 1,
  registrationDate: '2016-08-01',
  expiryDate: '2026-07-31',
  region: 'mainland',
  country: 'CN',
  ...over,
})

function draft(over: Partial<ChangeDraft> = {}): ChangeDraft {
  return {
    draftId: 'd1',
    step: 'selectTrademark',
    orderId: null,
    orderNo: null,
    paid: false,
    completedAt: null,
    createdAt: '',
    updatedAt: '',
    revision: 0,
    region: 'mainland',
    productType: 13,
    marks: [mark('35126478')],
    documents: {},
    originalsByPost: false,
    mailing: { company: '', trackingNumber: '' },
    notification: { email: true, sms: false, post: false },
    ...newChangeFields(),
    holder,
    ...over,
  }
}

const paths = (issues: { path: string; message: string }[]) => issues.map((i) => `${i.path}=${i.message}`)

describe('changeEligibility', () => {
  it('takes registered and pending marks of the holder without a change filed', () => {
    const context = { today: '2026-11-26', openCases: new Set<string>() }
    expect(changeEligibility(mark('1'), context)).toEqual({ ok: true })
    expect(changeEligibility(mark('1', { status: 6 }), context)).toEqual({ ok: true })
    expect(changeEligibility(mark('1', { status: 2 }), context)).toEqual({
      ok: false,
      reason: 'svcChange:eligibility.notInForce',
    })
    expect(changeEligibility(mark('1'), context, false)).toEqual({
      ok: false,
      reason: 'svcChange:eligibility.notHolder',
    })
    expect(changeEligibility(mark('1'), { ...context, openCases: new Set(['1']) })).toEqual({
      ok: false,
      reason: 'svcChange:eligibility.changePending',
    })
  })
})

describe('holderIssues', () => {
  it('wants one registered holder for all marks', () => {
    expect(holderIssues(draft({ marks: [] }))).toEqual([])
    expect(holderIssues(draft({ marks: [mark('1'), mark('2', { holderAddressZh: '别处' })] }))).toEqual([])
    const other = mark('2', { holderZh: '杭州青禾食品有限公司', holderEn: 'Hangzhou Qinghe Foods Co., Ltd.' })
    expect(paths(holderIssues(draft({ marks: [mark('1'), other] })))).toEqual([
      'marks=svcChange:issues.oneHolder',
    ])
  })
})

describe('informationIssues', () => {
  it('asks what changes', () => {
    expect(paths(informationIssues(draft()))).toEqual(['kind=svcChange:issues.kindRequired'])
  })

  it('checks the new name with the applicant rules and refuses an unchanged one', () => {
    const spaced = draft({ kind: 'name', after: { ...holder, nameZh: 'Yunshan 云杉 公司', nameEn: '' } })
    expect(paths(informationIssues(spaced))).toEqual([
      'after.nameZh=validation:chineseNameEnterprise',
      // Registered with an English name: the record needs the new one in English too.
      'after.nameEn=svcChange:issues.nameKeepLanguage',
    ])
    const same = draft({ kind: 'name', after: { ...holder } })
    expect(paths(informationIssues(same))).toEqual(['after.nameZh=svcChange:issues.nameUnchanged'])
    const renamed = draft({
      kind: 'name',
      after: {
        ...holder,
        nameZh: '上海云杉科技集团有限公司',
        nameEn: 'Shanghai Yunshan Technology Group Co., Ltd.',
      },
    })
    expect(informationIssues(renamed)).toEqual([])
  })

  it('reads only the changed part: an address change keeps the registered name', () => {
    const moved = draft({
      kind: 'address',
      after: {
        nameZh: '',
        nameEn: '',
        addressZh: '上海市浦东新区碧波路690号3号楼',
        addressEn: 'Building 3, No. 690 Bibo Road, Pudong, Shanghai',
      },
    })
    expect(informationIssues(moved)).toEqual([])
    expect(particularsAfter(moved).nameZh).toBe(holder.nameZh)
    const latin = draft({ kind: 'address', after: { ...holder, addressZh: 'No. 690 Bibo Road' } })
    expect(paths(informationIssues(latin))).toEqual(['after.addressZh=regApplicants:rules.addressZh'])
  })

  it('files a global change in English', () => {
    const global = draft({
      region: 'global',
      productType: 17,
      marks: [mark('6123457', { region: 'global', country: 'US' })],
      kind: 'address',
      after: { nameZh: '', nameEn: '', addressZh: '上海市浦东新区碧波路690号', addressEn: '' },
    })
    expect(paths(informationIssues(global))).toEqual(['after.addressEn=regApplicants:rules.englishForFiling'])
  })

  it('changes the agent only with the revocation confirmed, and only in mainland China', () => {
    expect(paths(informationIssues(draft({ kind: 'agent' })))).toEqual([
      'agentRevoked=svcChange:issues.agentRevocationRequired',
    ])
    expect(informationIssues(draft({ kind: 'agent', agentRevoked: true }))).toEqual([])
    expect(paths(informationIssues(draft({ kind: 'agent', agentRevoked: true, region: 'global' })))).toEqual([
      'kind=svcChange:issues.agentMainlandOnly',
    ])
  })
})

describe('supplement', () => {
  const related = [mark('44561209'), mark('41870233', { status: 3 })]

  it('is needed for a change of name or address when the holder has other marks, and wants a decision on each', () => {
    expect(needsSupplement(draft({ kind: 'address', relatedMarks: [] }))).toBe(false)
    expect(needsSupplement(draft({ kind: 'agent', relatedMarks: related }))).toBe(false)
    const d = draft({ kind: 'address', relatedMarks: related })
    expect(needsSupplement(d)).toBe(true)
    expect(paths(supplementIssues(d))).toEqual([
      'related.44561209=svcChange:issues.relatedChoiceRequired',
      'related.41870233=svcChange:issues.relatedChoiceRequired',
    ])
    const decided = draft({
      kind: 'address',
      relatedMarks: related,
      related: {
        '44561209': { choice: 'include', reason: '' },
        '41870233': { choice: 'exclude', reason: '' },
      },
    })
    expect(paths(supplementIssues(decided))).toEqual([
      'related.41870233.reason=svcChange:issues.excludeReasonRequired',
    ])
    decided.related['41870233'] = { choice: 'exclude', reason: 'assignedAway' }
    expect(supplementIssues(decided)).toEqual([])
    expect(changedMarks(decided).map((m) => m.regNo)).toEqual(['35126478', '44561209'])
  })
})

describe('documentsNeeded', () => {
  it('asks the proof of a name change, and of any change of a foreign holder', () => {
    expect(documentsNeeded(draft({ kind: 'name' }))).toEqual([
      { kind: 'powerOfAttorney', required: true },
      { kind: 'businessLicence', required: true },
      { kind: 'proofOfChange', required: true },
    ])
    expect(
      documentsNeeded(draft({ kind: 'address' })).find((d) => d.kind === 'proofOfChange')?.required,
    ).toBe(false)
    expect(documentsNeeded(draft({ kind: 'agent' })).map((d) => d.kind)).toEqual([
      'powerOfAttorney',
      'businessLicence',
    ])
    const person = draft({ kind: 'agent', holder: { ...holder, kind: 'individual' } })
    expect(documentsNeeded(person).map((d) => d.kind)).toEqual(['powerOfAttorney', 'idDocument'])
    const foreign = draft({ kind: 'address', holder: { ...holder, country: 'SG' } })
    expect(documentsNeeded(foreign).find((d) => d.kind === 'proofOfChange')?.required).toBe(true)
  })
})
