import { describe, expect, it } from 'vitest'
import type { CaseDetail } from '../../src/api/schemas/cases-detail'
import { businessToday, addBusinessDays } from '../../src/domain/clock'
import { factsOf } from '../cases/store'
import { callApi, setupTestServer } from '../test-support'

// The case detail's calls as the detail page, the case form, /record and /leaflet use them.
const server = setupTestServer({ signedInAs: 'u-demo' })

function call<T = unknown>(path: string, body: object = {}, lang = 'en') {
  return callApi<T>(path, body, { token: 't-u-demo', lang })
}

const today = () => businessToday()
const RENEWAL_CASE = () => server.db.cases.find((c) => c.applicationNo === '35126478')!
const OTHER_ACCOUNT_CASE = () => server.db.cases.find((c) => c.accountId === 'u-agency')!
const member = (preset: string) =>
  server.db.teamMembers.find((m) => m.accountId === 'u-demo' && m.roleId.endsWith(`-${preset}`))!

const newCase = (over: object = {}) => ({
  office: 'CN',
  markName: '测试星',
  applicationNo: '71234567',
  registrationNo: '',
  classes: ['09', '35'],
  goods: { '09': ['计算机程序（可下载软件）'] },
  applicant: '云杉科技有限公司',
  agent: '',
  assigneeId: null,
  reference: 'T-0001',
  filingDate: addBusinessDays(today(), -60),
  registrationDate: '',
  designations: [],
  notes: '<b>not bold</b>',
  ...over,
})

async function create(over: object = {}) {
  const answer = await call<{ id: string }>('brandmanagement/addOrUpdateCaseManagement', newCase(over))
  expect(answer.body.code, answer.body.msg).toBe(200)
  return answer.body.data.id
}

