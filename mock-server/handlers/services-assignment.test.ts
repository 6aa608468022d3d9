import { describe, expect, it } from 'vitest'
import type { Applicant } from '../../src/domain/registration/types'
import {
  assignmentQuote,
  assignmentWizard,
  type AssignmentDraft,
  type RelatedMark,
} from '../../src/domain/services/assignment'
import { businessToday } from '../../src/domain/clock'
import { createOrder } from '../commerce/orders-store'
import type { ServiceMarkRow } from '../../src/domain/services/types'
import { ASSIGNMENT_DECIDED } from '../../tests/fixtures/assignment'
import { callApi, setupTestServer } from '../test-support'

const server = setupTestServer({ signedInAs: 'u-demo' })

const call = <T>(path: string, body: object | FormData, lang = 'en', token: string | null = 't-u-demo') =>
  callApi<T>(`tmAssignment/${path}`, body, { token, lang })

type Eligibility = { ok: true } | { ok: false; reason: string }

/** isCanAlter as the page sends it: a form body, the numbers as a repeated key. */
async function canAlter(regNos: string[], draftId?: string, token: string | null = 't-u-demo') {
  const f = new FormData()
  f.append('region', 'mainland')
  for (const regNo of regNos) f.append('regNos', regNo)
  if (draftId) f.append('draftId', draftId)
  return call<{ results: { regNo: string; eligibility: Eligibility }[] }>('isCanAlter', f, 'en', token)
}
const answers = async (regNos: string[], draftId?: string) =>
  (await canAlter(regNos, draftId)).body.data.results.map((r) => r.eligibility)

describe('tmInfo/queryTmInfoByApplicantPlus (the marks to assign)', () => {
  it("lists the account's mainland marks, each with whether it may be assigned and why not", async () => {
    const res = await callApi<{ list: ServiceMarkRow[]; max: number }>(
      'tmInfo/queryTmInfoByApplicantPlus',
      { region: 'mainland' },
      { token: 't-u-demo', lang: 'en' },
    )
    expect(res.body.code).toBe(200)
    expect(res.body.data.max).toBe(50)
    const by = (regNo: string) => res.body.data.list.find((r) => r.mark.regNo === regNo)
    expect(by('35126478')).toMatchObject({ eligibility: { ok: true }, tone: 'ok' })
    expect(by('60411829')).toMatchObject({
      eligibility: { ok: false, reason: 'svcAssignment:eligibility.invalid' },
      tone: 'off',
    })
    expect(res.body.data.list.every((r) => r.mark.region === 'mainland')).toBe(true)
  })
})

describe('tmAssignment/isCanAlter', () => {
  it('lets the holder assign a registered mark and a pending application', async () => {
    expect(await answers(['35126478', '41870233'])).toEqual([{ ok: true }, { ok: true }])
  })

  it("refuses an invalid mark, and a mark that is not the account's", async () => {
    expect(await answers(['60411829', '29874561'])).toEqual([
      { ok: false, reason: 'svcAssignment:eligibility.invalid' },
      { ok: false, reason: 'services:issues.markUnknown' },
    ])
  })

  it('refuses a mark already in an assignment with an order, but not for that draft itself', async () => {
    const order = createOrder(server.db, {
      userId: 'u-demo',
      productType: 12,
      trademarkName: '云杉智能',
      countries: ['CN'],
      lines: [],
      payload: {},
      now: new Date().toISOString(),
    })
    server.db.wizardDrafts.push({
      userId: 'u-demo',
      flow: 'service.assignment',
      draft: { ...ASSIGNMENT_DECIDED, orderId: order.id, orderNo: order.orderNo },
      discardedAt: null,
    })
    // 35126502 joined the filed assignment as a related mark.
    const under = { ok: false, reason: 'svcAssignment:eligibility.underAssignment' }
    expect(await answers(['35126502', '35126478'])).toEqual([under, under])
    expect(await answers(['35126478'], ASSIGNMENT_DECIDED.draftId)).toEqual([{ ok: true }])
  })

  it('refuses a caller without a session', async () => {
    const anonymous = await canAlter(['35126478'], undefined, null)
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
  })
})

describe('tmAssignment/tmAssignmentMain (the assignment wizard)', () => {
  const NOW = new Date().toISOString()
  const main = <T>(body: object) => call<T>('tmAssignmentMain', body)

  async function saved(draftId: string) {
    const draft: AssignmentDraft = {
      ...ASSIGNMENT_DECIDED,
      ...assignmentWizard.newDraft(draftId, NOW),
      marks: ASSIGNMENT_DECIDED.marks,
      assignor: ASSIGNMENT_DECIDED.assignor,
      assigneeSource: 'book',
      assignee: ASSIGNMENT_DECIDED.assignee,
      relatedMarks: ASSIGNMENT_DECIDED.relatedMarks,
      relatedFor: ASSIGNMENT_DECIDED.relatedFor,
      relatedChoices: ASSIGNMENT_DECIDED.relatedChoices,
    }
    const res = await main<{ saved: { revision: number } }>({ action: 'save', draft, baseRevision: 0 })
    expect(res.body.code, JSON.stringify(res.body)).toBe(200)
    return draft
  }

  it('orders an assignment as product type 12, charging the related mark assigned with it', async () => {
    await saved('as-1')
    const ordered = await main<{ acted: { orderId: string; total: number } }>({
      action: 'order',
      draftId: 'as-1',
    })
    expect(ordered.body.code, JSON.stringify(ordered.body)).toBe(200)
    const order = server.db.orders.find((o) => o.id === ordered.body.data.acted.orderId)!
    expect(order.productType).toBe(12)
    // 35126478 and the related 35126502 included; 41870233 kept with its reason.
    expect(order.payload.regNos).toEqual(['35126478', '35126502'])
    const draft = (await saved('as-2')) satisfies AssignmentDraft
    const alone = { ...draft, relatedChoices: {} }
    expect(order.total).toBe(assignmentQuote(draft, businessToday()).total)
    expect(order.total).toBeGreaterThan(assignmentQuote(alone, businessToday()).total)
    // The related mark cannot go into a second assignment now.
    expect(await answers(['35126502'])).toEqual([
      { ok: false, reason: 'svcAssignment:eligibility.underAssignment' },
    ])
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
