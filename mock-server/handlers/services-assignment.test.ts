import { describe, expect, it } from 'vitest'
import type { AssignmentEligibilityAnswer } from '../../src/api/schemas/services-assignment'
import type { Applicant } from '../../src/domain/registration/types'
import type { AssignmentDraft, RelatedMark } from '../../src/domain/services/assignment'
import { ASSIGNMENT_DECIDED } from '../../tests/fixtures/assignment'
import { callApi, setupTestServer } from '../test-support'

const server = setupTestServer({ signedInAs: 'u-demo' })

const call = <T>(path: string, body: object | FormData, lang = 'en', token: string | null = 't-u-demo') =>
  callApi<T>(`tmAssignment/${path}`, body, { token, lang })

function form(fields: Record<string, string>): FormData {
  const f = new FormData()
  for (const [k, v] of Object.entries(fields)) f.append(k, v)
  return f
}

const canAlter = (regNo: string, lang = 'en', extra: Record<string, string> = {}) =>
  call<AssignmentEligibilityAnswer>('isCanAlter', form({ regNo, ...extra }), lang)

describe('tmAssignment/isCanAlter', () => {
  it('lets the holder assign a registered mark and a pending application', async () => {
    for (const regNo of ['35126478', '41870233']) {
      const res = await canAlter(regNo)
      expect(res.body.code).toBe(200)
      expect(res.body.data).toEqual({ regNo, ok: true, reason: null, message: '' })
    }
  })

  it('refuses an invalid mark, and a mark of someone else, with the reason in the caller language', async () => {
    const invalid = await canAlter('60411829', 'zh-CN')
    expect(invalid.body.data).toMatchObject({ ok: false, reason: 'svcAssignment:eligibility.invalid' })
    expect(invalid.body.data.message).toBe('此商标已无效，没有可转让的权利。')
    const foreign = await canAlter('29874561')
    expect(foreign.body.data).toMatchObject({
      ok: false,
      reason: 'svcAssignment:eligibility.notHolder',
      message: 'This mark is not held by you or one of your applicants.',
    })
  })

  it('refuses a mark already in an assignment with an order, but not for that draft itself', async () => {
    server.db.wizardDrafts.push({
      userId: 'u-demo',
      flow: 'service.assignment',
      draft: { ...ASSIGNMENT_DECIDED, orderId: 'o-1', orderNo: 'TM-1' },
      discardedAt: null,
    })
    // 35126502 joined the filed assignment as a related mark.
    expect((await canAlter('35126502')).body.data.reason).toBe('svcAssignment:eligibility.underAssignment')
    expect((await canAlter('35126478')).body.data.reason).toBe('svcAssignment:eligibility.underAssignment')
    const own = await canAlter('35126478', 'en', { draftId: ASSIGNMENT_DECIDED.draftId })
    expect(own.body.data.ok).toBe(true)
  })

  it('refuses a malformed number and a caller without a session', async () => {
    const bad = await canAlter('35-12')
    expect(bad.status).toBe(500)
    expect(bad.body.code).toBe(800)
    const anonymous = await call('isCanAlter', form({ regNo: '35126478' }), 'en', null)
    expect(anonymous.body.code).toBe(401)
  })
})

describe('tmAssignment/getApplicantInformation', () => {
  it('answers the registered holder with its applicant-book entry', async () => {
    const res = await call<{ regNo: string; holder: Applicant }>('getApplicantInformation', {
      regNo: '35126478',
    })
    expect(res.body.code).toBe(200)
    expect(res.body.data.holder).toMatchObject({
      nameZh: '上海云杉智能科技有限公司',
      nameEn: 'Shanghai Yunshan Intelligent Technology Co., Ltd.',
      country: 'CN',
      applicantId: 'app-demo-01',
    })
    expect(res.body.data.holder.addressZh).toContain('上海市')
    expect(res.body.data.holder.uscc).toHaveLength(18)
  })

  it('does not tell a stranger who holds a mark of another account', async () => {
    const res = await call('getApplicantInformation', { regNo: '29874561' })
    expect(res.body.code).toBe(1004)
    expect(res.body.msg).toBe('None of your marks has registration number 29874561')
  })
})

describe('tmAssignment/assignQuery', () => {
  it('names the holder marks that must go with 云杉智能: similar names on goods of the same similar group', async () => {
    const res = await call<{ relatedFor: string; marks: RelatedMark[] }>('assignQuery', {
      regNos: ['35126478'],
    })
    expect(res.body.code).toBe(200)
    expect(res.body.data.relatedFor).toBe('35126478')
    expect(res.body.data.marks.map((m) => [m.regNo, m.match, m.sharedGroups])).toEqual([
      ['35126502', 'samePronunciation', ['0901', '0907', '0908']],
      ['41870233', 'sharedElement', ['4209', '4213', '4220']],
    ])
    // 云杉小智 shares 云杉 but covers toys (class 28); FIRLINK is invalid; 杉语 is not similar.
    const named = res.body.data.marks.map((m) => m.regNo)
    for (const regNo of ['66873120', '60411829', '52307716']) expect(named).not.toContain(regNo)
  })

  it('finds marks related through a related mark, and none for a mark that stands alone', async () => {
    const viaYunshan = await call<{ marks: RelatedMark[] }>('assignQuery', { regNos: ['35126502'] })
    expect(viaYunshan.body.data.marks.map((m) => [m.regNo, m.relatedTo])).toEqual([
      ['35126478', '35126502'],
      ['41870233', '35126478'],
    ])
    const alone = await call<{ marks: RelatedMark[] }>('assignQuery', { regNos: ['66873120'] })
    expect(alone.body.data.marks).toEqual([])
  })

  it('refuses a number the account does not hold', async () => {
    const res = await call('assignQuery', { regNos: ['35126478', '29874561'] }, 'zh-CN')
    expect(res.body.code).toBe(1004)
    expect(res.body.msg).toBe('未找到您名下注册号为 29874561 的商标')
  })
})

describe('the server-side checks of an assignment order', () => {
  it('refuses a draft whose related marks are not what the register answers, and an included mark already assigned', async () => {
    const { assignmentServerIssues } = await import('../services/assignment-register')
    const ctx = { db: server.db, today: () => '2026-11-26' } as unknown as Parameters<
      typeof assignmentServerIssues
    >[0]
    expect(assignmentServerIssues(ctx, 'u-demo', ASSIGNMENT_DECIDED)).toEqual([])
    const dropped = { ...ASSIGNMENT_DECIDED, relatedMarks: ASSIGNMENT_DECIDED.relatedMarks.slice(0, 1) }
    expect(assignmentServerIssues(ctx, 'u-demo', dropped)).toEqual([
      { path: 'relatedMarks', message: 'svcAssignment:issues.relatedChanged' },
    ])
    const other: AssignmentDraft = {
      ...ASSIGNMENT_DECIDED,
      draftId: 'd-other',
      marks: [{ ...ASSIGNMENT_DECIDED.marks[0]!, regNo: '35126502', name: 'YUNSHAN' }],
      relatedMarks: [],
      relatedChoices: {},
      orderId: 'o-2',
    }
    server.db.wizardDrafts.push({
      userId: 'u-demo',
      flow: 'service.assignment',
      draft: other,
      discardedAt: null,
    })
    expect(assignmentServerIssues(ctx, 'u-demo', ASSIGNMENT_DECIDED)).toEqual([
      { path: 'relatedChoices.35126502', message: 'svcAssignment:eligibility.underAssignment' },
    ])
  })
})