describe('brandmanagement/getCaseInfoDeTail', () => {
  it('answers a case with the facts the deadline engine derives', async () => {
    const record = RENEWAL_CASE()
    const { body } = await call<CaseDetail>('brandmanagement/getCaseInfoDeTail', { id: record.id })
    const facts = factsOf(record, today())
    expect(body.data).toMatchObject({ id: record.id, officeKind: 'china', status: facts.status })
    expect(body.data.deadlines.map((d) => d.key)).toEqual(facts.deadlines.map((d) => d.key))
    expect(body.data.deadlines[0]!.kind).toBe('renewalDue')
    expect(body.data.filingDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })

  it("answers 'not found' for an unknown case and another account's case", async () => {
    for (const id of ['CS-NONE', OTHER_ACCOUNT_CASE().id]) {
      const { body } = await call('brandmanagement/getCaseInfoDeTail', { id })
      expect(body).toMatchObject({ code: 1001, msg: 'The case does not exist or was deleted' })
    }
  })

  it("hides a case outside the role's applicants", async () => {
    const record = RENEWAL_CASE()
    server.db.teamRoles.find((r) => r.id === member('paralegal').roleId)!.applicants = ['某某公司']
    server.simulate('team.actAs', 't-u-demo', member('paralegal').id)
    expect((await call('brandmanagement/getCaseInfoDeTail', { id: record.id })).body.code).toBe(1001)
  })
})

describe('brandmanagement/addOrUpdateCaseManagement', () => {
  it('creates a manual case with its filing event and a history entry', async () => {
    const id = await create()
    const record = server.db.cases.find((c) => c.id === id)!
    expect(record).toMatchObject({ source: 'manual', accountId: 'u-demo', notes: '<b>not bold</b>' })
    expect(record.events).toEqual([{ code: 'filed', date: newCase().filingDate }])
    expect(server.db.caseHistory.filter((h) => h.caseId === id).map((h) => h.action)).toEqual(['created'])
    const detail = await call<CaseDetail>('brandmanagement/getCaseInfoDeTail', { id })
    expect(detail.body.data.status).toBe(6)
  })

  it('refuses what the rules refuse, in the caller language, and saves nothing', async () => {
    const count = server.db.cases.length
    const bad = await call('brandmanagement/addOrUpdateCaseManagement', newCase({ applicationNo: '7123A' }))
    expect(bad.body.msg).toMatch(/CNIPA application number has digits only/)
    const future = await call(
      'brandmanagement/addOrUpdateCaseManagement',
      newCase({ filingDate: addBusinessDays(today(), 1) }),
      'zh-CN',
    )
    expect(future.body).toMatchObject({ code: 1001, msg: '日期不能晚于今天' })
    const madrid = await call(
      'brandmanagement/addOrUpdateCaseManagement',
      newCase({ office: 'WIPO', applicationNo: '', registrationNo: '12345' }),
    )
    expect(madrid.body.msg).toMatch(/6 or 7 digits.*designates at least one/)
    expect(server.db.cases).toHaveLength(count)
  })

  it('refuses a reference another case has, an assignee outside the team and an applicant outside the role', async () => {
    await create()
    const taken = await call('brandmanagement/addOrUpdateCaseManagement', newCase())
    expect(taken.body).toMatchObject({ code: 1001, data: { fields: ['reference'] } })
    const stranger = await call(
      'brandmanagement/addOrUpdateCaseManagement',
      newCase({ reference: '', assigneeId: 'm-u-agency-1' }),
    )
    expect(stranger.body.data).toEqual({ fields: ['assigneeId'] })
    server.db.teamRoles.find((r) => r.id === member('attorney').roleId)!.applicants = ['某某公司']
    server.simulate('team.actAs', 't-u-demo', member('attorney').id)
    const outside = await call('brandmanagement/addOrUpdateCaseManagement', newCase({ reference: '' }))
    expect(outside.body.data).toEqual({ fields: ['applicant'] })
  })

  it('updates a case and names the changed fields in its history', async () => {
    const id = await create()
    const answer = await call(
      'brandmanagement/addOrUpdateCaseManagement',
      newCase({ id, agent: '北京某代理', classes: ['09'] }),
    )
    expect(answer.body.data).toEqual({ id, created: false, changed: ['classes', 'agent'] })
    expect(server.db.caseHistory.at(-1)).toMatchObject({
      caseId: id,
      action: 'updated',
      detail: { fields: 'classes, agent' },
    })
  })

  it("refuses changing a register case's dates", async () => {
    const record = RENEWAL_CASE()
    const detail = (await call<CaseDetail>('brandmanagement/getCaseInfoDeTail', { id: record.id })).body.data
    const answer = await call('brandmanagement/addOrUpdateCaseManagement', {
      ...newCase(),
      id: record.id,
      applicationNo: record.applicationNo,
      registrationNo: record.registrationNo,
      reference: record.reference,
      applicant: record.applicant,
      filingDate: addBusinessDays(detail.filingDate, 1),
      registrationDate: detail.registrationDate,
    })
    expect(answer.body.msg).toMatch(/come from the register/)
  })

  it('refuses a read-only member and an unknown case', async () => {
    expect(
      (await call('brandmanagement/addOrUpdateCaseManagement', newCase({ id: 'CS-NONE' }))).body.code,
    ).toBe(1001)
    server.simulate('team.actAs', 't-u-demo', member('readOnly').id)
    const refused = await call('brandmanagement/addOrUpdateCaseManagement', newCase())
    expect(refused.body).toMatchObject({ code: 403, data: { authority: 'case.edit' } })
  })
})

describe('status updates', () => {
  it('records an event: renewed closes the renewal deadline, with who and when', async () => {
    const record = RENEWAL_CASE()
    const answer = await call<{ opened: string[]; closed: string[]; deadlines: { kind: string }[] }>(
      'brandmanagement/saveSingleCaseTrademarkProcessInfo',
      { caseId: record.id, code: 'renewed', date: today(), note: '已提交续展' },
    )
    expect(answer.body.code).toBe(200)
    expect(answer.body.data.closed.some((k) => k.startsWith('renewalDue:'))).toBe(true)
    expect(answer.body.data.deadlines.some((d) => d.kind === 'renewalDue')).toBe(false)
    expect(record.events.at(-1)).toMatchObject({
      code: 'renewed',
      recordedBy: 'm-u-demo-owner',
      note: '已提交续展',
    })
    const process = await call<{ events: { code: string; recordedByName: string }[] }>(
      'brandmanagement/getCaseTrademarkProcessInfo',
      { caseId: record.id },
    )
    expect(process.body.data.events.at(-1)).toMatchObject({ code: 'renewed', recordedByName: '王建国' })
    expect(server.db.caseHistory.at(-1)).toMatchObject({
      action: 'statusRecorded',
      detail: { event: 'renewed' },
    })
  })

  it('refused opens the refusal review deadline', async () => {
    const id = await create()
    const answer = await call<{ opened: string[] }>('brandmanagement/saveSingleCaseTrademarkProcessInfo', {
      caseId: id,
      code: 'refused',
      date: today(),
    })
    expect(answer.body.data.opened).toEqual([`refusalReview:${today()}`])
  })

  it('refuses a forged future date, an unknown code, another account and a read-only member', async () => {
    const id = RENEWAL_CASE().id
    const path = 'brandmanagement/saveSingleCaseTrademarkProcessInfo'
    const future = await call(path, { caseId: id, code: 'renewed', date: addBusinessDays(today(), 3) })
    expect(future.body).toMatchObject({ code: 1001, msg: 'The date cannot be later than today' })
    expect((await call(path, { caseId: id, code: 'won', date: today() })).body.code).toBe(800)
    expect(
      (await call(path, { caseId: OTHER_ACCOUNT_CASE().id, code: 'renewed', date: today() })).body.code,
    ).toBe(1001)
    server.simulate('team.actAs', 't-u-demo', member('readOnly').id)
    expect((await call(path, { caseId: id, code: 'renewed', date: today() })).body.code).toBe(403)
    expect(RENEWAL_CASE().events).toEqual([])
  })

  it('records one event on several cases, or on none when one is not found', async () => {
    const [a, b] = [await create(), await create({ reference: 'T-0002' })]
    const path = 'brandmanagement/saveCaseTrademarkProcessInfo'
    const none = await call(path, { caseIds: [a, OTHER_ACCOUNT_CASE().id], code: 'published', date: today() })
    expect(none.body.code).toBe(1001)
    expect(server.db.cases.find((c) => c.id === a)!.events).toHaveLength(1)
    const both = await call<{ saved: number; results: { status: number }[] }>(path, {
      caseIds: [a, b],
      code: 'published',
      date: today(),
    })
    expect(both.body.data.saved).toBe(2)
    expect(both.body.data.results.map((r) => r.status)).toEqual([3, 3])
    server.simulate('team.actAs', 't-u-demo', member('readOnly').id)
    expect((await call(path, { caseIds: [a], code: 'published', date: today() })).body.code).toBe(403)
  })
})

describe('agents, goods, history and the register change', () => {
  it('names the agent and the members involved, and offers the form its choices', async () => {
    const record = RENEWAL_CASE()
    await call('brandmanagement/saveSingleCaseTrademarkProcessInfo', {
      caseId: record.id,
      code: 'renewed',
      date: today(),
    })
    const { body } = await call<{ agent: { caseCount: number }; involved: { involvement: string[] }[] }>(
      'brandmanagement/getCasemanagementAgents',
      { caseId: record.id },
    )
    expect(body.data.agent!.caseCount).toBeGreaterThan(0)
    expect(body.data.involved[0]!.involvement).toEqual(['assignee', 'recorded', 'history'])
    const options = await call<{ applicants: string[]; members: unknown[] }>(
      'brandmanagement/getCasemanagementAgents',
    )
    expect(options.body.data.applicants).toContain(record.applicant)
    expect(options.body.data.members).toHaveLength(4)
    expect((await call('brandmanagement/getCasemanagementAgents', { caseId: 'CS-NONE' })).body.code).toBe(
      1001,
    )
  })

  it('lists the goods by class with the class titles', async () => {
    const id = await create()
    const { body } = await call<{ classes: { no: string; nameEn: string; goods: unknown[] }[] }>(
      'brandmanagement/getIntclsDetails',
      { caseId: id },
    )
    expect(body.data.classes.map((c) => [c.no, c.goods.length])).toEqual([
      ['09', 1],
      ['35', 0],
    ])
    expect(body.data.classes[0]!.nameEn).not.toBe('')
    expect(
      (await call('brandmanagement/getIntclsDetails', { caseId: OTHER_ACCOUNT_CASE().id })).body.code,
    ).toBe(1001)
  })

  it('answers the history newest first, of one case or every case seen, filtered and paged', async () => {
    const id = await create()
    server.setNow(new Date(Date.now() + 60_000).toISOString())
    await call('brandmanagement/saveSingleCaseTrademarkProcessInfo', {
      caseId: id,
      code: 'refused',
      date: today(),
    })
    const one = await call<{ total: number; list: { action: string; markName: string }[] }>(
      'brandmanagement/getCaseTaskHistory',
      { caseId: id },
    )
    expect(one.body.data.list.map((h) => h.action)).toEqual(['statusRecorded', 'created'])
    expect(one.body.data.list[0]!.markName).toBe('测试星')
    await create({ reference: 'T-0002' })
    const all = await call<{ total: number; list: unknown[]; actions: string[] }>(
      'brandmanagement/getCaseTaskHistory',
      {
        action: 'created',
        pageSize: 1,
      },
    )
    // Every seeded case has its 'created' entry too; the two made here are the newest.
    const created = server.db.caseHistory.filter((h) => h.accountId === 'u-demo' && h.action === 'created')
    expect(created.length).toBeGreaterThan(2)
    expect(all.body.data).toMatchObject({ total: created.length, actions: ['created', 'statusRecorded'] })
    expect(all.body.data.list).toHaveLength(1)
    expect(all.body.data.list[0]).toMatchObject({ markName: created.at(-1)!.detail.markName })
    const later = await call<{ total: number }>('brandmanagement/getCaseTaskHistory', {
      from: addBusinessDays(today(), 1),
    })
    expect(later.body.data.total).toBe(0)
    expect(
      (await call('brandmanagement/getCaseTaskHistory', { caseId: OTHER_ACCOUNT_CASE().id })).body.code,
    ).toBe(1001)
  })

  it('shows a register change until the member acknowledges it, for that member only', async () => {
    const record = RENEWAL_CASE()
    server.db.caseHistory.push({
      id: 'CH-1',
      caseId: record.id,
      accountId: 'u-demo',
      memberId: 'm-u-demo-owner',
      memberName: '王建国',
      at: new Date(Date.now() - 1000).toISOString(),
      action: 'registerChanged',
      detail: { status: '1 → 7' },
    })
    const detail = async () =>
      (await call<CaseDetail>('brandmanagement/getCaseInfoDeTail', { id: record.id })).body.data.changed
    expect(await detail()).toMatchObject({ fields: 'status' })
    expect((await call('brandmanagement/caseChangeInfoKnown', { caseId: record.id })).body.code).toBe(200)
    expect(await detail()).toBeNull()
    server.simulate('team.actAs', 't-u-demo', member('readOnly').id)
    expect(await detail()).not.toBeNull()
    expect((await call('brandmanagement/caseChangeInfoKnown', { caseId: 'CS-NONE' })).body.code).toBe(1001)
  })

  it('answers the leaflet preview: the case and its last 10 history entries', async () => {
    const id = await create()
    for (let i = 0; i < 11; i++)
      await call('brandmanagement/addOrUpdateCaseManagement', newCase({ id, agent: `代理${i}` }))
    const { body } = await call<{ case: CaseDetail; history: unknown[]; generatedAt: string }>(
      'collect/collectPreview',
      {
        caseId: id,
      },
    )
    expect(body.data.case.id).toBe(id)
    expect(body.data.history).toHaveLength(10)
    expect(body.data.generatedAt.slice(0, 10)).toBe(today())
    expect((await call('collect/collectPreview', { caseId: OTHER_ACCOUNT_CASE().id })).body.code).toBe(1001)
  })
})
